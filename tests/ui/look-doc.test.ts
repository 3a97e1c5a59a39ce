// docs/look.md says what theme.ts holds: every step of the type scale with its size, the glass
// colours, the spacing unit; and every picture it shows is in docs/look/, small.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { GLASS, MIN_TEXT_CSS_PX, RADIUS, SPACE, THEME, TYPE } from '../../src/ui/theme.ts';

const root = resolve(import.meta.dirname, '../..');
const doc = readFileSync(resolve(root, 'docs/look.md'), 'utf8');
const hex = (c: number) => `#${c.toString(16).padStart(6, '0')}`;

test('the type scale: each step in the doc with its size, larger to smaller, none under the smallest text', () => {
  const sizes = Object.values(TYPE);
  for (const [name, size] of Object.entries(TYPE))
    expect(doc).toMatch(new RegExp(`\\| ${name} +\\| ${size} +\\|`));
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_TEXT_CSS_PX);
  expect(TYPE.title).toBeGreaterThan(TYPE.heading);
  expect(TYPE.heading).toBeGreaterThan(TYPE.body);
  expect(TYPE.body).toBeGreaterThan(TYPE.small);
});

test('the palette, the spacing unit and the corners are written down as the theme holds them', () => {
  for (const c of [GLASS.body, GLASS.rim, GLASS.primary, GLASS.primaryRim, GLASS.chosen, THEME.accent])
    expect(doc).toContain(hex(c));
  expect(doc).toContain(`One unit, ${SPACE} design units`);
  expect(doc).toContain(`panels and dialogs ${RADIUS.panel}, cards ${RADIUS.card}, buttons ${RADIUS.button}`);
});

test('every screen at the three sizes, each picture in docs/look/ and under 60 KB', () => {
  const pictures = [...doc.matchAll(/\]\((look\/[^)]+)\)/g)].map((m) => m[1]!);
  for (const size of ['390x844', '844x390', '1024x768'])
    expect(pictures.filter((p) => p.endsWith(`-${size}.webp`)).length).toBe(7);
  for (const p of pictures) {
    const file = resolve(root, 'docs', p);
    expect(existsSync(file), p).toBe(true);
    expect(statSync(file).size, p).toBeLessThan(60_000);
  }
});
