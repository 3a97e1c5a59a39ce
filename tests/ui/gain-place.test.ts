// Where a move's "+N" floats: it pops in beside the placed cell, never on it (the move stays in
// sight), and rises less than half a square into free space: over empty squares or the board's rim,
// never over another cell's pieces where a free place is left (reviewer 30: a "+3" over the
// opponent's new cell on a 12×12), clear of other labels, its whole path on the board's picture.
import { expect, test } from 'vitest';
import { CELL_BODY, COUNT_BOX, hides, placeGain, type GainRoom } from '../../src/ui/gain-place.ts';
import type { Rect } from '../../src/ui/board-geometry.ts';
import { meets, within } from './rect-checks.ts';

const S = 60;
/** A 6×6 board of 60-px squares whose glass inside runs from (0, 0) to (360, 360); square (c, r) from the top left. */
const centre = (c: number, r: number) => ({ x: c * S + S / 2, y: r * S + S / 2 });
const INSIDE = { x: 0, y: 0, width: 6 * S, height: 6 * S };
/** The board's picture: a rim of a fifth of a square around the glass. */
const RIM = S / 5;
const BOUNDS = { x: -RIM, y: -RIM, width: 6 * S + 2 * RIM, height: 6 * S + 2 * RIM };

function room(o: Partial<GainRoom> & { at: [number, number] }): GainRoom {
  return {
    from: centre(...o.at),
    square: S,
    label: { width: 40, height: 30 },
    up: true,
    drift: S * 0.6,
    inside: INSIDE,
    bounds: BOUNDS,
    labels: [],
    cells: [],
    ...o,
  };
}

/** A cell's pieces: its square without the gap around them. */
const body = (c: number, r: number) => {
  const side = S * CELL_BODY;
  const m = centre(c, r);
  return { x: m.x - side / 2, y: m.y - side / 2, width: side, height: side };
};
const square = (c: number, r: number) => ({ x: c * S, y: r * S, width: S, height: S });
/** Whether a path touches the square of its own cell or one next to it (it stays beside the move). */
const beside = (p: Rect, c: number, r: number) =>
  meets(p, { x: (c - 1) * S, y: (r - 1) * S, width: 3 * S, height: 3 * S });

test('on an open board a gain pops in just above its cell, not on it, and rises less than half a square; a loss falls from below', () => {
  const gain = placeGain(room({ at: [2, 3] }));
  expect(meets(gain.path, body(2, 3))).toBe(false);
  expect(gain.x).toBe(centre(2, 3).x);
  expect(gain.start).toBeLessThan(centre(2, 3).y - (S * CELL_BODY) / 2);
  expect(gain.end).toBeLessThan(gain.start);
  expect(gain.start - gain.end).toBeLessThan(S / 2);
  // It touches its own square: the move that made it.
  expect(meets(gain.path, square(2, 3))).toBe(true);
  const loss = placeGain(room({ at: [2, 3], up: false }));
  expect(meets(loss.path, body(2, 3))).toBe(false);
  expect(loss.start).toBeGreaterThan(centre(2, 3).y);
  expect(loss.end).toBeGreaterThan(loss.start);
  expect(meets(loss.path, square(2, 3))).toBe(true);
});

test('a gain and a loss of one move: above and below the cell, apart, neither on it', () => {
  const gain = placeGain(room({ at: [2, 3] }));
  const loss = placeGain(room({ at: [2, 3], up: false, labels: [gain.path] }));
  expect(meets(gain.path, loss.path)).toBe(false);
  for (const p of [gain, loss]) expect(meets(p.path, body(2, 3))).toBe(false);
});

test("the opponent's new cell above (reviewer 30's 12×12): the gain rises beside it into free space, over neither cell", () => {
  const cells = [centre(2, 2)];
  const p = placeGain(room({ at: [2, 3], cells }));
  expect(meets(p.path, body(2, 2))).toBe(false);
  expect(meets(p.path, body(2, 3))).toBe(false);
  expect(beside(p.path, 2, 3)).toBe(true);
  expect(p.end).toBeLessThan(p.start);
});

