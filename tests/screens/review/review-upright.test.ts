// The review upright (screens/review/review-phone.ts, and the model's rows as the phone's strip):
// one header line with the move shown, the score without it, the progress only while the moves
// are checked, and a strip of three moves with the shown one in it, each the move alone.
import { expect, test } from 'vitest';
import { stripChipFit, uprightTop, STRIP_CELLS } from '../../../src/screens/review/review-phone.ts';
import { markSign } from '../../../src/words/review-words.ts';
import { finishedGame, reviewed } from './reviewed-game.ts';

test('upright: "Review · move 5 of 6", the score alone, no progress once done; the strip keeps the shown move in view', async () => {
  const people = { names: ['Ana', 'Bo'] as [string, string], first: 0 as const };
  const page = await finishedGame(
    'custom:2x3:fc',
    ['human', 'human'],
    ['a1', 'c2', 'b1', 'a2', 'c1', 'b2'],
    people,
  );
  const model = await reviewed(page);
  model.step(-1);
  const shot = model.snapshot();
  const top = uprightTop(shot);
  expect(top.header).toBe('Review · move 5 of 6');
  expect(top.score).toBe(shot.scoreLine.split('   ·   ')[0]);
  expect(top.score).not.toMatch(/move/);
  expect(shot.end?.done).toBe(true);
  // Once done no progress, nor the gold rings' key (said with the move's line under the board): the score has its row alone.
  expect(shot.legend).toBe('Gold ring: the best move');
  expect(top.progress).toBe('');
  // Still checking, the progress shows.
  expect(uprightTop({ ...shot, end: null, progress: 'Checking move 3 of 6…' }).progress).toBe(
    'Checking move 3 of 6…',
  );
  // The strip: three moves, the shown one (move 5) among them, each the move alone, no cost.
  const strip = model.rows(STRIP_CELLS);
  expect(strip.map((r) => r.index + 1)).toEqual([4, 5, 6]);
  expect(strip.filter((r) => r.current).map((r) => r.index + 1)).toEqual([5]);
  expect(strip[1]!.short).toBe('5. Ana c1');
  // Each in its mover's colour: moves 4 and 6 the second player's, move 5 Ana's.
  expect(strip.map((r) => r.mover)).toEqual([1, 0, 1]);
  for (const r of strip) expect(r.words).toContain(r.short);
  for (const r of strip) expect(r.short).not.toMatch(/point|best|▶/);
  // At the first move the window starts at it; at the empty board it still shows the first three.
  model.go(1);
  expect(model.rows(STRIP_CELLS).map((r) => [r.index + 1, r.current])).toEqual([
    [1, true],
    [2, false],
    [3, false],
  ]);
  model.go(0);
  expect(uprightTop(model.snapshot()).header).toBe('Review · move 0 of 6');
});

test("stripChipFit - a strip chip's words on one line: smaller to the least size before they wrap", () => {
  // Ten units a letter at size 10, scaled with the size.
  const widthAt = (words: string, size: number) => words.length * size;
  const chip = `14. Medium d5${markSign('mistake', 6)}`;
  // Wide enough: as it is.
  expect(stripChipFit(chip, 200, 10, 8, widthAt)).toEqual({ size: 10, wrap: false });
  // A little narrow: smaller, still one line.
  const shrunk = stripChipFit(chip, 140, 10, 8, widthAt);
  expect(shrunk.wrap).toBe(false);
  expect(shrunk.size).toBeLessThan(10);
  expect(widthAt(chip, shrunk.size)).toBeLessThanOrEqual(140);
  // Too narrow even at the least: wrapped at the least, the sign joined to its move.
  expect(stripChipFit(chip, 100, 10, 8, widthAt)).toEqual({ size: 8, wrap: true });
  expect(chip.split(' ').at(-1)).toBe('d5\u00a0\u22126');
});
