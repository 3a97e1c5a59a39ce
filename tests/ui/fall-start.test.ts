// Where a falling cell starts under gravity (ui/fall-start.ts), in Node: in a beaker and a flask the
// whole falling square stays inside the glass from its start down to its square (under the mouth's
// line, under a flask's shoulders), starts above its square where the glass leaves room, and never
// under its column's top square.
import { expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import { fallStart } from '../../src/ui/fall-start.ts';
import { vesselOf } from '../../src/ui/art/vessels.ts';

/** Whether the point lies inside the polygon (even-odd rule). */
function inside(poly: readonly { x: number; y: number }[], x: number, y: number): boolean {
  let into = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) into = !into;
  }
  return into;
}

const topSquare = (layout: ReturnType<typeof parseLayout>, c: number) =>
  Math.max(
    ...[...Array(layout.size).keys()].filter((s) => layout.colOf[s] === c).map((s) => layout.rowOf[s]! + 0.5),
  );

test.each(['beaker:4x5', 'beaker:6x7', 'flask:6x3', 'flask:8x3', 'flask:10x4'])(
  '%s: every column’s falling square stays inside the glass all the way down',
  (id) => {
    const layout = parseLayout(id);
    const inner = vesselOf(layout).inner;
    let falls = 0;
    for (let c = 0; c < layout.cols; c++) {
      const start = fallStart(layout, c);
      const land = topSquare(layout, c);
      expect(start, `column ${c}`).toBeGreaterThanOrEqual(land - 1e-9);
      if (start > land + 0.1) falls++;
      for (let y = start; y >= land - 1e-9; y -= 0.05)
        for (const [dx, dy] of [
          [0.02, 0.48],
          [0.98, 0.48],
          [0.02, -0.48],
          [0.98, -0.48],
        ] as const)
          expect(inside(inner, c + dx, y + dy), `${id} column ${c} at ${y.toFixed(2)}`).toBe(true);
    }
    // The columns under an open mouth still fall from above their top square.
    expect(falls).toBeGreaterThan(0);
  },
);

test('a beaker: every column starts just under the mouth, over its top row', () => {
  const layout = parseLayout('beaker:6x7');
  const mouth = Math.max(...vesselOf(layout).inner.map((p) => p.y));
  for (let c = 0; c < layout.cols; c++) expect(fallStart(layout, c)).toBeCloseTo(mouth - 0.5, 9);
  expect(mouth - 0.5).toBeGreaterThan(layout.rows - 0.5);
});