test('cells all round but one: the gain takes the one free square beside the move', () => {
  const cells = [];
  for (let c = 1; c <= 3; c++)
    for (let r = 2; r <= 4; r++) if (!(c === 2 && r === 3) && !(c === 1 && r === 4)) cells.push(centre(c, r));
  const p = placeGain(room({ at: [2, 3], cells }));
  expect(hides(room({ at: [2, 3], cells }), p.path)).toBe(0);
  expect(meets(p.path, square(1, 4))).toBe(true);
  expect(meets(p.path, body(2, 3))).toBe(false);
});

test('in the top row it rises onto the rim or beside the cell, never onto the move itself, inside the picture', () => {
  for (const c of [0, 2, 5]) {
    const p = placeGain(room({ at: [c, 0] }));
    expect(within(p.path, BOUNDS), `column ${c}`).toBe(true);
    expect(meets(p.path, body(c, 0)), `column ${c}`).toBe(false);
    expect(beside(p.path, c, 0), `column ${c}`).toBe(true);
  }
});

test("a gain keeps off another gain's label still in sight, and beside its own cell", () => {
  const first = placeGain(room({ at: [2, 3] }));
  const second = placeGain(room({ at: [2, 4], labels: [first.path] }));
  expect(meets(second.path, first.path)).toBe(false);
  expect(meets(second.path, body(2, 4))).toBe(false);
  expect(beside(second.path, 2, 4)).toBe(true);
  expect(within(second.path, BOUNDS)).toBe(true);
});

test('on a full board it still never covers the move, and hides no more of the other cells than any place beside it', () => {
  const cells = [];
  for (let c = 0; c < 6; c++) for (let r = 0; r < 6; r++) if (!(c === 3 && r === 3)) cells.push(centre(c, r));
  const p = placeGain(room({ at: [3, 3], cells }));
  expect(meets(p.path, body(3, 3))).toBe(false);
  expect(beside(p.path, 3, 3)).toBe(true);
  // In a corner of a full board the rim beside the glass is the free space.
  const corner = cells
    .filter((c) => !(c.x === centre(5, 0).x && c.y === centre(5, 0).y))
    .concat([centre(3, 3)]);
  const q = placeGain(room({ at: [5, 0], cells: corner }));
  expect(within(q.path, BOUNDS)).toBe(true);
  expect(meets(q.path, body(5, 0))).toBe(false);
  const covered = corner.filter((c) => meets(q.path, body(Math.floor(c.x / S), Math.floor(c.y / S))));
  expect(covered.length).toBeLessThanOrEqual(1);
});

test('a label wider than the board is centred on it', () => {
  const p = placeGain(room({ at: [0, 3], label: { width: 500, height: 30 } }));
  expect(p.x).toBe(BOUNDS.x + BOUNDS.width / 2);
});

/** The middle of a cell's square where its count (piece numeral) stands. */
const count = (c: number, r: number) => {
  const side = S * COUNT_BOX;
  const m = centre(c, r);
  return { x: m.x - side / 2, y: m.y - side / 2, width: side, height: side };
};

test("on a full board a gain, short or wide, covers at most the edge of another cell's count, and never the move", () => {
  // Labels as drawn: "+8" and "+12" at a third of a square high, with their pills.
  for (const label of [
    { width: 0.55 * S, height: 0.43 * S },
    { width: 0.78 * S, height: 0.43 * S },
  ])
    for (const [mc, mr] of [
      [3, 3],
      [0, 0],
      [5, 2],
      [2, 5],
    ] as const) {
      const cells = [];
      for (let c = 0; c < 6; c++)
        for (let r = 0; r < 6; r++) if (!(c === mc && r === mr)) cells.push(centre(c, r));
      const p = placeGain(room({ at: [mc, mr], cells, label }));
      expect(meets(p.path, body(mc, mr)), `${mc},${mr}`).toBe(false);
      const box = count(0, 0);
      for (let c = 0; c < 6; c++)
        for (let r = 0; r < 6; r++) {
          const k = count(c, r);
          const hidden =
            Math.max(0, Math.min(p.path.x + p.path.width, k.x + k.width) - Math.max(p.path.x, k.x)) *
            Math.max(0, Math.min(p.path.y + p.path.height, k.y + k.height) - Math.max(p.path.y, k.y));
          expect(hidden / (box.width * box.height), `${mc},${mr} over ${c},${r}`).toBeLessThan(0.15);
        }
      // Still drifting its way, a little.
      expect(p.end).toBeLessThan(p.start);
    }
});

