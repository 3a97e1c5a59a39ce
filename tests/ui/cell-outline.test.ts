// The last move's ring and the hint's ring on a triangular board are triangles pointing as their
// cell does: the flat side toward the neighbour across the cell's flat edge, the ring inside the
// cell, on tri:4 and tri:6 at a phone's and a tablet's size.
import { expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import { BoardGeometryFit } from '../../src/ui/board-geometry.ts';
import { pointsDown } from '../../src/ui/art/board-plan.ts';
import { triangleOutline } from '../../src/ui/cell-outline.ts';

const AREAS = [
  { x: 0, y: 0, width: 390, height: 420 },
  { x: 200, y: 90, width: 620, height: 560 },
];

/** Whether p lies inside the triangle `t` (any winding). */
function inside(t: readonly { x: number; y: number }[], p: { x: number; y: number }): boolean {
  const sides = t.map((a, i) => {
    const b = t[(i + 1) % t.length]!;
    return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
  });
  return sides.every((d) => d >= -1e-6) || sides.every((d) => d <= 1e-6);
}

test.each(['tri:4', 'tri:6'].flatMap((id) => AREAS.map((a) => [id, a] as const)))(
  '%s in %j: each ring a triangle inside its cell, its flat side toward the cell across its flat edge',
  (id, area) => {
    const layout = parseLayout(id);
    const fit = new BoardGeometryFit(layout, area);
    let across = 0;
    for (let s = 0; s < layout.size; s++) {
      const c = fit.centre(s);
      const down = pointsDown(layout, s);
      const cell = triangleOutline(fit.square, down).map((p) => ({ x: c.x + p.x, y: c.y + p.y }));
      for (const scale of [0.94, 0.74]) {
        const ring = triangleOutline(fit.square * scale, down).map((p) => ({ x: c.x + p.x, y: c.y + p.y }));
        for (const p of ring) expect(inside(cell, p), `${id} square ${s} at ${scale}`).toBe(true);
        // The flat side: the two corners level with each other, the apex the other way.
        const ys = ring.map((p) => p.y).sort((a, b) => a - b);
        const flatBelow = Math.abs(ys[1]! - ys[2]!) < 1e-6;
        expect(flatBelow, `${id} square ${s}`).toBe(!down);
      }
      // Every neighbour straight above or below (same x) stands across the flat side.
      for (let t = 0; t < layout.size; t++) {
        const n = fit.centre(t);
        if (t === s || Math.abs(n.x - c.x) > 1e-6 || Math.abs(n.y - c.y) > fit.square) continue;
        expect(n.y > c.y, `${id}: ${t} across ${s}'s flat side`).toBe(!down);
        across++;
      }
    }
    expect(across).toBeGreaterThan(layout.size / 2);
  },
);
