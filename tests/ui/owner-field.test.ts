// Who holds a square reads first: the field of the holder's colour under a held cell's pieces
// (owner-field.ts). It sits inside the well, stands apart from an empty square and from the other
// player's field, and stays darker than the pieces over it, on every vessel's medium.
import { expect, test } from 'vitest';
import { cellOutlines, cellShape } from '../../src/ui/art/cell-pieces.ts';
import { checkPair, type Rgb } from '../../src/ui/art/colour-vision.ts';
import { emptySquareRgb } from '../../src/ui/art/empty-square.ts';
import { signedArea, type Polygon } from '../../src/ui/art/geometry.ts';
import { AGAR, LIQUID, TRAY_MEDIUM } from '../../src/ui/art/vessels.ts';
import { luminance, over } from '../../src/ui/contrast.ts';
import { fieldOutline, fieldRgb, OWNER_FIELD } from '../../src/ui/owner-field.ts';
import { BOARD_PAIRS, palette, type PaletteName } from '../../src/ui/palette.ts';

const MEDIUMS: [string, Rgb][] = [
  ['tray', TRAY_MEDIUM],
  ['agar', AGAR],
  ['liquid', LIQUID],
];
const ON_BOARDS = [...new Set(BOARD_PAIRS.flat())] as PaletteName[];

const area = (poly: Polygon) => Math.abs(signedArea(poly));

test('the field fills the well inside its rim, on every grid', () => {
  for (const grid of ['square', 'hex', 'tri'] as const) {
    const well = cellOutlines(cellShape(grid), 0)[0]!;
    const field = fieldOutline(grid);
    expect(area(field) / area(well), grid).toBeCloseTo(OWNER_FIELD.shrink ** 2, 5);
    expect(area(field) / area(well), grid).toBeGreaterThan(0.9);
    expect(area(field) / area(well), grid).toBeLessThan(1);
  }
});

test.each(MEDIUMS)(
  'on %s a held square stands apart from an empty one, and the pieces stay brighter than their field',
  (name, medium) => {
    for (const p of ON_BOARDS) {
      const cell = palette(p).rgb;
      const field = fieldRgb(cell, medium);
      const normal = checkPair(field, emptySquareRgb(medium)).find((c) => c.vision === 'normal')!;
      expect(normal.deltaE, `${p} on ${name}`).toBeGreaterThanOrEqual(10);
      expect(luminance(cell) / luminance(field), `${p} on ${name}`).toBeGreaterThanOrEqual(1.3);
    }
  },
);

test.each(MEDIUMS)("on %s the two players' fields stand apart under every vision", (name, medium) => {
  for (const [a, b] of BOARD_PAIRS) {
    for (const c of checkPair(fieldRgb(palette(a).rgb, medium), fieldRgb(palette(b).rgb, medium)))
      expect(c.deltaE, `${a}–${b} on ${name}, ${c.vision}`).toBeGreaterThanOrEqual(12);
  }
});

test("the holder's own colour, unshaded, would outshine red pieces on the Petri dish's light agar", () => {
  const red = palette('red').rgb;
  const plain = over(red, OWNER_FIELD.alpha, emptySquareRgb(AGAR));
  expect(luminance(red) / luminance(plain)).toBeLessThan(1.3);
  expect(luminance(red) / luminance(fieldRgb(red, AGAR))).toBeGreaterThanOrEqual(1.3);
});
