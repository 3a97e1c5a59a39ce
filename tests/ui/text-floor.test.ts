// The text floor on the board screen, measured as the scenes size it at the reviewer's four screens
// (upright phone 390×844 at 3, on its side 844×390 at 3, tablet 1024×768 at 2, desktop 1280×720 at 1):
// the board's letters and numbers, the bar's names, any text through textStyle and the menu's, never
// under 13 CSS px (at 12 the reviewer read them as 10-12 px). A hexagonal board's names stand larger
// (a tenth over) but take no wider a column than before.
import { afterEach, expect, test } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { parseLayout } from '../../src/engine/index.ts';
import { screenShape } from '../../src/screens/screen-shape.ts';
import { labelFont, labelSizeFor } from '../../src/ui/board-label-places.ts';
import { minText, readable, READABLE_CSS } from '../../src/ui/device-pixels.ts';
import { FONT, MIN_TEXT_CSS_PX, textStyle } from '../../src/ui/theme.ts';
import { SECONDARY_CSS } from '../../src/ui/secondary-text.ts';
import { MIN_CAPTION_CSS, planBar } from '../../src/screens/game/board-bar.ts';

afterEach(() => {
  delete (globalThis as { devicePixelRatio?: number }).devicePixelRatio;
});

const SCREENS = [
  [390, 844, 3],
  [844, 390, 3],
  [1024, 768, 2],
  [1280, 720, 1],
] as const;

const ctx = createCanvas(8, 8).getContext('2d');
const measure = (words: string, font: number) => {
  ctx.font = `bold ${Math.round(font)}px ${FONT}`;
  return ctx.measureText(words).width;
};

test('one floor: the readable least is the secondary floor, 13 CSS px', () => {
  expect(READABLE_CSS).toBe(13);
  expect(READABLE_CSS).toBe(SECONDARY_CSS);
  expect(MIN_TEXT_CSS_PX).toBe(READABLE_CSS);
  expect(MIN_CAPTION_CSS).toBe(READABLE_CSS);
});

test.each(SCREENS)(
  '%i×%i at %i: any text, the board labels and the bar names at 13 CSS px or more',
  (w, h, dpr) => {
    (globalThis as { devicePixelRatio?: number }).devicePixelRatio = dpr;
    const { u, portrait } = screenShape(w * dpr, h * dpr, dpr);
    expect(minText() / dpr).toBe(13);
    expect(readable(1) / dpr).toBe(13);
    // textStyle floors every size it is given.
    expect(parseFloat(String(textStyle(1).fontSize)) / dpr).toBeGreaterThanOrEqual(13);
    for (const id of ['square:5', 'square:8', 'petri:7', 'flask:8x3', 'hex:5', 'tri:6']) {
      const layout = parseLayout(id);
      const drawn = labelSizeFor(layout, labelFont(u));
      expect(drawn / dpr, `${id} labels`).toBeGreaterThanOrEqual(13);
      if (layout.grid === 'hex') expect(drawn).toBeGreaterThan(labelFont(u));
    }
    const names = ['Undo', 'Hint', 'Best moves', 'How to play', 'More'].map((n) => [n]);
    const plan = planBar({
      width: w * dpr,
      height: h * dpr,
      u,
      dpr,
      touch: 46 * dpr,
      portrait,
      pad: 12 * u,
      names,
      shortNames: [['Undo'], ['Hint'], ['Best'], ['Rules'], ['More']],
      measure,
    });
    expect(plan.captions, `${w}x${h}`).not.toBeNull();
    expect(plan.captions!.font / dpr).toBeGreaterThanOrEqual(13);
  },
);

test('a hexagonal board on an upright phone: its names a tenth over the floor, 14 CSS px, as a fifth over the old 12 was', () => {
  (globalThis as { devicePixelRatio?: number }).devicePixelRatio = 1;
  const { u } = screenShape(390, 844, 1);
  expect(labelSizeFor(parseLayout('hex:8'), labelFont(u))).toBe(14);
  expect(labelSizeFor(parseLayout('square:8'), labelFont(u))).toBe(13);
});
