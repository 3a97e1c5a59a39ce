// The review's shown move's line ("21. You: e5, your costliest move…"), straight on the lab: its
// colour keeps 4.5:1 where the lab is brightest (its lamp's pool, a major grid line and a drifting
// cell over it), as review.ts draws it; the marks' warm colours would not, so the line is not drawn in them.
import { expect, test } from 'vitest';
import { contrastRatio, over, WORDS_CONTRAST } from '../../src/ui/contrast.ts';
import { LAB_CELLS } from '../../src/ui/lab-cells.ts';
import { MARK_COLOURS, SHOWN_LINE_COLOUR } from '../../src/ui/review-list.ts';
import { LAB } from '../../src/ui/tokens.ts';

const round = (c: readonly number[]) =>
  (Math.round(c[0]!) << 16) | (Math.round(c[1]!) << 8) | Math.round(c[2]!);

test("the shown move's line keeps 4.5:1 on the lab's brightest light, where a blunder's red would not", () => {
  const cell = Math.max(...LAB_CELLS.map((c) => c.alpha));
  const lined = round(over(0xffffff, LAB.gridMajorAlpha, LAB.pool));
  for (const tint of LAB.cells) {
    const under = round(over(0xffffff, LAB.cellGloss * cell, round(over(tint, cell, lined))));
    expect(contrastRatio(SHOWN_LINE_COLOUR, under)).toBeGreaterThanOrEqual(WORDS_CONTRAST);
  }
  const worst = round(over(0xffffff, LAB.cellGloss * cell, round(over(LAB.cells[0]!, cell, lined))));
  expect(contrastRatio(MARK_COLOURS.blunder, worst)).toBeLessThan(WORDS_CONTRAST);
});
