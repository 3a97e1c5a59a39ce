// The results' Details: the record against this opponent ("Against Medium on this board: 12 games:
// 5 won, 1 drawn, 6 lost · best win by 14 · 3 losses in a row · You used hints in this one") is secondary
// text: 13 CSS px at least on every screen, wrapped before it shrinks further. Before, upright on a
// phone (390×844 at 3×) it was drawn at 17·u, about 10 CSS px, on one line. Measured in the game's
// font in Node, fitted by the same plan fitLine draws (ui/fit-plan.ts).
import { createCanvas } from '@napi-rs/canvas';
import { expect, test } from 'vitest';
import { fitPlan } from '../../src/ui/fit-plan.ts';
import { SECONDARY_CSS } from '../../src/ui/secondary-text.ts';
import { FONT } from '../../src/ui/theme.ts';
import { tallyLine } from '../../src/game/stats.ts';
import { screenShape } from '../../src/screens/screen-shape.ts';
import { detailsLineFit, resultsPanelBox } from '../../src/screens/results/buttons-place.ts';

const ctx = createCanvas(8, 8).getContext('2d');
const measure = (words: string, font: number) => {
  ctx.font = `${font}px ${FONT}`;
  return ctx.measureText(words).width;
};

/** Greedy word wrap at `width`: the lines, as Phaser's advanced wrap makes them. */
function wrap(words: string, font: number, width: number): string[] {
  const lines: string[] = [];
  for (const w of words.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && measure(`${last} ${w}`, font) <= width)
      lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  return lines;
}

const LONGEST = `Against Medium on this board: ${tallyLine({
  games: 12,
  wins: 5,
  draws: 1,
  losses: 6,
  bestMargin: 14,
  streak: -3,
})} · You used hints in this one`;

test.each([
  [390, 844],
  [360, 780],
  [844, 390],
  [1024, 768],
  [1280, 720],
])(
  "the record line at %i×%i: 13 CSS px or more, on three lines at most (four on its side), inside the details' column",
  (w, h) => {
    for (const dpr of [1, 2, 3]) {
      const { u, portrait } = screenShape(w * dpr, h * dpr, dpr);
      const panel = resultsPanelBox({ width: w * dpr, height: h * dpr }, u, portrait);
      // results.ts: upright the details span the panel; beside the buttons, its left half.
      const column = (portrait ? panel.width : panel.width / 2) - 40 * u;
      const { font, floor } = detailsLineFit(u, dpr);
      const plan = fitPlan(measure(LONGEST, font), font, column, floor, dpr);
      const where = `${w}x${h}@${dpr}`;
      expect((font * plan.scale) / dpr, where).toBeGreaterThanOrEqual(SECONDARY_CSS - 1e-9);
      const lines = plan.wrapAt === null ? [LONGEST] : wrap(LONGEST, font, plan.wrapAt);
      // On a phone on its side the details' column is half a short panel: the longest record takes four.
      expect(lines.length, where).toBeLessThanOrEqual(h < 500 ? 4 : 3);
      for (const l of lines) expect(measure(l, font) * plan.scale, where).toBeLessThanOrEqual(column + 1);
    }
  },
);

test('fitPlan - whole when it fits, shrunk to the floor, then wrapped at the floor', () => {
  expect(fitPlan(100, 30, 120, 13, 2)).toEqual({ scale: 1, wrapAt: null });
  expect(fitPlan(200, 30, 180, 13, 2)).toEqual({ scale: 0.9, wrapAt: null });
  // 26/30 is the least: 300 wide into 180 wraps at 180 / (26/30).
  const p = fitPlan(300, 30, 180, 13, 2);
  expect(p.scale).toBeCloseTo(26 / 30);
  expect(p.wrapAt).toBeCloseTo(180 / (26 / 30));
  // A font already under the floor is never shrunk: it wraps at its own size.
  expect(fitPlan(300, 20, 180, 13, 2)).toEqual({ scale: 1, wrapAt: 180 });
});
