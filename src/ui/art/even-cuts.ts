// Where a cell's cuts leave its outline, evened out so its N pieces read as N about equal pieces
// (a reviewer saw a square cut along | and \ as two big pieces and two drops and counted five).
// CELLS.md cuts along each connected axis through the centre; on a square, | with \ gives pieces
// of 3/8 and 1/8 of the cell, so its intent (one cut towards each connected neighbour, 2k pieces)
// is kept and the letter bent a little: each cut's ends slide along the outline towards the places
// that would split it into equal shares, most of the way, so a cut still runs nearly along its axis
// and | with \ stays told apart from − with /.
//
// A piece is a sector from the centre, and on a regular outline (the square, the hexagon, the
// triangle, each centred in its frame) a sector's area is the apothem times half the outline it
// spans: equal lengths of outline make equal pieces. So the ends are placed by length of outline.
import { cornerAngles, type Point, type Polygon } from './geometry.ts';

/** How far each cut's ends slide towards the equal split: 0 leaves the axes, 1 makes every piece equal. */
export const EVENNESS = 0.75;

const CENTRE: Point = { x: 0.5, y: 0.5 };

// Snap values within rounding noise of 0, 0.5 or 1 so the square's corners and cut ends come out exact.
export function clean(v: number): number {
  for (const s of [0, 0.5, 1]) if (Math.abs(v - s) < 1e-12) return s;
  return v;
}

/** Where the ray from the centre at angle a (canvas radians, y down) leaves a convex outline. */
export function rayExit(corners: Polygon, a: number): Point {
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  let best = Infinity;
  corners.forEach((p, i) => {
    const q = corners[(i + 1) % corners.length]!;
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const den = dx * ey - dy * ex;
    if (Math.abs(den) < 1e-12) return;
    const wx = p.x - CENTRE.x;
    const wy = p.y - CENTRE.y;
    const t = (wx * ey - wy * ex) / den;
    const u = (wx * dy - wy * dx) / den;
    if (t > 1e-12 && u >= -1e-9 && u <= 1 + 1e-9) best = Math.min(best, t);
  });
  return { x: clean(CENTRE.x + best * dx), y: clean(CENTRE.y + best * dy) };
}

const sideLength = (corners: Polygon, i: number): number => {
  const p = corners[i]!;
  const q = corners[(i + 1) % corners.length]!;
  return Math.hypot(q.x - p.x, q.y - p.y);
};

/** How far along the outline, clockwise from its first corner, the point p on it lies. */
function along(corners: Polygon, p: Point): number {
  let run = 0;
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % corners.length]!;
    const len = sideLength(corners, i);
    const t = ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (len * len);
    const off = Math.abs((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / len;
    if (off < 1e-9 && t >= -1e-9 && t < 1 - 1e-9) return run + Math.max(0, t) * len;
    run += len;
  }
  return 0;
}

/** The point `s` along the outline, clockwise from its first corner. */
function pointAlong(corners: Polygon, s: number): Point {
  const total = corners.reduce((sum, _, i) => sum + sideLength(corners, i), 0);
  let left = ((s % total) + total) % total;
  for (let i = 0; i < corners.length; i++) {
    const len = sideLength(corners, i);
    if (left <= len + 1e-12) {
      const a = corners[i]!;
      const b = corners[(i + 1) % corners.length]!;
      const t = Math.min(1, left / len);
      return { x: clean(a.x + t * (b.x - a.x)), y: clean(a.y + t * (b.y - a.y)) };
    }
    left -= len;
  }
  return { ...corners[0]! };
}

