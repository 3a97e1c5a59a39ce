// The square the coach points to, brought into a zoomed view, in Node: a hint as it is shown (and
// again on another press), Best moves' first square once as it is turned on; zoomed in on a 12×12,
// a hinted square off the view moves the view to show it with a square round it, one in sight not.
import { expect, test } from 'vitest';
import { CoachPointed } from '../../../src/screens/game/coach-pointed.ts';
import { BoardZoom } from '../../../src/screens/game/board-zoom.ts';

test('a hint is pointed to as it shows and on each press again; Best moves’ first square once per turning on', () => {
  const p = new CoachPointed();
  const none = { hint: -1, presses: 0, bestOn: false, best: [] as number[] };
  expect(p.next(none)).toBe(-1);
  expect(p.next({ ...none, hint: 130, presses: 1 })).toBe(130);
  expect(p.next({ ...none, hint: 130, presses: 1 })).toBe(-1);
  expect(p.next({ ...none, hint: 130, presses: 2 })).toBe(130);
  // Best moves turned on: its squares are worked out first (none marked), then its first is pointed to, once.
  expect(p.next({ ...none, bestOn: true })).toBe(-1);
  expect(p.next({ ...none, bestOn: true, best: [17, 40] })).toBe(17);
  expect(p.next({ ...none, bestOn: true, best: [17, 40] })).toBe(-1);
  expect(p.next({ ...none, bestOn: true, best: [21] })).toBe(-1);
  // Off and on again: pointed to again.
  expect(p.next(none)).toBe(-1);
  expect(p.next({ ...none, bestOn: true, best: [21] })).toBe(21);
});

/** A 12×12 on an upright 390×844 phone at 3x: the board's view 1170 game px wide from y 300, squares 28.5 CSS px (85.5 game px). */
const phone = () =>
  new BoardZoom({ view: { x: 0, y: 300, width: 1170, height: 1170 }, squareCss: 28.5, dpr: 3 });
const square = 85.5;
/** The centre of the square in column c (0: a) and row r (1: the bottom row) on that board. */
const at = (c: number, r: number) => ({ x: square * (c + 0.5), y: 300 + 1170 - square * (r - 0.5) });

test('zoomed in on f6, a hint on b11 off the view moves it to show b11 with a square round it; a hint in sight leaves it', () => {
  const z = phone();
  // Whole, nothing moves.
  expect(z.followTo(at(1, 11), square)).toBeNull();
  z.zoomInAt(at(5, 6));
  const s0 = z.shown();
  const b11 = at(1, 11);
  const inside = (s: typeof s0, p: { x: number; y: number }, m: number) =>
    p.x - m >= s.x - 1e-6 &&
    p.x + m <= s.x + s.width + 1e-6 &&
    p.y - m >= s.y - 1e-6 &&
    p.y + m <= s.y + s.height + 1e-6;
  expect(inside(s0, b11, square / 2)).toBe(false);
  const to = z.followTo(b11, square);
  expect(to).not.toBeNull();
  z.panTo(to!);
  expect(inside(z.shown(), b11, square / 2)).toBe(true);
  // Now in sight: a second hint there moves nothing.
  expect(z.followTo(b11, square)).toBeNull();
  // A hint in sight from the start (f6 itself) moves nothing either.
  z.zoomInAt(at(5, 6));
  expect(z.followTo(at(5, 6), square)).toBeNull();
});
