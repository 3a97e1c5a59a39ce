// The look's tokens (src/ui/tokens.ts) as decisions: every colour words take keeps 4.5:1 on every
// glass it stands on, from the lit top of a surface to its shaded foot, and on the lab behind the
// screens at its brightest (the lamp's pool, a grid line and a drifting cell's gloss over it); the
// type scale never draws under 13 CSS px, a phone on its side included; the glass's layers keep inside
// their surface but for the shadow and the main action's glow.
import { expect, test } from 'vitest';
import { contrastRatio, over, WORDS_CONTRAST } from '../../src/ui/contrast.ts';
import { glassColourAt, glassLayers } from '../../src/ui/glass-layers.ts';
import { LAB_CELLS } from '../../src/ui/lab-cells.ts';
import { SECONDARY_COLOUR } from '../../src/ui/secondary-text.ts';
import { GLASS, LAB, MIN_TEXT_CSS_PX, THEME, TYPE } from '../../src/ui/tokens.ts';
import { screenShape } from '../../src/screens/screen-shape.ts';

const hex = (rgb: readonly number[]) => (rgb[0]! << 16) | (rgb[1]! << 8) | rgb[2]!;
const round = (rgb: readonly number[]) => hex(rgb.map((v) => Math.round(v)));

/** The lab at its brightest: the pool's centre under a major grid line, under a cell's core and its gloss. */
function labBrightest(): readonly number[] {
  const cell = Math.max(...LAB_CELLS.map((c) => c.alpha));
  let worst: readonly number[] = [0, 0, 0];
  for (const colour of LAB.cells) {
    const lined = over(0xffffff, LAB.gridMajorAlpha, LAB.pool);
    const celled = over(colour, cell, round(lined));
    const glossed = over(0xffffff, LAB.cellGloss * cell, round(celled));
    if (contrastRatio(THEME.textDim, round(glossed)) < contrastRatio(THEME.textDim, round(worst)))
      worst = glossed;
  }
  return worst;
}

const SURFACES = [
  { name: 'glass', body: GLASS.body, words: [THEME.text, THEME.textDim, THEME.accentCss, SECONDARY_COLOUR] },
  { name: 'hovered glass', body: THEME.panelLight, words: [THEME.text, THEME.textDim, THEME.accentCss] },
  { name: 'chosen glass', body: GLASS.chosen, words: [THEME.text, THEME.accentCss] },
  { name: 'main action', body: GLASS.primary, words: [GLASS.primaryText] },
] as const;

test.each(SURFACES)(
  'words on the $name keep 4.5:1 from its lit top to its shaded foot',
  ({ body, words }) => {
    const ground = round(labBrightest());
    // A button (44 tall, corners 12: its label in the middle half) and a card (180 tall, corners 14:
    // words from its padding at the top to its foot), at the rim's width of 2.
    for (const [h, r, from, to] of [
      [44, 12, 0.25, 0.75],
      [180, 14, 0.05, 0.95],
    ] as const) {
      const layers = glassLayers(0, 0, 300, h, r, { body, bodyAlpha: GLASS.bodyAlpha, line: 2 });
      for (let fy = from; fy <= to + 1e-9; fy += 0.025) {
        const under = glassColourAt(layers, ground, 150, fy * h);
        for (const colour of words)
          expect(
            contrastRatio(colour, under),
            `${colour} at ${fy.toFixed(2)} of ${h}`,
          ).toBeGreaterThanOrEqual(WORDS_CONTRAST);
      }
    }
  },
);

test('words straight on the lab keep 4.5:1 where it is brightest, and its cells stay faint', () => {
  const brightest = round(labBrightest());
  for (const colour of [THEME.text, THEME.textDim, THEME.accentCss, SECONDARY_COLOUR])
    expect(contrastRatio(colour, brightest), colour).toBeGreaterThanOrEqual(WORDS_CONTRAST);
  for (const c of LAB_CELLS) {
    expect(c.alpha).toBeLessThanOrEqual(LAB.cellAlpha);
    // Each drifts within the screen's edges, however far it has gone.
    for (const t of [0, 1]) {
      expect(c.x + t * c.dx * 0.5).toBeGreaterThanOrEqual(0);
      expect(c.x + t * c.dx * 0.5).toBeLessThanOrEqual(1);
    }
  }
  // The grid is a whisper, not lines to read past.
  expect(LAB.gridMajorAlpha).toBeLessThanOrEqual(0.08);
});

test('the type scale never draws under 13 CSS px on a phone, upright or on its side, nor on a tablet', () => {
  for (const [w, h, dpr] of [
    [390, 844, 3],
    [844, 390, 2],
    [1024, 768, 2],
    [1280, 720, 1],
  ] as const) {
    const { u } = screenShape(w * dpr, h * dpr, dpr);
    for (const size of Object.values(TYPE)) {
      // textStyle's floor (theme.ts): the design size times u, never under the least.
      const drawn = Math.max(size * u, MIN_TEXT_CSS_PX * dpr);
      expect(drawn / dpr).toBeGreaterThanOrEqual(13);
    }
    // Upright, the smallest step is readable without the floor: the scale itself fits a phone.
    if (h > w) expect((TYPE.small * u) / dpr).toBeGreaterThanOrEqual(13);
  }
});

test('the glass keeps inside its surface but for the shadow, and only the main action glows', () => {
  const box = { x: 10, y: 20, width: 200, height: 50 };
  for (const glow of [false, true]) {
    const layers = glassLayers(box.x, box.y, box.width, box.height, 12, { line: 2, glow });
    const body = layers.findIndex((l) => l.kind === 'round' && l.colour === GLASS.body);
    expect(body).toBeGreaterThan(0);
    const halo = layers.slice(0, body);
    expect(halo.length).toBe(3);
    expect(halo.every((l) => l.kind === 'round' && l.colour === (glow ? GLASS.primaryGlow : 0x000000))).toBe(
      true,
    );
    for (const l of layers.slice(body))
      if (l.kind === 'round' || l.kind === 'gradient') {
        expect(l.x).toBeGreaterThanOrEqual(box.x);
        expect(l.y).toBeGreaterThanOrEqual(box.y);
        expect(l.x + l.width).toBeLessThanOrEqual(box.x + box.width + 1e-9);
        expect(l.y + l.height).toBeLessThanOrEqual(box.y + box.height + 1e-9);
      }
  }
  // The top is lit and the foot in shade: words at the top stand on lighter glass than at the foot.
  const layers = glassLayers(0, 0, 200, 100, 12, { line: 2, bodyAlpha: 1 });
  const top = glassColourAt(layers, 0, 100, 8);
  const foot = glassColourAt(layers, 0, 100, 94);
  const lum = (c: number) => ((c >> 16) & 255) + ((c >> 8) & 255) + (c & 255);
  expect(lum(top)).toBeGreaterThan(lum(GLASS.body));
  expect(lum(foot)).toBeLessThan(lum(GLASS.body));
});
