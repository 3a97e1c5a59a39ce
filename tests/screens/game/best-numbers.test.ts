// Best moves' numbers (a reviewer: "only a single star… the other squares stayed blank until held",
// while the product page promises every square's final margin): every valued square carries its
// number, the best first and marked, and squares too small for 13 CSS px carry the few best only.
import { expect, test } from 'vitest';
import { endgame } from '../../ai/coach/endgame-position.ts';
import { perfectOverlay } from '../../../src/ai/coach/overlay.ts';
import { bestMarks } from '../../../src/screens/game/best-marks.ts';
import { bestNumbers, numberFits, numbersInSight, TOP_FEW } from '../../../src/screens/game/best-numbers.ts';

// How the game ends, as a result: never a "+" nor "=" (a move's gain now is "+3 now": "=16" beside
// "+10 now" read as 16 points gained).
const signed = (m: number) => (m < 0 ? `lose by\n${-m}` : m > 0 ? `win by\n${m}` : 'draw');

test.each([
  ['square:5', 8, 1],
  ['hex:4', 9, 3],
  ['tri:5', 9, 7],
])('%s, %i moves left: a number on every empty square, the marked best first', (rules, left, seed) => {
  const p = endgame(rules, left, seed);
  const overlay = perfectOverlay(p);
  if (!overlay.available) throw new Error(overlay.reason);
  const marked = bestMarks(overlay, p).marked;
  const numbers = bestNumbers(overlay, marked, p.layout.size);
  const empty = Array.from({ length: p.layout.size }, (_, s) => s).filter((s) => p.isLegal(s));
  expect(numbers.map((n) => n.square).sort((a, b) => a - b)).toEqual(empty);
  for (const n of numbers) {
    const v = overlay.values.find((x) => x.square === n.square)!;
    expect(n.label).toBe(signed(v.margin));
    expect(n.best).toBe(marked.includes(n.square));
  }
  // The marked ones lead, then the rest from the highest margin down.
  expect(numbers.slice(0, marked.length).every((n) => n.best)).toBe(true);
  const rest = numbers
    .slice(marked.length)
    .map((n) => overlay.values.find((x) => x.square === n.square)!.margin);
  expect(rest).toEqual([...rest].sort((a, b) => b - a));
});

test('estimated margins say so on the square; no overlay, no numbers', () => {
  const overlay = {
    available: true as const,
    values: [
      { square: 0, move: 'a1', margin: 3 },
      { square: 1, move: 'b1', margin: -2 },
    ],
    best: [0],
    estimated: true as const,
  };
  expect(bestNumbers(overlay, [0], 4).map((n) => n.label)).toEqual(['win by\n≈3', 'lose by\n≈2']);
  expect(bestNumbers(null, [], 4)).toEqual([]);
  expect(bestNumbers({ available: false, reason: 'x', from: 6 }, [], 4)).toEqual([]);
});

test('squares too small for a number at 13 CSS px carry only the few best; triangles need more room than squares', () => {
  const numbers = Array.from({ length: 12 }, (_, i) => ({ square: i, label: `+${12 - i}`, best: i === 0 }));
  expect(numbersInSight(numbers, 60, 'square')).toHaveLength(12);
  const few = numbersInSight(numbers, 20, 'square');
  expect(few).toHaveLength(TOP_FEW);
  expect(few[0]!.best).toBe(true);
  expect(numberFits(52, 'square')).toBe(true);
  expect(numberFits(48, 'square')).toBe(false);
  expect(numberFits(52, 'tri')).toBe(false);
  // "lose by" over its points needs 52 CSS px across: a triangle's narrow middle holds it from 87.
  expect(numberFits(80, 'tri')).toBe(false);
  expect(numberFits(87, 'tri')).toBe(true);
});
