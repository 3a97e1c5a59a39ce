// Where a falling cell starts under gravity (ui/fall-start.ts), in Node: over a beaker and a flask's
// neck it comes in through the open mouth as before; over a flask's shoulders it starts inside the
// glass (the whole square under the slant) and never under its column's top square.
import { expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/index.ts';
import { fallStart, MOUTH_START } from '../../src/ui/fall-start.ts';
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

test('a beaker: every column comes in through the mouth, as before', () => {
  const layout = parseLayout('beaker:6x7');
  for (let c = 0; c < layout.cols; c++)
    expect(fallStart(layout, c)).toBeCloseTo(layout.rows - 0.5 + MOUTH_START, 9);
});

test.each(['flask:6x3', 'flask:8x3', 'flask:10x4'])(
  '%s: the neck comes in through the mouth; over the shoulders the falling square stays inside the glass',
  (id) => {
    const layout = parseLayout(id);
    const inner = vesselOf(layout).inner;
    const mouth = Math.max(...inner.map((p) => p.y));
    let shoulders = 0;
    for (let c = 0; c < layout.cols; c++) {
      const start = fallStart(layout, c);
      expect(start, `column ${c}`).toBeGreaterThanOrEqual(topSquare(layout, c) - 1e-9);
      if (start >= layout.rows - 0.5 + MOUTH_START - 1e-9) continue; // through the mouth
      shoulders++;
      // The falling square's four corners, a hair inside, and its path down to its square: inside the glass.
      for (let y = start; y >= topSquare(layout, c); y -= 0.05)
        for (const [dx, dy] of [
          [0.02, 0.48],
          [0.98, 0.48],
          [0.02, -0.48],
          [0.98, -0.48],
        ] as const)
          expect(inside(inner, c + dx, y + dy), `${id} column ${c} at ${y.toFixed(2)}`).toBe(true);
    }
    expect(shoulders, 'a flask has shoulder columns').toBeGreaterThan(0);
    // The neck's columns start over the grid, under no glass: the mouth is open.
    const neck = [...Array(layout.cols).keys()].filter((c) => topSquare(layout, c) === layout.rows - 0.5);
    expect(neck.length).toBeGreaterThan(0);
    for (const c of neck) expect(fallStart(layout, c)).toBeCloseTo(layout.rows - 0.5 + MOUTH_START, 9);
    expect(mouth).toBeGreaterThan(layout.rows);
  },
);
