// The results' first words (src/words/results-words.ts): a win cheers, a close loss is kind and
// says by how much, a draw is even, and the margin is said in words.
import { expect, test } from 'vitest';
import { LOOKING_ROOM, LOOKING_WORDS } from '../../src/words/how-you-played-words.ts';
import { headlineWords, marginWords } from '../../src/words/results-words.ts';

test('the headline fits the ending', () => {
  expect(headlineWords({ mood: 'win', winnerName: null, margin: 8 })).toBe('You won!');
  expect(headlineWords({ mood: 'win', winnerName: 'Ana', margin: 8 })).toBe('Ana won!');
  expect(headlineWords({ mood: 'loss', winnerName: null, margin: 2 })).toBe('So close: 2 short');
  expect(headlineWords({ mood: 'loss', winnerName: null, margin: 10 })).toBe('Not this time');
  expect(headlineWords({ mood: 'draw', winnerName: null, margin: 0 })).toBe('A draw');
  expect(headlineWords({ mood: 'neutral', winnerName: 'Hard', margin: 3 })).toBe('Hard won');
});

test('the margin in words', () => {
  const m = (mood: 'win' | 'loss' | 'draw' | 'neutral', margin: number, winnerName: string | null = null) =>
    marginWords({ mood, margin, opponent: 'Easy', winnerName, score: 40 });
  expect(m('win', 8)).toBe('By 8 points against Easy');
  expect(m('win', 1)).toBe('By 1 point against Easy');
  expect(m('loss', 2)).toBe('Easy won by 2 points');
  expect(m('draw', 0)).toBe('Level at 40 each');
  expect(m('win', 5, 'Ana')).toBe('By 5 points');
});

test("the results' line while the review reads the moves: a calm sentence, never a bare …", () => {
  expect(LOOKING_WORDS).toBe('Reading your game…');
  // No line of it is dots alone, nor ends on a colon and dots ("Your moves: …").
  for (const line of [LOOKING_WORDS, ...LOOKING_ROOM.split('\n')]) {
    expect(line.replace(/[…\s.]/g, '').length).toBeGreaterThan(0);
    expect(line).not.toMatch(/:\s*…/);
  }
  // The room it keeps is the line's two lines.
  expect(LOOKING_ROOM.split('\n')).toHaveLength(2);
});
