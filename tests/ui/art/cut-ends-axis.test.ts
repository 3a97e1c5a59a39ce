// The split preview draws each new cut where the pieces will part (patternCutEnds): slid towards an
// even split, but still along its own axis, pointing at the neighbour that made it. A cut slid past
// angle 0 once drew a neighbouring axis's line (a square's \ shown as a shallow /).

import { expect, test } from 'vitest';
import { HEX_CELL, SQUARE_CELL, type CellShape } from '../../../src/ui/art/cell-pieces.ts';
import { patternCutEnds } from '../../../src/ui/art/cut-ends.ts';

/** How far (degrees) the drawn cut of `axis` turns from the axis itself, as a line (0 to 90). */
function turnedBy(shape: CellShape, mask: number, axis: number): number {
  const [a, b] = patternCutEnds(shape, mask, axis);
  const drawn = Math.atan2(b.y - a.y, b.x - a.x);
  const d = (((drawn - shape.cutAngles[axis]!) % Math.PI) + Math.PI) % Math.PI;
  return (Math.min(d, Math.PI - d) * 180) / Math.PI;
}

test.each([
  ['square', SQUARE_CELL],
  ['hexagon', HEX_CELL],
] as const)('every cut of every %s pattern is drawn along its own axis, within 30 degrees', (_, shape) => {
  const worst: string[] = [];
  for (let mask = 1; mask < 1 << shape.axes; mask++)
    for (let axis = 0; axis < shape.axes; axis++) {
      if (((mask >> axis) & 1) === 0) continue;
      const turn = turnedBy(shape, mask, axis);
      if (turn > 30) worst.push(`pattern ${mask.toString(2)} axis ${axis}: ${turn.toFixed(0)}°`);
    }
  expect(worst).toEqual([]);
});
