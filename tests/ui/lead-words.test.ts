// The word for a player far ahead of a strong opponent early on: only against Hard, Expert and
// Perfect, only in the first half, only for a large lead, and once per match.
import { expect, test } from 'vitest';
import { largeLead, leadWords, leadWordsOnce, type LeadMoment } from '../../src/ui/lead-words.ts';

const moment = (over: Partial<LeadMoment> = {}): LeadMoment => ({
  players: ['human', 'expert'],
  names: ['You', 'Expert'],
  scores: [20, 8],
  ply: 10,
  movesLeft: 26,
  size: 36,
  ...over,
});

test("far ahead of Expert in the first half: one sentence, in a player's words", () => {
  expect(leadWords(moment())).toBe(
    'You lead now, but Expert plays for the final score: the last moves often turn it.',
  );
  expect(
    leadWords(moment({ players: ['perfect', 'human'], names: ['Perfect', 'You'], scores: [8, 20] })),
  ).toBe('You lead now, but Perfect plays for the final score: the last moves often turn it.');
  expect(leadWords(moment({ players: ['human', 'hard'], names: ['You', 'Hard'] }))).toMatch(
    /^You lead now, but Hard plays for the final score/,
  );
});

test.each([
  ['against Easy', { players: ['human', 'easy'], names: ['You', 'Easy'] }],
  ['against Medium', { players: ['human', 'medium'], names: ['You', 'Medium'] }],
  ['against Adaptive', { players: ['human', 'adaptive:0.9'], names: ['You', 'Adaptive'] }],
  ['two people', { players: ['human', 'human'], names: ['Player 1', 'Player 2'] }],
  ['two opponents watched', { players: ['expert', 'hard'], names: ['Expert', 'Hard'] }],
  ['in the second half', { ply: 20, movesLeft: 16 }],
  ['with a small lead', { scores: [14, 8] }],
  ['behind', { scores: [8, 20] }],
] as const)('nothing said %s', (_, over) => {
  expect(leadWords(moment(over as Partial<LeadMoment>))).toBeNull();
});

test('a large lead is 6 points on small boards and grows with the board', () => {
  expect(largeLead(16)).toBe(6);
  expect(largeLead(36)).toBe(8);
  expect(largeLead(144)).toBe(29);
  expect(leadWords(moment({ scores: [13, 8], size: 25 }))).toBeNull();
  expect(leadWords(moment({ scores: [14, 8], size: 25 }))).not.toBeNull();
});

test('said once per match: a second large lead in the same match says nothing, a new match may', () => {
  const match = {};
  expect(leadWordsOnce(match, moment({ scores: [3, 1] }))).toBeNull();
  expect(leadWordsOnce(match, moment())).not.toBeNull();
  expect(leadWordsOnce(match, moment({ scores: [30, 8], ply: 12, movesLeft: 24 }))).toBeNull();
  expect(leadWordsOnce({}, moment())).not.toBeNull();
});
