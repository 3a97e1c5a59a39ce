// An upright phone's 12×12 (revW10, revV7): its row numbers stand on the glass's rim against their
// row's first square, as a one-digit board's do, reaching past the rim only by what "12" needs more;
// in a column of their own beside the glass they took 23 CSS px of the width its squares lacked.
import { expect, test } from 'vitest';
import { boardLabelPlaces } from '../../../src/ui/board-label-places.ts';
import { boardScreen } from './board-screen.ts';

const PHONES: [number, number, number][] = [
  [320, 568, 2],
  [360, 740, 3],
  [390, 844, 2],
  [390, 844, 3],
  [412, 915, 2.625],
  [430, 932, 3],
];

test.each(PHONES)(
  'square:12 at %ix%i (dpr %f): every row number whole on the screen, clear of its row’s first square, level with its row',
  (cssW, cssH, dpr) => {
    const { fit, font, choice } = boardScreen('square:12', cssW, cssH, dpr);
    const numbers = boardLabelPlaces(fit, font, choice.labelsOnRim).filter((p) => /^\d+$/.test(p.text));
    expect(numbers).toHaveLength(12);
    const firstLeft = fit.left + fit.frame.gridLeft;
    for (const n of numbers) {
      // Centred on x (the labels' own width sum: 0.6 of the font a digit).
      const half = (font * 0.6 * n.text.length) / 2;
      const left = n.x - n.originX * 2 * half;
      expect(left, n.text).toBeGreaterThanOrEqual(0);
      expect(left + 2 * half, n.text).toBeLessThanOrEqual(firstLeft);
      expect(n.y).toBeCloseTo(n.edge.y, 5);
    }
  },
);

test('square:12 at 390×844, dpr 2 (the reviewers’ phone): squares of 29.5 CSS px, a whole pixel more than the 28.5 the numbers’ column left', () => {
  const { fit, dpr } = boardScreen('square:12', 390, 844, 2);
  expect(fit.square / dpr).toBeGreaterThanOrEqual(29.5);
});
