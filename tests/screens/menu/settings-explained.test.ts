// The Settings page's sentences of what each row does: under the rows where the page has room (an
// upright phone, a desktop), else behind a "?" at each row's end (a phone on its side), the choice
// made on the whole page so the rows stand alike.
import { expect, test } from 'vitest';
import { explainedPlacement, type Block } from '../../../src/screens/menu/setup-place.ts';

const page = (room: number, landscape = false) => ({
  x: 0,
  y: 100,
  colW: 600,
  landscape,
  gap: 10,
  captionH: 20,
  room,
});
// Eight rows, 44 high with the "?", 44 + 30 with their sentence under them.
const rows = (h: number): Block[] => Array.from({ length: 8 }, () => ({ caption: true, height: () => h }));

test('the sentences stand under the rows where every column fits the room', () => {
  // 8 × (20 + 74 + 10) − 10 = 822.
  const tall = explainedPlacement(rows(74), rows(44), page(900));
  expect(tall.under).toBe(true);
  expect(tall.placed.lowest - 10).toBeLessThanOrEqual(100 + 900);
});

test('a short page keeps the rows as they are, each sentence behind its "?"', () => {
  // Upright, 822 does not fit 700: the rows without their sentences (8 × 74 − 10 = 582) do.
  const short = explainedPlacement(rows(74), rows(44), page(700));
  expect(short.under).toBe(false);
  expect(short.placed.lowest - 10).toBeLessThanOrEqual(100 + 700);
  // A phone on its side shares the rows over columns first: there the sentences fit when they can.
  const side = explainedPlacement(rows(74), rows(44), page(300, true));
  expect(side.placed.columns).toBeGreaterThan(1);
  const cramped = explainedPlacement(rows(74), rows(44), page(200, true));
  expect(cramped.under).toBe(false);
});

test('rows behind their "?" still past the room stand closer together where that makes them fit, else as they were', () => {
  // 8 × (20 + 44 + 10) − 10 = 582 with the gap; 8 × (20 + 44 + 5) − 5 = 547 with half of it.
  const tight = explainedPlacement(rows(74), rows(44), page(560));
  expect(tight.under).toBe(false);
  expect(tight.placed.lowest - 5).toBeLessThanOrEqual(100 + 560);
  const none = explainedPlacement(rows(74), rows(44), page(500));
  expect(none.placed.lowest - 10).toBe(100 + 582);
});

test('sections standing closer keep their columns where they were: a tap that changes the rows moves no column', () => {
  // A phone on its side: the families beside the sizes and a line under them; taller sizes (the
  // hexagon's) fit only with the sections closer together.
  const beside = (h: number): Block[] => [
    { caption: true, beside: true, height: () => 120 },
    { caption: true, wide: true, height: () => h },
    { caption: true, wide: true, height: () => 40 },
  ];
  const roomy = explainedPlacement(beside(200), beside(200), page(300, true));
  const closer = explainedPlacement(beside(215), beside(215), page(300, true));
  const under = (p: typeof closer) => p.placed.places[2]!.y - p.placed.places[1]!.top;
  expect(under(roomy) - 200).toBe(10);
  expect(under(closer) - 215).toBeLessThan(10);
  expect(closer.placed.places.map((p) => [p.x, p.w])).toEqual(roomy.placed.places.map((p) => [p.x, p.w]));
});
