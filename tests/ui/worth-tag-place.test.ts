// Where a cell's "+2" stands in a move's worth preview (worth-tag-place.ts): on its own square, clear
// of the cell's count and of the other tags; across the square's edge where a phone's count leaves
// no room inside; on a triangle's flat side; off the new cut lines where a free place allows;
// nowhere when nothing is free.
import { expect, test } from 'vitest';
import {
  countKeptOff,
  lineMeetsBox,
  tagBox,
  worthTagAt,
  type Box,
  type WorthTagRoom,
} from '../../src/ui/worth-tag-place.ts';

const room = (over: Partial<WorthTagRoom> = {}): WorthTagRoom => ({
  centre: { x: 500, y: 500 },
  square: 200,
  label: { width: 60, height: 36 },
  count: { x: 500, y: 500, r: 30 },
  points: null,
  taken: [],
  ...over,
});

const clearOfCount = (at: { x: number; y: number }, r: WorthTagRoom) => {
  const box = tagBox(at, r.label);
  const c = r.count!;
  const nx = Math.max(box.x, Math.min(c.x, box.x + box.width));
  const ny = Math.max(box.y, Math.min(c.y, box.y + box.height));
  return Math.hypot(nx - c.x, ny - c.y) >= c.r;
};

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('a roomy square with a count: the tag in its top right corner as a badge, clear of the count, not stacked over it', () => {
  const r = room();
  const at = worthTagAt(r)!;
  expect(at.x).toBeGreaterThan(500);
  expect(tagBox(at, r.label).x + r.label.width).toBeLessThanOrEqual(600);
  // Without a count: along its top edge, in the middle.
  expect(worthTagAt(room({ count: null }))!.x).toBe(500);
  expect(at.y).toBeLessThan(500);
  const box = tagBox(at, r.label);
  expect(box.y).toBeGreaterThanOrEqual(400);
  expect(clearOfCount(at, r)).toBe(true);
});

test('a second tag on the same square keeps clear of the first; a count too big for inside sends it across the edge', () => {
  const first = worthTagAt(room())!;
  const r = room({ taken: [tagBox(first, room().label)] });
  const second = worthTagAt(r)!;
  expect(overlaps(tagBox(second, r.label), r.taken[0]!)).toBe(false);
  // A phone's square: the count fills the middle, so the tag straddles the top edge.
  const phone = room({ square: 120, label: { width: 50, height: 40 }, count: { x: 500, y: 500, r: 30 } });
  const across = worthTagAt(phone)!;
  expect(across).toEqual({ x: 500, y: 440 });
  expect(clearOfCount(across, phone)).toBe(true);
});

test('a triangle (its centre the centroid): inside along its flat side, the foot pointing up and the top pointing down', () => {
  const h = (200 * Math.sqrt(3)) / 2;
  const up = worthTagAt(room({ points: 'up', count: null }))!;
  const down = worthTagAt(room({ points: 'down', count: null }))!;
  // Inside: between the centroid and the flat side, a third of the height away.
  expect(up.y).toBeGreaterThan(500);
  expect(up.y + 18).toBeLessThanOrEqual(500 + h / 3);
  expect(down.y).toBeLessThan(500);
  expect(down.y - 18).toBeGreaterThanOrEqual(500 - h / 3);
});

test('no free place: no tag', () => {
  const r = room({ square: 40, label: { width: 60, height: 36 }, count: { x: 500, y: 500, r: 40 } });
  expect(worthTagAt(r)).toBeNull();
});

test('a triangle with no count whose flat side another tag holds: its middle, not across its edge into the next cell', () => {
  // The cell above's own tag sits on the flat side they share.
  const above = { x: 475, y: 440, width: 50, height: 36 };
  const r = room({
    points: 'down',
    square: 150,
    label: { width: 50, height: 36 },
    count: null,
    taken: [above],
  });
  expect(worthTagAt(r)).toEqual({ x: 500, y: 500 });
});

test('a cell just placed: its tag at its foot, its top left to its move’s floating gain', () => {
  const at = worthTagAt(room({ footFirst: true }))!;
  expect(at.y).toBeGreaterThan(500);
});

