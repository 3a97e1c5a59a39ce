// Where a move's "+N" floats: on the cell that made it, rising to rest at the top of its own square,
// never on a neighbouring square (reviewer 35 read a "+8" beside c4 as the empty d4's), never over
// another gain, its whole path on the board's picture.
import { expect, test } from 'vitest';
import { gainOnCell, type CellGainRoom } from '../../src/ui/gain-on-cell.ts';
import { GAIN_DRIFT } from '../../src/ui/gain-place.ts';
import type { Rect } from '../../src/ui/board-geometry.ts';
import { meets, within } from './rect-checks.ts';

const S = 60;
/** A 4×4 board of 60-px squares from (0, 0) to (240, 240); square (c, r) from the top left. */
const centre = (c: number, r: number) => ({ x: c * S + S / 2, y: r * S + S / 2 });
const square = (c: number, r: number): Rect => ({ x: c * S, y: r * S, width: S, height: S });
/** The board's picture: a rim of a fifth of a square around the glass. */
const RIM = S / 5;
const BOUNDS = { x: -RIM, y: -RIM, width: 4 * S + 2 * RIM, height: 4 * S + 2 * RIM };
/** "+8" as drawn: a third of a square high with its pill. */
const LABEL = { width: 0.55 * S, height: 0.43 * S };

function room(o: Partial<CellGainRoom> & { at: [number, number] }): CellGainRoom {
  return {
    from: centre(...o.at),
    square: S,
    label: LABEL,
    up: true,
    drift: S * GAIN_DRIFT,
    bounds: BOUNDS,
    labels: [],
    ...o,
  };
}

/** The label's box where it rests at the end of its path. */
const resting = (p: { x: number; end: number }, label = LABEL): Rect => ({
  x: p.x - label.width / 2,
  y: p.end - label.height / 2,
  width: label.width,
  height: label.height,
});

test('a gain pops in on its cell and rises to rest at the top of its own square, its whole path inside that square', () => {
  for (const at of [
    [2, 3],
    [2, 0],
    [0, 1],
    [3, 3],
  ] as [number, number][]) {
    const p = gainOnCell(room({ at }));
    expect(within(p.path, square(...at)), `${at}`).toBe(true);
    expect(p.x).toBe(centre(...at).x);
    expect(p.end, `${at}`).toBeLessThan(p.start);
    // It rests against the top of its square: above the cell's middle, its top on the square's edge.
    expect(resting(p).y).toBeCloseTo(square(...at).y, 9);
    // It drifts a visible way, less than half a square.
    expect(p.start - p.end).toBeGreaterThan(S / 5);
    expect(p.start - p.end).toBeLessThanOrEqual(S * GAIN_DRIFT);
  }
});

test('never over a neighbouring square (the review\'s "+8" beside c4, on the empty d4): no square but its own is touched', () => {
  const p = gainOnCell(room({ at: [2, 3] }));
  for (let c = 0; c < 4; c++)
    for (let r = 0; r < 4; r++)
      if (!(c === 2 && r === 3)) expect(meets(p.path, square(c, r)), `${c},${r}`).toBe(false);
});

test('a loss falls on its cell and rests at the bottom of its square', () => {
  const p = gainOnCell(room({ at: [1, 1], up: false }));
  expect(within(p.path, square(1, 1))).toBe(true);
  expect(p.end).toBeGreaterThan(p.start);
  const r = resting(p);
  expect(r.y + r.height).toBeCloseTo(square(1, 1).y + S, 9);
});

test("a move's gain and loss share its cell: the gain in the upper half, the loss in the lower, apart, both inside the square", () => {
  const gain = gainOnCell(room({ at: [1, 2], shared: true }));
  const loss = gainOnCell(room({ at: [1, 2], up: false, shared: true, labels: [gain.path] }));
  expect(meets(gain.path, loss.path)).toBe(false);
  for (const p of [gain, loss]) expect(within(p.path, square(1, 2))).toBe(true);
  expect(gain.path.y + gain.path.height).toBeLessThanOrEqual(centre(1, 2).y + 1e-9);
  expect(loss.path.y).toBeGreaterThanOrEqual(centre(1, 2).y - 1e-9);
});

test('another gain in the way: it stands apart, stepping out past its own edge only as far as it must', () => {
  // A gain on a square too small for two (labels over half the square high): the loss steps out below.
  const tall = { width: 0.55 * S, height: 0.6 * S };
  const gain = gainOnCell(room({ at: [1, 1], label: tall, shared: true }));
  const loss = gainOnCell(room({ at: [1, 1], label: tall, up: false, shared: true, labels: [gain.path] }));
  expect(meets(gain.path, loss.path)).toBe(false);
  expect(meets(loss.path, square(1, 1))).toBe(true);
  expect(loss.path.y).toBeLessThan(square(1, 2).y + S / 2);
});

test("a label taller than its square (a phone's 12×12) is centred on its cell and stands still", () => {
  const big = { width: 34, height: 24 };
  const p = gainOnCell(room({ at: [2, 2], square: S, from: { x: 100, y: 100 }, label: big, drift: 20 }));
  const small = gainOnCell({
    ...room({ at: [0, 0] }),
    from: { x: 100, y: 100 },
    square: 20,
    label: big,
    drift: 9,
  });
  expect(p.start).not.toBe(p.end);
  expect(small.start).toBe(100);
  expect(small.end).toBe(100);
  expect(small.x).toBe(100);
});

test("its path stays on the board's picture: at the edge of the glass it is shifted in, centred where too wide", () => {
  const tight = { x: 0, y: 0, width: 4 * S, height: 4 * S };
  const wide = { width: 1.6 * S, height: 0.43 * S };
  const p = gainOnCell(room({ at: [0, 0], label: wide, bounds: tight }));
  expect(within(p.path, tight)).toBe(true);
  const huge = gainOnCell(room({ at: [0, 3], label: { width: 500, height: 30 } }));
  expect(huge.x).toBe(BOUNDS.x + BOUNDS.width / 2);
});
