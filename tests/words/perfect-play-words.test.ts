// The best-moves overlay's words: the banner says what the numbers mean in points, without
// "margin"; the closed toggle's name and what a press on it says give the moves-left reason.
import { expect, test } from 'vitest';
import {
  overlayLabel,
  overlayRefusal,
  overlaySquareNote,
  overlayWords,
} from '../../src/words/perfect-play-words.ts';
import { closedReasonWords, COUNTED_UP_TO } from '../../src/words/best-moves-closed-words.ts';
import { overlayClosedBadge } from '../../src/words/board-controls-words.ts';

test('banner - what the numbers mean, then the best squares and their value', () => {
  const words = overlayWords({
    available: true,
    best: [2, 7],
    values: [
      { square: 0, move: 'a1', margin: -2 },
      { square: 2, move: 'c1', margin: 4 },
      { square: 7, move: 'd2', margin: 4 },
    ],
  });
  expect(words).toBe(
    'Best moves: each square shows how the game ends if both play their best. Ringed best: c1, d2 (you win by 4).',
  );
  expect(words).not.toMatch(/margin/);
});

test('banner - a best square that only draws reads 0, one that loses reads −', () => {
  expect(
    overlayWords({ available: true, best: [1], values: [{ square: 1, move: 'b1', margin: 0 }] }),
  ).toMatch(/Ringed best: b1 \(a draw\)\.$/);
  expect(
    overlayWords({ available: true, best: [1], values: [{ square: 1, move: 'b1', margin: -3 }] }),
  ).toMatch(/Ringed best: b1 \(you lose by 3\)\.$/);
});

test('closed toggle - its name and what a press says', () => {
  expect(overlayLabel(null)).toBe('Best moves');
  expect(overlayLabel({ from: 15 }, 22)).toBe('Best moves, for the last 15 moves, opens in 7 moves');
  expect(overlayLabel({ from: 15 }, 16)).toBe('Best moves, for the last 15 moves, opens in 1 move');
  expect(overlayLabel({ from: 15, ended: true })).toBe('Best moves is for games in play');
  expect(overlayRefusal(closedReasonWords(15, 22, false))).toBe(
    'Best moves opens in 7 moves: before then there are too many ways to check.',
  );
  expect(closedReasonWords(15, 16, true)).toBe(
    'opens again in 1 move: before then there are too many ways to check',
  );
  // The moves to go on a badge beside the button's own name, counting down ("Best later" told a
  // new player nothing, "Best in 7" what "Best" was).
  expect(overlayClosedBadge(7, 15)).toBe('in 7');
  expect(overlayClosedBadge(1, 15)).toBe('in 1');
  expect(overlayRefusal(null)).toBe('Best moves shows your own moves: wait for your turn.');
});

test("overlayWords - a hexagonal board's legend names no squares", () => {
  expect(
    overlayWords(
      {
        available: true,
        best: [1],
        values: [
          { square: 1, move: 'b1', margin: 2 },
          { square: 2, move: 'c1', margin: 0 },
        ],
      },
      false,
      'hexagon',
    ),
  ).toMatch(
    /^Best moves: each hexagon shows how the game ends if both play their best\. Ringed best: b1 \(you win by 2\)\.$/,
  );
});

test("a square's number as a screen reader says it, under the button's own name", () => {
  expect(overlaySquareNote(4)).toBe('best moves: you win by 4');
  expect(overlaySquareNote(-2)).toBe('best moves: you lose by 2');
  expect(overlaySquareNote(0)).toBe('best moves: a draw');
  expect(overlaySquareNote(3, true)).toBe('best moves: about 3 ahead');
});

test('perfect-play-words - one best square is "Best move"; why not a square that scores more now fits a phone line', async () => {
  const { bestMovesBanner, bestGreedierLine, BEST_LINE_MOST } =
    await import('../../src/words/perfect-play-words.ts');
  const why = { move: 'a2', gain: 2, idea: { kind: 'room', free: 3 } } as const;
  expect(bestMovesBanner(['a2'], 0, 29, 'exact', why).split('\n')).toEqual([
    'Best move: a2',
    'a2: +2 now, 3 empty squares around it to grow into',
    'win by 29: if neither of you slips',
  ]);
  expect(bestMovesBanner(['a2', 'b4'], 0, 29, 'exact', why).split('\n')[0]).toBe('Best moves: a2 or b4');
  const greedy = { move: 'c5', gain: 10, worse: 6, reply: { move: 'b5', gain: 14 } };
  const lines = bestMovesBanner(['a2'], 0, 29, 'exact', why, greedy).split('\n');
  expect(lines[2]).toBe('c5 (+10 now) costs 6: they take b5 +14');
  expect(lines[3]).toBe('win by 29: if neither of you slips');
  expect(bestGreedierLine({ ...greedy, reply: null }, true)).toBe('c5 (+10 now) costs about 6 by the end');
  // Too long for a phone's line with the reply: the reply gives way.
  const long = bestGreedierLine({ ...greedy, move: 'jump d4', worse: 16 }, true);
  expect(long.length).toBeLessThanOrEqual(BEST_LINE_MOST);
  expect(long).toBe('jump d4 (+10 now) costs about 16 by the end');
});

test("closed toggle - an opening far off (a big board's first moves) is said near the end to the screen readers and on a press, the press with why", () => {
  // square:12, first move: 143 left, opening at 15 left. On the badge, at the end too; counted from 29 to go.
  expect(overlayClosedBadge(128, 15)).toBe('at end');
  expect(overlayClosedBadge(29, 15)).toBe('in 29');
  expect(overlayLabel({ from: 15 }, 143)).toBe('Best moves, opens near the end');
  expect(overlayRefusal(closedReasonWords(15, 143, false))).toBe(
    'Best moves opens near the end, when few squares are left: before then there are too many ways to check.',
  );
  // Small counts stay counted; so does one past them where the opening is not near the game's end
  // (square:6's first move: 21 to go, opening with 15 of 36 left).
  expect(overlayLabel({ from: 15 }, 36)).toBe('Best moves, for the last 15 moves, opens in 21 moves');
  expect(COUNTED_UP_TO).toBeGreaterThan(0);
});
