// The mode, names and the person of a match, as the board and the results tell them.
import { describe, expect, test } from 'vitest';
import { describeMatch } from '../../src/game/match-description.ts';

describe('describeMatch', () => {
  test.each([
    [['human', 'hard'], { mode: 'solo', names: ['You', 'Hard'], person: 0 }],
    [['adaptive:0.5', 'human'], { mode: 'solo', names: ['Adaptive', 'You'], person: 1 }],
    [['human', 'human'], { mode: 'duo', names: ['Player 1', 'Player 2'], person: null }],
    [['easy', 'expert:2000'], { mode: 'watch', names: ['Easy 1', 'Expert 2'], person: null }],
    [['hard', 'hard'], { mode: 'watch', names: ['Hard 1', 'Hard 2'], person: null }],
  ] as const)('%j - %j', (players, expected) => {
    expect(describeMatch(players)).toMatchObject(expected);
  });
});
