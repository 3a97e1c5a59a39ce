// Nothing a player reads on the board screen under 12 CSS px, on every screen shape: the HUD's
// names, turn words, scores and status line (on a phone on its side the design unit is near 0.6,
// so 19 design px was 11.8 CSS px), and the coach's words (the hint's reason, Best moves'
// explainer) at 14 CSS px to start, never shrunk under 13.
import { afterEach, expect, test } from 'vitest';
import { screenShape } from '../../src/screens/screen-shape.ts';
import { hudFonts } from '../../src/ui/hud-column.ts';
import { coachWordsFont } from '../../src/ui/notice-place.ts';
import { contrastRatio, over, WORDS_CONTRAST } from '../../src/ui/contrast.ts';
import { THEME } from '../../src/ui/theme.ts';

afterEach(() => {
  delete (globalThis as { devicePixelRatio?: number }).devicePixelRatio;
});

const SCREENS = ['360x740', '390x844', '412x915', '844x390', '640x360', '1024x768', '1280x720'];

test.each(SCREENS.flatMap((s) => [1, 2, 3].map((dpr) => [s, dpr] as const)))(
  '%s at dpr %i - the HUD and the coach read at 12 CSS px or more',
  (size, dpr) => {
    (globalThis as { devicePixelRatio?: number }).devicePixelRatio = dpr;
    const [w, h] = size.split('x').map(Number) as [number, number];
    const { u } = screenShape(w * dpr, h * dpr, dpr);
    const fonts = hudFonts(u, dpr);
    for (const [part, px] of Object.entries(fonts)) expect(px / dpr, part).toBeGreaterThanOrEqual(12);
    // The name stays smaller than the score it stands beside, the turn words no larger than the name.
    expect(fonts.name).toBeLessThan(fonts.score);
    expect(fonts.words).toBeLessThanOrEqual(fonts.name);
    // The coach's words, in the notices' band across the screen (the narrowest place they take).
    const coach = coachWordsFont(w * dpr - 24 * u, u, dpr);
    expect(coach.size / dpr).toBeGreaterThanOrEqual(14);
    expect(coach.least / dpr).toBeGreaterThanOrEqual(13);
  },
);

// The HUD's lines read in a glance beside the board (names, turn words, the status line) at 14 CSS
// px or more on every screen (a phone drew its turn words at 13), and at 4.5:1 or more against
// what they stand on: the panel (92% over the page) or the page itself.
test.each(SCREENS.flatMap((s) => [1, 2, 3].map((dpr) => [s, dpr] as const)))(
  '%s at dpr %i - the HUD lines at 14 CSS px or more',
  (size, dpr) => {
    (globalThis as { devicePixelRatio?: number }).devicePixelRatio = dpr;
    const [w, h] = size.split('x').map(Number) as [number, number];
    const { u } = screenShape(w * dpr, h * dpr, dpr);
    const fonts = hudFonts(u, dpr);
    for (const part of ['name', 'words', 'status'] as const)
      expect(fonts[part] / dpr, part).toBeGreaterThanOrEqual(14);
  },
);

test.each([1, 2, 3])(
  'a phone on its side (844×390, 640×360) at dpr %i - the status line in the HUD column at 15 CSS px or more',
  (dpr) => {
    (globalThis as { devicePixelRatio?: number }).devicePixelRatio = dpr;
    for (const [w, h] of [
      [844, 390],
      [640, 360],
    ] as const) {
      const { u } = screenShape(w * dpr, h * dpr, dpr);
      expect(hudFonts(u, dpr, true).status / dpr).toBeGreaterThanOrEqual(15);
      // The row over a wide screen's board keeps its own size.
      expect(hudFonts(u, dpr, false).status).toBeLessThanOrEqual(hudFonts(u, dpr, true).status);
    }
  },
);

test("the HUD's words at 4.5:1 or more on the panel and the page", () => {
  const panel = over(THEME.panel, 0.92, THEME.background);
  const pageTop = THEME.backgroundTop;
  expect(contrastRatio(THEME.textDim, panel), 'names').toBeGreaterThanOrEqual(WORDS_CONTRAST);
  expect(contrastRatio(THEME.accentCss, panel), 'turn words').toBeGreaterThanOrEqual(WORDS_CONTRAST);
  for (const page of [THEME.background, pageTop])
    expect(contrastRatio(THEME.text, page), 'status line').toBeGreaterThanOrEqual(WORDS_CONTRAST);
});
