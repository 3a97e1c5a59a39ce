// The results' score line keeps both sides inside the card: shrunk together, then a long name cut
// with an ellipsis, and the scores always whole.
import { expect, test } from 'vitest';
import { fitScoreLine } from '../../src/ui/score-line-fit.ts';

const scores = [84, 76] as const;
const side = (i: 0 | 1, name: string) => (i === 0 ? `${name}  ${scores[0]}` : `${scores[1]}  ${name}`);
/** One unit a character. */
const width = (i: 0 | 1, name: string) => Array.from(side(i, name)).length;

test('short names are drawn whole at full size', () => {
  expect(fitScoreLine(['You', 'Easy'], width, 40, 2, 0.5)).toEqual({ names: ['You', 'Easy'], scale: 1 });
});

test('one long name and one short: each side stays within its half, the short name whole', () => {
  const half = 14;
  const fit = fitScoreLine(['Bartholomew-the-Great', 'Ana'], width, half, 2, 0.6);
  expect(fit.scale).toBeGreaterThanOrEqual(0.6);
  for (const i of [0, 1] as const) expect((width(i, fit.names[i]) + 2) * fit.scale).toBeLessThanOrEqual(half);
  expect(fit.names[1]).toBe('Ana');
  expect(fit.names[0]).toMatch(/^Barth.*…$/);
  // The scores are never cut.
  expect(side(0, fit.names[0])).toMatch(/ 84$/);
});

test('a long name that fits once shrunk is not cut', () => {
  const fit = fitScoreLine(['Bartholomew', 'Ana'], width, 14, 2, 0.6);
  expect(fit.names).toEqual(['Bartholomew', 'Ana']);
  expect((width(0, 'Bartholomew') + 2) * fit.scale).toBeLessThanOrEqual(14);
});

test("a level's name is never cut where shrinking the line (above the least scale) fits it: the fit's own scale, read back, is not a hair too wide", () => {
  // Widths as a font's are, in fractions of a pixel (one "character" 9.37 px at scale 1).
  const measured = (i: 0 | 1, name: string) => width(i, name) * 9.37;
  const levels = ['Easy', 'Medium', 'Hard', 'Expert', 'Adaptive', 'Perfect'];
  let cut = 0;
  let tried = 0;
  for (const level of levels)
    for (let half = 60; half < 200; half += 0.37) {
      const fit = fitScoreLine(['You', level], measured, half, 12.6, 0.3);
      if ((measured(1, level) + 12.6) * 0.3 > half) continue;
      tried++;
      if (fit.names[1] !== level) cut++;
      expect((measured(1, fit.names[1]) + 12.6) * fit.scale).toBeLessThanOrEqual(half * (1 + 1e-9));
    }
  expect(tried).toBeGreaterThan(1000);
  expect(cut).toBe(0);
});
