// Pieces read at a glance (issue 28): every piece is a blob at least a fifth of the cell wide (no
// sliver), and where three or four cuts meet, every tip stops short of the centre around a round
// hub, so 6 and 8 pieces show as separate blobs that can be counted.
import { expect, test } from 'vitest';
import { allPatternFrames } from '../../../src/engine/index.ts';
import { cellOutlines, pieceCount, readCellFrame } from '../../../src/ui/art/cell-pieces.ts';
import type { Point, Polygon } from '../../../src/ui/art/geometry.ts';

/** Distance from p to the segment a–b. */
function toSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

function inside(poly: Polygon, p: Point): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (Math.abs(cross) < 1e-12) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/** The widest circle inside a convex piece, as a diameter (sampled on a fine grid). */
function thickness(poly: Polygon): number {
  let best = 0;
  for (let x = 0; x <= 1; x += 0.004)
    for (let y = 0; y <= 1; y += 0.004) {
      const p = { x, y };
      if (!inside(poly, p)) continue;
      let d = Infinity;
      for (let i = 0; i < poly.length; i++)
        d = Math.min(d, toSegment(p, poly[i]!, poly[(i + 1) % poly.length]!));
      best = Math.max(best, d);
    }
  return 2 * best;
}

const SQUARES = allPatternFrames(4);

/** How close a cell's pieces come to its centre. */
function nearestToCentre(frame: string): number {
  const { shape, mask } = readCellFrame(frame);
  const c = { x: 0.5, y: 0.5 };
  return Math.min(
    ...cellOutlines(shape, mask).flatMap((piece) =>
      piece.map((p, i) => toSegment(c, p, piece[(i + 1) % piece.length]!)),
    ),
  );
}

test.each(SQUARES.map((f) => [f]))('%s - every piece is at least a fifth of the cell wide', (frame) => {
  const { shape, mask } = readCellFrame(frame);
  for (const piece of cellOutlines(shape, mask)) expect(thickness(piece)).toBeGreaterThanOrEqual(0.2);
});

test('6 and 8 pieces leave a round hub at the centre: no tip comes within 0.07 of a cell of it (0.054 before the hub)', () => {
  const many = SQUARES.filter((f) => pieceCount(readCellFrame(f).mask) >= 6);
  expect(many.length).toBe(5);
  for (const frame of many) {
    expect(nearestToCentre(frame), frame).toBeGreaterThanOrEqual(0.07);
  }
});

test('2 and 4 pieces stay full: their tips still reach close to the centre', () => {
  for (const frame of ['1000', '1100', '0011']) {
    expect(nearestToCentre(frame), frame).toBeLessThan(0.06);
  }
});
