// The readable floor on a phone: a button's label too long for it shrinks only down to 13 CSS px (READABLE_CSS)
// and past that takes two lines (ui/button.ts through statusFit), measured in the game's font in
// Node. Your games' footer at 390 and 360 wide is the layout that shrank "Retry worst move" to
// about 8 px.
import { createCanvas } from '@napi-rs/canvas';
import { expect, test } from 'vitest';
import { statusFit, wrappedScale } from '../../src/ui/hud-column.ts';
import { wrapWords } from '../../src/screens/game/board-bar.ts';
import { FONT } from '../../src/ui/theme.ts';
import { HISTORY_WORDS } from '../../src/screens/history/history-words.ts';
import { screenShape } from '../../src/screens/screen-shape.ts';
import { READABLE_CSS } from '../../src/ui/device-pixels.ts';

const ctx = createCanvas(8, 8).getContext('2d');
const measure = (words: string, font: number) => {
  ctx.font = `${Math.round(font)}px ${FONT}`;
  return ctx.measureText(words).width;
};
const LINE = 1.2;

/** Your games' footer of four buttons, as scenes/history.ts and history-games.ts lay it out. */
function footer(cssW: number, cssH: number, dpr: number) {
  const { u } = screenShape(cssW * dpr, cssH * dpr, dpr);
  const pad = 14 * u;
  const colW = Math.min(cssW * dpr - 2 * pad, 760 * u);
  const height = Math.max(48 * u, 46 * dpr);
  const gap = 8 * u;
  const labels = [HISTORY_WORDS.replay, HISTORY_WORDS.review, HISTORY_WORDS.retry, HISTORY_WORDS.share];
  const width = (colW - gap * 3) / 4;
  // history-games.ts: one size for the row, the one at which the longest label fits 90% (never under the floor).
  const max = Math.max(17 * u, READABLE_CSS * dpr);
  const font = Math.max(
    READABLE_CSS * dpr,
    Math.floor(Math.min(max, ...labels.map((l) => (max * width * 0.9) / measure(l, max)))),
  );
  return { labels, width, height, font, dpr };
}

test.each([
  [390, 844],
  [360, 780],
])(
  'Your games at %i×%i: every footer label at the readable floor (13 CSS px) or more, in at most two lines inside its button',
  (w, h) => {
    const { labels, width, height, font, dpr } = footer(w, h, 2);
    const band = { width: width * 0.92, height: height * 0.9 };
    const least = (READABLE_CSS * dpr) / font;
    for (const label of labels) {
      const one = { width: measure(label, font), height: font * LINE };
      const fit = statusFit(one.width, one.height, band, least);
      let shown: number;
      let lines: string[] = [label];
      if ('scale' in fit) shown = font * Math.min(1, fit.scale);
      else {
        lines = wrapWords(label, fit.wrapAt, (t) => measure(t, font));
        const wide = Math.max(...lines.map((l) => measure(l, font)));
        shown = font * Math.min(1, wrappedScale(wide, lines.length * font * LINE, band, least));
      }
      expect(shown / dpr, label).toBeGreaterThanOrEqual(READABLE_CSS - 1e-9);
      expect(lines.length, label).toBeLessThanOrEqual(2);
      expect(lines.length * (shown / font) * font * LINE, label).toBeLessThanOrEqual(band.height + 1e-6);
      for (const l of lines) expect(measure(l, shown), l).toBeLessThanOrEqual(band.width + 1);
    }
    // The old rule, one line shrunk to the width, took "Retry worst move" under the floor.
    const old = Math.min(1, band.width / measure(HISTORY_WORDS.retry, font)) * font;
    expect(old / dpr).toBeLessThan(READABLE_CSS);
  },
);
