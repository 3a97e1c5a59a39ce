// Who holds a square reads first: the field of the holder's colour under a held cell's pieces
// (owner-field.ts). It sits inside the well, stands apart from an empty square and from the other
// player's field, and stays darker than the pieces over it, on every vessel's medium.
import { expect, test } from 'vitest';
import { cellOutlines, DEFAULT_OUTLINE, readCellFrame, wellOutline } from '../../src/ui/art/cell-pieces.ts';
import { checkPair, type Rgb } from '../../src/ui/art/colour-vision.ts';
import { emptySquareRgb } from '../../src/ui/art/empty-square.ts';
import { depthInside, inscribedWidth, signedArea, type Polygon } from '../../src/ui/art/geometry.ts';
import { gridFrames } from '../../src/ui/art/piece-width.ts';
import { AGAR, LIQUID, TRAY_MEDIUM } from '../../src/ui/art/vessels.ts';
import { luminance, over } from '../../src/ui/contrast.ts';
import {
  fieldOutline,
  fieldRgb,
  MEMBRANE,
  membraneOutline,
  membraneRgb,
  OWNER_FIELD,
} from '../../src/ui/owner-field.ts';
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
    const well = wellOutline(grid);
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

const GRIDS = ['square', 'hex', 'tri'] as const;

test("a cell's pieces stand closer to one another than to a neighbour's: each cell reads as one", () => {
  // Two pieces of one cell are parted by twice the cut inset (less on a thin piece); two
  // neighbours' pieces by twice the edge inset: at least three times as far, with the membranes between.
  expect(DEFAULT_OUTLINE.edgeInset).toBeGreaterThanOrEqual(3 * DEFAULT_OUTLINE.cutInset);
  for (const grid of GRIDS) {
    const well = wellOutline(grid);
    const half = inscribedWidth(well) / 2;
    for (const frame of gridFrames(grid)) {
      const { shape, mask } = readCellFrame(frame);
      // Every piece's every point lies inside the membrane's middle line: the membrane shows round them.
      const membrane = membraneOutline(grid);
      for (const piece of cellOutlines(shape, mask))
        for (const p of piece) expect(depthInside(membrane, p), `${frame}`).toBeGreaterThan(0);
    }
    // The membrane lies inside the well, clear of its dark rim.
    const outerEdge = MEMBRANE.inset - MEMBRANE.width / 2;
    expect(outerEdge, grid).toBeGreaterThan(0);
    expect(MEMBRANE.inset + MEMBRANE.width / 2, grid).toBeLessThan(half);
  }
});

test.each(MEDIUMS)(
  "on %s the membrane stands out from the well's floor and stays darker than the pieces",
  (name, medium) => {
    for (const p of ON_BOARDS) {
      const cell = palette(p).rgb;
      const membrane = membraneRgb(cell, medium);
      const normal = checkPair(membrane, emptySquareRgb(medium)).find((c) => c.vision === 'normal')!;
      expect(normal.deltaE, `${p} on ${name}`).toBeGreaterThanOrEqual(15);
      expect(luminance(membrane), `${p} on ${name}`).toBeLessThan(luminance(cell));
    }
  },
);
