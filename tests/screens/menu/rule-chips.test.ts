// The rules chips share one width, fitted to the longest label any of them says ("Equal moves:
// Locked" wrapped onto two lines at 844×390): every label a chip shows on the Rules tab is one the
// width is measured from, and the chip's block gives it that width wherever its column has room,
// the words beside it keeping their 180 units or going under it.
import { expect, test } from 'vitest';
import type { MenuView } from '../../../src/screens/menu/menu-view.ts';
import { chipBlock } from '../../../src/screens/menu/setup-place.ts';
import { ruleChipLabels } from '../../../src/screens/menu/setup-sections.ts';
import { menuRig } from './menu-ports.ts';

const RULES: MenuView = { page: 'setup', tab: 'rules', yours: false };

test('every label a rules chip shows, locked ones too, is among the labels the chips are fitted to', () => {
  const labels = new Set(ruleChipLabels());
  expect(labels.has('Equal moves: Locked')).toBe(true);
  for (const over of [{}, { jumps: true }, { equalMoves: true }, { capture: true, stem: true }]) {
    for (const s of menuRig(over).model.setup.snapshot(RULES).sections)
      if (s.kind === 'toggle') expect(labels.has(s.option.label), s.option.label).toBe(true);
  }
});

test('the chip is at least as wide as its longest label where the column has room; the words keep 180 units beside it or go under', () => {
  const u = 1;
  const row = 46;
  const measure = (words: string, width: number) => Math.ceil((words.length * 7) / width) * 18;
  const least = 190;
  for (const w of [300, 420, 480, 600, 900]) {
    const block = chipBlock(w, u, row, 'Off while jumps are on.', [], measure, least);
    expect(block.chip.w, `column ${w}`).toBeGreaterThanOrEqual(Math.min(least, w - row - 12));
    expect(block.help.x + block.help.w).toBeLessThanOrEqual(w + 0.001);
    if (block.words.y < row) expect(block.words.width).toBeGreaterThanOrEqual(180);
    else expect(block.words.x).toBe(0);
  }
  // Without a least width the chip keeps the width it had (150 to 200 units).
  expect(chipBlock(420, u, row, 'x', [], measure).chip.w).toBe(151.2);
});
