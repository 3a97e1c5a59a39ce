// Where a move's "+N" floats: it pops in on the placed cell and never drifts off it (less than half
// a square), clear of other labels and of other cells' centres, its whole path inside the glass
// (never over the rim or the board's edge).
import { expect, test } from 'vitest';
import { placeGain, type GainRoom } from '../../src/ui/gain-place.ts';
import type { Rect } from '../../src/ui/board-geometry.ts';

const S = 60;
/** A 6×6 board of 60-px squares whose glass inside runs from (0, 0) to (360, 360); square (c, r) from the top left. */
const centre = (c: number, r: number) => ({ x: c * S + S / 2, y: r * S + S / 2 });
const INSIDE = { x: 0, y: 0, width: 6 * S, height: 6 * S };

function room(o: Partial<GainRoom> & { at: [number, number] }): GainRoom {
  return {
    from: centre(...o.at),
    square: S,
    label: { width: 40, height: 30 },
    up: true,
    drift: S * 0.6,
    inside: INSIDE,
    labels: [],
    cells: [],
    ...o,
  };
}

const within = (p: Rect, r: Rect) =>
  p.x >= r.x - 1e-9 &&
  p.y >= r.y - 1e-9 &&
  p.x + p.width <= r.x + r.width + 1e-9 &&
  p.y + p.height <= r.y + r.height + 1e-9;
const meets = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const covers = (r: Rect, p: { x: number; y: number }) =>
  p.x > r.x && p.x < r.x + r.width && p.y > r.y && p.y < r.y + r.height;
const cellBox = (c: number, r: number) => ({ x: c * S, y: r * S, width: S, height: S });

const centred = (p: { x: number; start: number }, q: { x: number; y: number }) =>
  p.x === q.x && p.start === q.y;

test('on an open board a gain pops in on its cell and rises less than half a square, a loss falls', () => {
  const gain = placeGain(room({ at: [2, 3] }));
  expect(centred(gain, centre(2, 3))).toBe(true);
  expect(gain.end).toBeLessThan(gain.start);
  expect(gain.start - gain.end).toBeLessThan(S / 2);
  // Its path never leaves its own square: the move that made it.
  expect(meets(gain.path, cellBox(2, 3))).toBe(true);
  const loss = placeGain(room({ at: [2, 3], up: false }));
  expect(centred(loss, centre(2, 3))).toBe(true);
  expect(loss.end).toBeGreaterThan(loss.start);
  expect(loss.end - loss.start).toBeLessThan(S / 2);
});

test('a gain and a loss on one square: the gain in its upper half, the loss in its lower half, apart', () => {
  const offset = 16;
  const gain = placeGain(room({ at: [2, 3], offset }));
  const loss = placeGain(room({ at: [2, 3], offset, up: false, labels: [gain.path] }));
  expect(gain.start).toBe(centre(2, 3).y - offset);
  expect(loss.start).toBe(centre(2, 3).y + offset);
  expect(meets(gain.path, loss.path)).toBe(false);
});

test('in the top row the path stays inside the glass and on its own cell', () => {
  for (const c of [0, 2, 5]) {
    const p = placeGain(room({ at: [c, 0] }));
    expect(within(p.path, INSIDE), `column ${c}`).toBe(true);
    expect(meets(p.path, cellBox(c, 0)), `column ${c}`).toBe(true);
  }
});

test("a gain keeps off another gain's label still in sight, and on its own square", () => {
  const first = placeGain(room({ at: [2, 3] }));
  const second = placeGain(room({ at: [2, 4], labels: [first.path] }));
  expect(meets(second.path, first.path)).toBe(false);
  expect(meets(second.path, cellBox(2, 4))).toBe(true);
  expect(within(second.path, INSIDE)).toBe(true);
});

test("a gain never reaches the centre of the opponent's cell above, nor of any neighbour", () => {
  const cells = [centre(2, 2), centre(1, 2), centre(3, 2), centre(1, 3), centre(3, 3)];
  const p = placeGain(room({ at: [2, 3], cells }));
  for (const c of cells) expect(covers(p.path, c)).toBe(false);
  expect(meets(p.path, cellBox(2, 3))).toBe(true);
  expect(p.end).toBeLessThan(p.start);
});

test('in a corner of a crowded board it still stays inside the glass, on its cell, hiding no other centre', () => {
  const cells = [];
  for (let c = 0; c < 6; c++) for (let r = 0; r < 6; r++) if (!(c === 5 && r === 0)) cells.push(centre(c, r));
  const p = placeGain(room({ at: [5, 0], cells }));
  expect(within(p.path, INSIDE)).toBe(true);
  expect(meets(p.path, cellBox(5, 0))).toBe(true);
  expect(cells.filter((c) => covers(p.path, c)).length).toBe(0);
});

test('a label wider than the glass is centred in it', () => {
  const p = placeGain(room({ at: [0, 3], label: { width: 400, height: 30 } }));
  expect(p.x).toBe(INSIDE.width / 2);
});
