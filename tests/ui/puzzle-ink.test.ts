// The puzzle screen's words stand straight on the lab, no panel behind them: each colour it draws
// words in (a wrong try's reason, the checking cue and a solve under the board; the title, the goal
// and the board's rules, its small lines) keeps 4.5:1 (WCAG AA) where the lab is brightest: the
// lamp's pool under a major grid line, under each drifting cell's core and its gloss.
import { expect, test } from 'vitest';
import { contrastRatio, over, WORDS_CONTRAST } from '../../src/ui/contrast.ts';
import { LAB_CELLS } from '../../src/ui/lab-cells.ts';
import { PUZZLE_INK, VERDICT_INK } from '../../src/ui/puzzle-ink.ts';
import { LAB } from '../../src/ui/tokens.ts';

const round = (rgb: readonly number[]) =>
  (Math.round(rgb[0]!) << 16) | (Math.round(rgb[1]!) << 8) | Math.round(rgb[2]!);

/** The lab's brightest grounds: the pool, its grid line, then each cell at its strongest with its gloss. */
function labGrounds(): number[] {
  const cell = Math.max(...LAB_CELLS.map((c) => c.alpha));
  const lined = round(over(0xffffff, LAB.gridMajorAlpha, LAB.pool));
  return [
    LAB.pool,
    lined,
    ...LAB.cells.map((tint) => round(over(0xffffff, LAB.cellGloss * cell, round(over(tint, cell, lined))))),
  ];
}

const INKS = [
  ...Object.entries(PUZZLE_INK).map(([name, colour]) => ({ name, colour })),
  ...Object.entries(VERDICT_INK).map(([tone, colour]) => ({ name: `verdict ${tone}`, colour })),
];

test.each(INKS)("the puzzle's $name words ($colour) keep 4.5:1 on the lab at its brightest", ({ colour }) => {
  const least = Math.min(...labGrounds().map((g) => contrastRatio(colour, g)));
  expect(least).toBeGreaterThanOrEqual(WORDS_CONTRAST);
});

test("a wrong try's reason is in the text's full colour, the small lines in the dim one, both measured", () => {
  // The reason to try again is read next: full brightness, 7:1 and more where the lab is brightest.
  const least = (c: string) => Math.min(...labGrounds().map((g) => contrastRatio(c, g)));
  expect(least(VERDICT_INK.text)).toBeGreaterThanOrEqual(7);
  // The title and rules lines: the dim colour, which stays over 4.5:1 even on a mint cell's gloss.
  expect(least(PUZZLE_INK.rules)).toBeGreaterThanOrEqual(WORDS_CONTRAST);
  expect(least(PUZZLE_INK.title)).toBeGreaterThanOrEqual(WORDS_CONTRAST);
});