test('a neighbour that splits: its "+1" keeps off the count it carries once the move lands, drawn yet or not', () => {
  // A phone's 44 px square and a 96 px one (the guided game's), the count's disc as cell-sprite.ts draws it.
  for (const [square, font, disc] of [
    [44, 14, 18],
    [96, 19, 28],
  ] as const) {
    const centre = { x: 500, y: 500 };
    const toCome = { ...centre, r: disc / 2 };
    // The neighbour holds one piece as the tag is placed: no count shows yet, one comes as it splits.
    const countAt = (_: number, coming?: boolean) => (coming ? toCome : null);
    const count = countKeptOff(7, 8, true, countAt);
    expect(count).toEqual(toCome);
    const r = room({ centre, square, label: { width: font * 2.1, height: font * 1.2 }, count });
    const at = worthTagAt(r)!;
    expect(clearOfCount(at, r), `${square}`).toBe(true);
    // On its own square still: its middle within the square's reach.
    expect(Math.abs(at.y - centre.y), `${square}`).toBeLessThanOrEqual(square / 2);
  }
  // The previewed move's own new cell carries none until it is made.
  expect(countKeptOff(8, 8, false, () => ({ x: 0, y: 0, r: 9 }))).toBeNull();
});

test('off the new cuts: a "+2" never covers the cut that earned it where a free place is off the lines', () => {
  // The cell's diagonal cut runs from its top right corner to its bottom left: the badge's first
  // place, the top right corner, lies on it.
  const diagonal = [
    { x: 590, y: 410 },
    { x: 410, y: 590 },
  ] as const;
  const plain = worthTagAt(room())!;
  expect(lineMeetsBox(diagonal[0], diagonal[1], tagBox(plain, room().label), 0)).toBe(true);
  const r = room({ cuts: [diagonal] });
  const at = worthTagAt(r)!;
  expect(lineMeetsBox(diagonal[0], diagonal[1], tagBox(at, r.label), 0)).toBe(false);
  expect(clearOfCount(at, r)).toBe(true);
  // Cuts on every line through the cell (an 8-piece cell) leave no place inside free of them: the
  // first free place still shows the gain, as it did before.
  const star: (readonly [{ x: number; y: number }, { x: number; y: number }])[] = [
    [
      { x: 500, y: 400 },
      { x: 500, y: 600 },
    ],
    [
      { x: 400, y: 500 },
      { x: 600, y: 500 },
    ],
    [
      { x: 400, y: 400 },
      { x: 600, y: 600 },
    ],
    [
      { x: 600, y: 400 },
      { x: 400, y: 600 },
    ],
  ];
  const crowded = room({ square: 120, centre: { x: 500, y: 500 }, count: null, cuts: star });
  expect(worthTagAt(crowded)).toEqual(worthTagAt({ ...crowded, cuts: [] }));
});

test('a line meets a box only where it passes through it', () => {
  const box = { x: 0, y: 0, width: 10, height: 10 };
  expect(lineMeetsBox({ x: -5, y: 5 }, { x: 15, y: 5 }, box, 0)).toBe(true);
  expect(lineMeetsBox({ x: -5, y: 15 }, { x: 15, y: 15 }, box, 0)).toBe(false);
  expect(lineMeetsBox({ x: -5, y: 11 }, { x: 15, y: 11 }, box, 2)).toBe(true);
  expect(lineMeetsBox({ x: 20, y: -10 }, { x: 30, y: 30 }, box, 0)).toBe(false);
  expect(lineMeetsBox({ x: 2, y: 2 }, { x: 3, y: 3 }, box, 0)).toBe(true);
});

test("a square on the glass's edge: its tag stays whole inside the board's glass, still on its square", () => {
  // The guided game's last move on a phone (phone-13-tut10.png): c1 in the right-hand column, the
  // glass's right edge 10 px past its square; the new cell's own "+4" lay over the rim.
  // Its top and foot taken (the cut lines' and the move's total's places): it stands at a side.
  const r = room({
    square: 120,
    label: { width: 50, height: 40 },
    count: { x: 500, y: 500, r: 30 },
    taken: [
      { x: 440, y: 410, width: 120, height: 60 },
      { x: 440, y: 530, width: 120, height: 60 },
    ],
  });
  const glass = { x: 200, y: 200, width: 370, height: 370 };
  const at = worthTagAt({ ...r, glass })!;
  const box = tagBox(at, r.label);
  expect(box.x + box.width).toBeLessThanOrEqual(glass.x + glass.width);
  expect(box.y + box.height).toBeLessThanOrEqual(glass.y + glass.height);
  expect(clearOfCount(at, r)).toBe(true);
  // Touching its own square.
  expect(Math.abs(at.x - 500)).toBeLessThan(60 + 25);
  expect(Math.abs(at.y - 500)).toBeLessThan(60 + 20);
});
