// Colour-blind checks of cells against the empty squares they stand among: every palette that
// can be on a board, against every vessel's empty square, under normal vision, deuteranopia,
// protanopia and tritanopia (Machado 2009), apart by at least MIN_DELTA_E (CIEDE2000). Prints the
// figures.
import { expect, test } from 'vitest';
import { checkPair, simulate, type Rgb } from '../../../src/ui/art/colour-vision.ts';
import { emptySquareRgb } from '../../../src/ui/art/empty-square.ts';
import { AGAR, LIQUID, TRAY_MEDIUM } from '../../../src/ui/art/vessels.ts';
import { BOARD_PAIRS, palette, type PaletteName } from '../../../src/ui/palette.ts';

/** Least ΔE00 between a cell and an empty square; below the players' 20, as a cell also has its dark rim and, on request, a mark. */
const MIN_DELTA_E = 15;

const MEDIUMS: [string, Rgb][] = [
  ['tray (square, hexagon, custom)', TRAY_MEDIUM],
  ['agar (Petri dish)', AGAR],
  ['liquid (beaker, flask)', LIQUID],
];
const ON_BOARDS = [...new Set(BOARD_PAIRS.flat())] as PaletteName[];

/** WCAG relative luminance of a 0–255 sRGB colour. */
function luminance(c: Rgb): number {
  const [r, g, b] = c.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function figures(cell: Rgb, medium: Rgb) {
  const empty = emptySquareRgb(medium);
  return checkPair(cell, empty).map((c) => {
    const [a, b] = [luminance(simulate(cell, c.vision)), luminance(simulate(empty, c.vision))];
    return { ...c, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
  });
}

test.each(MEDIUMS)(
  'cells on %s - every board palette stands apart from the empty squares under every vision',
  (name, medium) => {
    const lines: string[] = [];
    for (const p of ON_BOARDS) {
      const checks = figures(palette(p).rgb, medium);
      lines.push(
        `${name} ${p.padEnd(8)} ${checks.map((c) => `${c.vision} ΔE00 ${c.deltaE.toFixed(1)}, luminance ${c.ratio.toFixed(2)}:1`).join('; ')}`,
      );
      for (const c of checks)
        expect(c.deltaE, `${p} on ${name}, ${c.vision}`).toBeGreaterThanOrEqual(MIN_DELTA_E);
    }
    console.log(lines.join('\n'));
  },
);

test('the old amber agar fails the check: red cells near its empty squares under deuteranopia and protanopia', () => {
  // The red Hard played until the colours were chosen for tritanopia too.
  const checks = figures([213, 49, 0], [138, 112, 52]);
  expect(checks.find((c) => c.vision === 'deuteranopia')!.deltaE).toBeLessThan(MIN_DELTA_E);
  expect(checks.find((c) => c.vision === 'protanopia')!.deltaE).toBeLessThan(MIN_DELTA_E);
});