/**
 * The rays a pattern's cuts run along, from the centre, sorted by angle in [0, 2π): `axisRays` (two
 * opposite rays for each cut axis) with each ray's end slid along the outline `evenness` of the way
 * to the even split nearest them all (least squares, so no ray moves past its neighbour). Where the
 * axes already split the outline evenly (one cut; a square's four; a hexagon's or triangle's three;
 * a square's | and − or \ and /) nothing moves. No end stops within `leastTail` of a corner (in
 * frame units): the piece holding the corner would get a side too short to round as the whole
 * cell's corner is, and stand out past it (a square's − \ / slid its diagonals an eighth of a side).
 *
 * A triangle's corners are too sharp to slide past: a cut that starts in a corner and slid off it
 * would leave its neighbour a needle into that corner. There a cut's end in a corner stays, and the
 * ends between two such corners spread evenly between them (a triangle's two cuts: the piece
 * holding a whole side keeps it, the other three share the rest of the outline equally).
 */
export function evenRays(
  corners: Polygon,
  axisRays: readonly number[],
  leastTail: number,
  evenness = EVENNESS,
): number[] {
  const total = corners.reduce((sum, _, i) => sum + sideLength(corners, i), 0);
  const norm = (a: number) => ((a % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  const ends = axisRays.map((a) => along(corners, rayExit(corners, norm(a)))).sort((u, v) => u - v);
  const sharp = cornerAngles(corners).every((a) => a < Math.PI / 2 - 1e-9);
  const cornerAt = new Set<number>();
  if (sharp) {
    let run = 0;
    corners.forEach((_, i) => {
      ends.forEach((s, j) => {
        if (Math.abs(s - run) < 1e-9) cornerAt.add(j);
      });
      run += sideLength(corners, i);
    });
  }
  const targets = cornerAt.size > 0 ? spreadBetween(ends, cornerAt, total) : evenSplit(ends, total);
  const cornerRuns = corners.map((_, i) =>
    corners.slice(0, i).reduce((sum, __, k) => sum + sideLength(corners, k), 0),
  );
  return ends
    .map((s, j) => {
      const moved = clearOfCorners(
        s + evenness * (targets[j]! - s),
        targets[j]!,
        cornerRuns,
        total,
        leastTail,
      );
      const p = pointAlong(corners, moved);
      return norm(Math.atan2(p.y - CENTRE.y, p.x - CENTRE.x));
    })
    .sort((u, v) => u - v);
}

// An end that lands within `tail` of a corner goes back to the corner or out to `tail` from it,
// whichever is nearer its target.
function clearOfCorners(
  end: number,
  target: number,
  cornerRuns: readonly number[],
  total: number,
  tail: number,
): number {
  for (const run of cornerRuns) {
    for (const corner of [run - total, run, run + total]) {
      const off = end - corner;
      if (Math.abs(off) < 1e-9 || Math.abs(off) >= tail) continue;
      const out = corner + Math.sign(off) * tail;
      return Math.abs(out - target) < Math.abs(corner - target) ? out : corner;
    }
  }
  return end;
}

// The even split of the outline nearest the sorted ends (least squares over one common offset).
function evenSplit(ends: readonly number[], total: number): number[] {
  const share = total / ends.length;
  const offset = ends.reduce((sum, s, j) => sum + (s - j * share), 0) / ends.length;
  return ends.map((_, j) => offset + j * share);
}

// The ends in `fixed` stay; the others spread evenly between the fixed ends either side of them.
function spreadBetween(ends: readonly number[], fixed: ReadonlySet<number>, total: number): number[] {
  const n = ends.length;
  const targets = [...ends];
  const anchors = [...fixed].sort((a, b) => a - b);
  anchors.forEach((from, k) => {
    const to = anchors[(k + 1) % anchors.length]!;
    const span = (to > from ? ends[to]! : ends[to]! + total) - ends[from]!;
    const free = (to - from - 1 + n) % n;
    for (let i = 1; i <= free; i++) {
      const j = (from + i) % n;
      const place = ends[from]! + (i * span) / (free + 1);
      // Keep each target on the same lap as its end, so the slide is the short way.
      targets[j] = place - (place - ends[j]! > total / 2 ? total : 0);
    }
  });
  return targets;
}
