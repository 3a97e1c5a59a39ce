// Where a move's "+N" floats: clear of other labels, of other cells' centres and of the placed cell,
// its whole path inside the glass (never over the rim or the board's edge).
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

test('on an open board a gain rises straight up from above its cell, a loss falls from below it', () => {
  const gain = placeGain(room({ at: [2, 3] }));
  expect(gain.x).toBe(centre(2, 3).x);
  expect(gain.start).toBeLessThan(centre(2, 3).y - S / 2);
  expect(gain.end).toBeLessThan(gain.start);
  expect(meets(gain.path, cellBox(2, 3))).toBe(false);
  const loss = placeGain(room({ at: [2, 3], up: false }));
  expect(loss.start).toBeGreaterThan(centre(2, 3).y + S / 2);
  expect(loss.end).toBeGreaterThan(loss.start);
});

test('in the top row the path stays inside the glass and off the placed cell: it goes beside it', () => {
  for (const c of [0, 2, 5]) {
    const p = placeGain(room({ at: [c, 0] }));
    expect(within(p.path, INSIDE), `column ${c}`).toBe(true);
    expect(meets(p.path, cellBox(c, 0)), `column ${c}`).toBe(false);
  }
});

test("a gain keeps off another gain's label still in sight", () => {
  const first = placeGain(room({ at: [2, 3] }));
  const second = placeGain(room({ at: [2, 4], labels: [first.path] }));
  expect(meets(second.path, first.path)).toBe(false);
  expect(within(second.path, INSIDE)).toBe(true);
});

test("a gain keeps off the centre of the opponent's cell above: it floats up beside it", () => {
  const above = centre(2, 2);
  const p = placeGain(room({ at: [2, 3], cells: [above] }));
  expect(covers(p.path, above)).toBe(false);
  expect(meets(p.path, cellBox(2, 3))).toBe(false);
  expect(p.end).toBeLessThan(p.start);
});

test('in a corner of a crowded board it still stays inside the glass and hides as few cells as it can', () => {
  const cells = [];
  for (let c = 0; c < 6; c++) for (let r = 0; r < 6; r++) if (!(c === 5 && r === 0)) cells.push(centre(c, r));
  const p = placeGain(room({ at: [5, 0], cells }));
  expect(within(p.path, INSIDE)).toBe(true);
  expect(meets(p.path, cellBox(5, 0))).toBe(false);
  expect(cells.filter((c) => covers(p.path, c)).length).toBeLessThanOrEqual(2);
});

test('a label wider than the glass is centred in it', () => {
  const p = placeGain(room({ at: [0, 3], label: { width: 400, height: 30 } }));
  expect(p.x).toBe(INSIDE.width / 2);
});
