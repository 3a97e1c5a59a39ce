// Small grey secondary text (the review's header, the Record's sub-lines, the Rules tab's words beside
// each switch): never under 13 CSS px on any screen, a phone on its side included, and at least 4.5:1
// against the page or glass it stands on, faded lines too. Before, on its side (844×390, u = 0.62)
// the review's header shrank to 12 CSS px ("small" was 13·u, floored at 12) and the Record's locked
// lines faded to half, about 2.6:1 on the glass.
import { expect, test } from 'vitest';
import { reviewLayout } from '../../src/screens/review/review-layout.ts';
import { screenShape } from '../../src/screens/screen-shape.ts';
import {
  contrastRatio,
  FADED_ALPHA,
  mix,
  SECONDARY_COLOUR,
  SECONDARY_CSS,
  SECONDARY_GROUNDS,
  secondaryFont,
} from '../../src/ui/secondary-text.ts';
import { GLASS, THEME } from '../../src/ui/theme.ts';

const SHAPES = [
  [390, 844],
  [844, 390],
  [640, 360],
  [1024, 768],
  [1280, 720],
] as const;

test.each(SHAPES)("the review's header at %i×%i: 13 CSS px at least, on one line or two", (w, h) => {
  for (const dpr of [1, 2, 3]) {
    const { u, portrait } = screenShape(w * dpr, h * dpr, dpr);
    const l = reviewLayout({
      width: w * dpr,
      height: h * dpr,
      u,
      dpr,
      portrait,
      touch: 46 * dpr,
      minText: 12 * dpr,
      title: { width: 90 * u, height: 34 * u },
      keyHeight: 40 * u,
      chartHeading: () => 45 * u,
      chartLabel: { width: 24 * u, height: 15 * u },
    });
    expect(l.progress.small / dpr, `${w}x${h}@${dpr}`).toBeGreaterThanOrEqual(SECONDARY_CSS);
    expect(l.progress.size).toBeGreaterThanOrEqual(l.progress.small);
  }
});

test.each(SHAPES)(
  'secondary lines at %i×%i (the Record 14–16, the Rules tab 15): 13 CSS px at least',
  (w, h) => {
    for (const dpr of [1, 3]) {
      const { u } = screenShape(w * dpr, h * dpr, dpr);
      for (const size of [14, 15, 16]) expect(secondaryFont(size, u, dpr) / dpr).toBeGreaterThanOrEqual(13);
      // Where the design size is larger it is kept.
      expect(secondaryFont(40, u, dpr)).toBe(Math.max(40 * u, 13 * dpr));
    }
  },
);

test('the secondary colour keeps 4.5:1 on the page and on the glass, faded lines included', () => {
  expect(SECONDARY_GROUNDS).toEqual([THEME.background, THEME.backgroundTop, GLASS.body]);
  const colour = parseInt(SECONDARY_COLOUR.slice(1), 16);
  for (const ground of SECONDARY_GROUNDS) {
    expect(contrastRatio(colour, ground)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(mix(colour, ground, FADED_ALPHA), ground)).toBeGreaterThanOrEqual(4.5);
  }
  // The ratio itself: white on black is 21, a colour on itself 1.
  expect(contrastRatio('#ffffff', 0)).toBeCloseTo(21, 5);
  expect(contrastRatio(0x153a45, 0x153a45)).toBe(1);
});
