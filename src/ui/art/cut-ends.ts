// Where a pattern's cut runs across its cell, for the split preview's lines (ui/split-lines.ts):
// the cut's two ends where the pieces part, matched to its own axis after the even split's slide;
// and which side of such a cut a point lies on (the art's tests read pieces by it).

import { axisRays, cutRays, type CellShape, type Point } from './cell-pieces.ts';
import { rayExit } from './even-cuts.ts';

const CENTRE: Point = { x: 0.5, y: 0.5 };

const norm = (a: number): number => {
  const t = 2 * Math.PI;
  return ((a % t) + t) % t;
};

/**
 * The two ends of the cut along `axis` of a cell in pattern `mask` (holding the axis), where its
 * pieces part: straight through a square or a hexagon, a triangle's may bend at the centre.
 */
export function patternCutEnds(shape: CellShape, mask: number, axis: number): [Point, Point] {
  const raw = axisRays(shape, mask);
  const rays = cutRays(shape, mask);
  // evenRays keeps the rays' order round the centre, but a ray slid past angle 0 starts the sorted
  // list elsewhere: the slid list is matched to the raw one by the turn of it that moves them least.
  const n = raw.length;
  const apart = (u: number, v: number) => Math.min(norm(u - v), norm(v - u));
  let shift = 0;
  let least = Infinity;
  for (let k = 0; k < n; k++) {
    const moved = raw.reduce((sum, r, i) => sum + apart(r, rays[(i + k) % n]!), 0);
    if (moved < least - 1e-9) [least, shift] = [moved, k];
  }
  const at = (angle: number) => rays[(raw.findIndex((r) => Math.abs(r - norm(angle)) < 1e-9) + shift) % n]!;
  const a = shape.cutAngles[axis]!;
  return [rayExit(shape.corners, at(a)), rayExit(shape.corners, at(a + Math.PI))];
}

/**
 * Which side of an axis's straight cut (a square's, a hexagon's) a point lies on in pattern `mask`
 * (alone by default, along the axis; beside others evened, cutRays): > 0 one side, < 0 the other, |value| the distance.
 */
export function sideOfCut(shape: CellShape, axis: number, p: Point, mask = 1 << axis): number {
  const [end] = patternCutEnds(shape, mask, axis);
  const a = Math.atan2(end.y - CENTRE.y, end.x - CENTRE.x);
  return Math.cos(a) * (p.y - CENTRE.y) - Math.sin(a) * (p.x - CENTRE.x);
}
