// Where a cell's "+2" stands in a move's worth preview (worth-tag-place.ts): on its own square, clear
// of the cell's count and of the other tags; across the square's edge where a phone's count leaves
// no room inside; on a triangle's flat side; nowhere when nothing is free.
import { expect, test } from 'vitest';
import { tagBox, worthTagAt, type Box, type WorthTagRoom } from '../../src/ui/worth-tag-place.ts';

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

test('a roomy square: the tag at the top inside its square, clear of the count', () => {
  const r = room();
  const at = worthTagAt(r)!;
  expect(at.x).toBe(500);
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