test('beside the rim, the rim is taken before an empty square a player reads for the next move', () => {
  // A deep rim (a desktop's glass), the move in the top row with empty squares either side and above none.
  const deep = { x: -S, y: -S, width: 8 * S, height: 8 * S };
  const empty = [centre(1, 0), centre(3, 0), centre(2, 1)];
  const cells = [centre(1, 1), centre(3, 1)];
  const p = placeGain(room({ at: [2, 0], bounds: deep, cells, empty }));
  for (const e of empty) expect(meets(p.path, body(Math.floor(e.x / S), Math.floor(e.y / S)))).toBe(false);
  expect(meets(p.path, body(2, 0))).toBe(false);
  // Mostly on the rim above the glass.
  expect(p.path.y + p.path.height / 2).toBeLessThan(0);
});

test('a gain and a loss of one move on a crowded board never overlap', () => {
  const cells = [];
  for (let c = 0; c < 6; c++) for (let r = 0; r < 6; r++) if (!(c === 2 && r === 2)) cells.push(centre(c, r));
  const gain = placeGain(room({ at: [2, 2], cells }));
  const loss = placeGain(room({ at: [2, 2], cells, up: false, labels: [gain.path] }));
  expect(meets(gain.path, loss.path)).toBe(false);
});

test("a gain never covers the squares' names where it has a choice, even where its best place would", () => {
  // The move in the top row, and a name standing where its gain would go unhindered (a hexagon's
  // row number in the glass's corner): it goes elsewhere, beside its cell.
  const free = placeGain(room({ at: [2, 0] }));
  const name = { x: free.path.x - 5, y: free.path.y - 5, width: free.path.width + 10, height: 20 };
  expect(meets(free.path, name)).toBe(true);
  const p = placeGain(room({ at: [2, 0], keepOff: [name] }));
  expect(meets(p.path, name)).toBe(false);
  expect(meets(p.path, body(2, 0))).toBe(false);
  expect(beside(p.path, 2, 0)).toBe(true);
});

test('a gain stays on the glass\'s own outline: beside a flask\'s neck it floats over the board, not in the page (reviewer 34: a "+4" beside the flask)', () => {
  // A flask: two rows of six squares at the foot, a neck two squares wide (columns 2–3) above them.
  const glass = [
    { x: 0, y: 6 * S },
    { x: 6 * S, y: 6 * S },
    { x: 6 * S, y: 4 * S },
    { x: 4 * S, y: 4 * S },
    { x: 4 * S, y: 0 },
    { x: 2 * S, y: 0 },
    { x: 2 * S, y: 4 * S },
    { x: 0, y: 4 * S },
  ];
  // A move on the foot's second square from the left, under the empty corner beside the neck.
  const at: [number, number] = [1, 4];
  const inGlass = (p: { x: number; y: number }) =>
    (p.y >= 4 * S && p.y <= 6 * S && p.x >= 0 && p.x <= 6 * S) || (p.x >= 2 * S && p.x <= 4 * S && p.y >= 0);
  const corners = (r: Rect) => [
    { x: r.x, y: r.y },
    { x: r.x + r.width, y: r.y },
    { x: r.x, y: r.y + r.height },
    { x: r.x + r.width, y: r.y + r.height },
  ];
  const free = placeGain(room({ at }));
  // Without the outline the place above it, in the box's empty corner, hides nothing: it is taken.
  expect(corners(free.path).every(inGlass)).toBe(false);
  const placed = placeGain(room({ at, glass }));
  expect(corners(placed.path).every(inGlass), JSON.stringify(placed.path)).toBe(true);
  expect(beside(placed.path, ...at)).toBe(true);
  expect(meets(placed.path, body(...at))).toBe(false);
});
