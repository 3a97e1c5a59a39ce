// The Rules tab's pictures: each the end of its option's demo, with what the option did marked.
import { expect, test } from 'vitest';
import { squareName, STEM } from '../../../src/engine/index.ts';
import { isRuleKey, rulePicture, type RuleKey } from '../../../src/screens/menu/rule-pictures.ts';
import { chipBlock } from '../../../src/screens/menu/setup-place.ts';

const named = (key: RuleKey, squares: readonly number[]) =>
  squares.map((s) => squareName(rulePicture(key).layout, s)).sort();

test('each picture marks what its option does on its small board', () => {
  const capture = rulePicture('capture');
  // Blue's corner cell surrounded, now green's.
  expect(named('capture', capture.marked)).toEqual(['a1']);
  expect(capture.position.owner[capture.marked[0]!]).toBe(1);
  const jumps = rulePicture('jumps');
  expect(jumps.hop && [jumps.hop.from, jumps.hop.to].map((s) => squareName(jumps.layout, s))).toEqual([
    'a1',
    'c3',
  ]);
  expect(named('jumps', jumps.marked)).toEqual(['b2']);
  expect(jumps.position.owner[jumps.hop!.from]).toBe(0);
  const stem = rulePicture('stem');
  expect(named('stem', stem.stems)).toEqual(['b1']);
  expect(stem.position.owner[stem.stems[0]!]).toBe(STEM);
  // Equal moves: one square stays empty.
  expect(rulePicture('equal').marked).toHaveLength(1);
  expect(rulePicture('connections').links).toBe(true);
  for (const key of ['equal', 'connections', 'capture', 'stem', 'jumps'] as const) {
    expect(isRuleKey(key)).toBe(true);
    expect(rulePicture(key).squares).toHaveLength(9);
  }
  expect(isRuleKey('hex')).toBe(false);
});

test('a chip\'s picture stands between its "?" and its words where the words keep their room, else none', () => {
  const measure = (words: string, width: number) => 18 * Math.ceil((words.length * 7) / width);
  const row = 46;
  // A tablet's wide column: the picture beside, the words after it.
  const wide = chipBlock(
    990,
    1,
    row,
    'Twice a game, hop your cell over theirs to take it.',
    [],
    measure,
    0,
    row,
  );
  expect(wide.picture).not.toBeNull();
  expect(wide.picture!.x).toBeGreaterThan(wide.help.x + wide.help.w);
  expect(wide.words.x).toBeGreaterThanOrEqual(wide.picture!.x + wide.picture!.side);
  // A phone on its side's half column: the words keep their place beside the chip, no picture.
  const half = chipBlock(
    410,
    1,
    row,
    'Twice a game, hop your cell over theirs to take it.',
    [],
    measure,
    0,
    row,
  );
  const plain = chipBlock(410, 1, row, 'Twice a game, hop your cell over theirs to take it.', [], measure, 0);
  expect(half).toEqual({ ...plain, picture: null });
  // An upright phone: the words under the chip, the picture in the chip's row after the "?".
  const upright = chipBlock(
    366,
    1,
    row,
    'Twice a game, hop your cell over theirs to take it.',
    [],
    measure,
    205,
    row,
  );
  expect(upright.words.y).toBeGreaterThanOrEqual(row);
  expect(upright.picture!.x).toBeGreaterThan(upright.help.x + upright.help.w);
  expect(upright.picture!.x + upright.picture!.side).toBeLessThanOrEqual(366);
});
