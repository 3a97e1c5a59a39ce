// The results' line for a game not counted in the record: who stood in for the named opponent,
// or the retry it was played on from; none for a counted game.
import { expect, test } from 'vitest';
import { notCountedLine } from '../../src/game/match-result.ts';

test('the results say who played when the fallback stood in, in place of a record line', () => {
  expect(
    notCountedLine({
      players: ['human', 'expert:1000'],
      standIn: { player: 2, agent: 'hard', moves: 2, of: 4 },
    }),
  ).toBe(
    "Hard played 2 of Expert's 4 moves, as Expert could not answer in time; this game is not counted in your record.",
  );
});

test('a retry played on says so; a counted game has no such line', () => {
  expect(notCountedLine({ players: ['human', 'hard'], retryOf: 7 })).toBe(
    'Played on from a retry of move 7: not counted in your record',
  );
  expect(notCountedLine({ players: ['human', 'hard'] })).toBeNull();
});
