// The zoom control a player can find: the magnifier "+" while the whole board shows, "Whole board"
// while zoomed, none on boards a finger plays whole, mid-pinch or at the game's end; its tap zooms
// to one tap's squares toward the last move; the first quick aim of a visit says the control.
import { expect, test } from 'vitest';
import { BoardZoom, ZOOMED_SQUARE_CSS } from '../../../src/screens/game/board-zoom.ts';
import {
  wordsAZoomTakes,
  firstQuickAimWords,
  zoomControlShown,
  zoomInToward,
} from '../../../src/screens/game/zoom-control.ts';
import { quickAimTipWords } from '../../../src/words/press-words.ts';

const phone = () =>
  new BoardZoom({ view: { x: 0, y: 300, width: 1170, height: 1170 }, squareCss: 30, dpr: 3 });

test('the control shown: zoom in on small squares, the whole board while zoomed, none otherwise', () => {
  const base = { zoomable: true, zoomed: false, pinching: false, over: false };
  expect(zoomControlShown(base)).toBe('zoom-in');
  expect(zoomControlShown({ ...base, zoomed: true })).toBe('whole');
  expect(zoomControlShown({ ...base, zoomed: true, over: true })).toBe('whole');
  expect(zoomControlShown({ ...base, over: true })).toBeNull();
  expect(zoomControlShown({ ...base, pinching: true })).toBeNull();
  expect(zoomControlShown({ ...base, zoomable: false })).toBeNull();
});

test('zoom in brings the last move to the middle at one tap squares, kept inside the board', () => {
  const z = phone();
  const middle = { x: 585, y: 885 };
  z.zoomInAt(zoomInToward({ x: 700, y: 800 }, middle));
  const s = z.snapshot();
  expect(s.squareCss).toBeCloseTo(ZOOMED_SQUARE_CSS, 5);
  expect(s.centre).toEqual({ x: 700, y: 800 });
  expect(z.toScreen({ x: 700, y: 800 })).toEqual(middle);
  // A move in the corner: the view stops at the board's edge, the move still in sight.
  z.reset();
  z.zoomInAt({ x: 20, y: 320 });
  const shown = z.shown();
  expect(shown.x).toBeCloseTo(0, 5);
  expect(shown.y).toBeCloseTo(300, 5);
  expect(shown.x + shown.width).toBeGreaterThan(20);
  // No move yet: the middle.
  z.reset();
  z.zoomInAt(zoomInToward(null, middle));
  expect(z.snapshot().centre).toEqual(middle);
});

test('the first quick aim on this device says a second tap places or the control zooms in, once, kept', () => {
  let told = false;
  const tip = { told: () => told, tell: () => void (told = true) };
  expect(firstQuickAimWords(tip, false, 'squares')).toBeNull();
  expect(told).toBe(false);
  const words = firstQuickAimWords(tip, true, 'hexagons');
  expect(words).toBe(quickAimTipWords('hexagons'));
  expect(words).toMatch(
    /^Small hexagons: a tap in the middle places; by an edge it aims, and a second tap places/,
  );
  expect(told).toBe(true);
  expect(firstQuickAimWords(tip, true, 'hexagons')).toBeNull();
});

test("a pinch, a pan or a double tap takes the first aim's tip away, and a refused tap's words just told", () => {
  const tip = quickAimTipWords('squares');
  expect(wordsAZoomTakes(null, 'squares')).toEqual([tip]);
  expect(wordsAZoomTakes('That square is taken', 'squares')).toEqual([tip, 'That square is taken']);
});
