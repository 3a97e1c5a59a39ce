// The review's type (screens/review/review-type.ts) on the screens a player meets: every text it
// draws listed with its size, none under 13 CSS px (the chart's axis numbers none under 12), the
// progress line wrapping at 14 on an upright phone, and the layout placing the progress line at
// those sizes.
import { expect, test } from 'vitest';
import { reviewType } from '../../../src/screens/review/review-type.ts';
import { reviewLayout } from '../../../src/screens/review/review-layout.ts';
import { screenShape } from '../../../src/screens/screen-shape.ts';

const SHAPES = [
  [390, 844],
  [844, 390],
  [1024, 768],
  [1280, 720],
  [360, 740],
] as const;

test.each(SHAPES)('%i×%i: every text of the review at least the least', (w, h) => {
  for (const dpr of [1, 2, 3]) {
    const { u, portrait } = screenShape(w * dpr, h * dpr, dpr);
    const type = reviewType(u, dpr, portrait);
    const sizes = Object.entries(type).map(([name, size]) => ({ name, css: size / dpr }));
    expect(sizes.map((s) => s.name)).toEqual([
      'title',
      'header',
      'progress',
      'progressSmall',
      'score',
      'line',
      'key',
      'list',
      'chartTitle',
      'chartName',
      'axis',
      'button',
    ]);
    for (const { name, css } of sizes)
      expect(css, `${name} at ${dpr}`).toBeGreaterThanOrEqual(name === 'axis' ? 12 : 13);
    if (portrait) expect(type.progressSmall / dpr).toBeGreaterThanOrEqual(14);
    // The line beside the title never smaller than its wrapped size.
    expect(type.progress).toBeGreaterThanOrEqual(type.progressSmall);
    // The layout sets the progress line at these sizes.
    const at = reviewLayout({
      width: w * dpr,
      height: h * dpr,
      u,
      dpr,
      portrait,
      touch: 46 * dpr,
      minText: 13 * dpr,
      title: { width: 110 * u, height: 36 * u },
      keyHeight: 48 * u,
      chartHeading: () => 30 * u,
      chartLabel: { width: 22 * u, height: 15 * u },
    });
    // Upright the progress shares the score's row, at its wrapped size (only while the moves are checked).
    expect(at.progress.size).toBe(portrait ? type.progressSmall : type.progress);
    expect(at.progress.small).toBe(type.progressSmall);
  }
});
