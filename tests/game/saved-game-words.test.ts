// The Resume card's words come from the saved game: its opponent, its two people, its move count.
import { describe, expect, test } from 'vitest';
import { savedGameWords } from '../../src/game/saved-game-words.ts';
import { moveCount } from '../../src/game/move-count.ts';
import type { SavedMatch } from '../../src/game/saved-match.ts';

const saved = (players: [string, string], moves: number): SavedMatch => ({
  setup: { rules: 'square:6', players },
  moves: Array.from({ length: moves }, (_, i) => i),
  moveNames: [],
});
const people = { names: ['Ada', 'Bo'] as [string, string], first: 0 as const };

describe('saved game words', () => {
  test.each([
    [['human', 'hard'], 4, 'You vs Hard', '●●●○○', '4 moves'],
    [['expert', 'human'], 1, 'You vs Expert', '●●●●○', '1 move'],
    [['human', 'adaptive:0.9'], 6, 'You vs Adaptive', '●●●●●↕ · level 9', '6 moves'],
    [['human', 'adaptive:0.1'], 6, 'You vs Adaptive', '●○○○○↕ · level 2', '6 moves'],
    [['human', 'human'], 3, 'Ada vs Bo', null, '3 moves'],
    [['easy', 'expert'], 2, 'Watch Easy vs Expert', null, '2 moves'],
    [['human', 'hard'], 0, 'You vs Hard', '●●●○○', 'no moves yet'],
  ] as const)('%j after %i moves - %s', (players, n, line, mark, moves) => {
    const dots = mark === null ? 0 : [...mark].filter((c) => c === '●').length;
    // The mark's words say its dots for screen readers.
    const markWords = mark === null ? null : expect.stringMatching(new RegExp(`^Strength ${dots} of 5`));
    expect(savedGameWords(saved([...players], n), people)).toEqual({ line, mark, markWords, moves });
  });
});

test('one way to count moves in words', () => {
  expect([0, 1, 2, 12].map(moveCount)).toEqual(['0 moves', '1 move', '2 moves', '12 moves']);
});
