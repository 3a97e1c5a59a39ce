// A hexagonal board's tray is a hexagon: six sides, each of them as near the cells as the glass
// allows, every cell inside. A hull round the cells' hexagons had eight sides (upright ones by the
// middle row's outer cells), and the board did not look like the hexagon it is.
import { expect, test } from 'vitest';
import { parseLayout } from '../../../src/engine/index.ts';
import { boardPlan } from '../../../src/ui/art/board-plan.ts';
import { GAP, RIM, vesselOf } from '../../../src/ui/art/vessels.ts';
import type { Point } from '../../../src/ui/art/geometry.ts';

/** Distance from `p` to the line through a and b, positive on the side away from `inside`. */
function outward(a: Point, b: Point, p: Point, inside: Point): number {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const side = (q: Point) => ((b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x)) / len;
  return Math.sign(side(inside)) * -side(p);
}

test('a hexagonal board sits in a six-sided tray that touches its outer cells on every side', () => {
  for (const id of ['hex:3', 'hex:4', 'hex:5', 'hex:8']) {
    const layout = parseLayout(id);
    const plan = boardPlan(layout);
    const { inner, outer } = vesselOf(layout);
    expect(outer.length, id).toBe(6);
    expect(inner.length, id).toBe(6);
    const centre = {
      x: plan.centres.reduce((s, p) => s + p.x, 0) / plan.centres.length,
      y: plan.centres.reduce((s, p) => s + p.y, 0) / plan.centres.length,
    };
    const r = plan.cell / 2;
    const cellCorners = plan.centres.flatMap((p) =>
      [90, 30, -30, -90, -150, 150].map((deg) => ({
        x: p.x + r * Math.cos((deg * Math.PI) / 180),
        y: p.y + r * Math.sin((deg * Math.PI) / 180),
      })),
    );
    for (let i = 0; i < 6; i++) {
      const a = outer[i]!;
      const b = outer[(i + 1) % 6]!;
      // Every side is a sixth of the way round: the hexagon is regular in its angles.
      const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
      expect(
        Math.abs(((angle % 60) + 60) % 60) < 1e-6 || Math.abs((((angle % 60) + 60) % 60) - 60) < 1e-6,
        id,
      ).toBe(true);
      // No cell pokes through; the nearest cell corner is the rim's width in, no more.
      const gaps = cellCorners.map((p) => -outward(a, b, p, centre));
      expect(Math.min(...gaps), id).toBeCloseTo(RIM, 6);
      const innerGaps = cellCorners.map((p) => -outward(inner[i]!, inner[(i + 1) % 6]!, p, centre));
      expect(Math.min(...innerGaps), id).toBeCloseTo(GAP, 6);
    }
  }
});
