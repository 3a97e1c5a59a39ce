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
