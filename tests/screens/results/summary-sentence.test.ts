// The results' summary of how the person played is one short sentence in every case, with numbers
// a new player cannot misread: each is moves, points, the margin lost by, a move's number or a
// square's name; no count of moves the review "judged" (that detail is the review's).
import { describe, expect, test } from 'vitest';
import { GameReview } from '../../../src/game/review.ts';
import { analyseRecord } from '../../../src/ai/coach/analyse.ts';
import { howYouPlayed } from '../../../src/screens/results/how-you-played.ts';
import { howYouPlayedWords, type PlayedCount } from '../../../src/words/how-you-played-words.ts';
import type { PlayerId } from '../../../src/game/players.ts';

/** The sentence's numbers that are not labelled: what is left once every labelled one is taken out. */
function bareNumbers(line: string): string[] {
  const labelled = line
    .replace(/\b\d+ (small )?(moves?|points?|slips)\b/g, '')
    .replace(/\bthe \d+ you lost by\b/g, '')
    .replace(/\bMoves? \d+( to \d+)?/g, '')
    .replace(/\b[a-z]{1,2}\d+\b/g, '');
  return labelled.match(/\d+/g) ?? [];
}

function expectOneSentence(line: string): void {
  expect(line.split('\n')).toHaveLength(1);
  expect(line).not.toMatch(/judged/i);
  expect(bareNumbers(line)).toEqual([]);
  // One sentence: a full stop at the end only (the perfect game's line has none).
  expect(line.replace(/\.$/, '')).not.toMatch(/\.\s/);
  // Two lines of a phone at most (the results keep two lines' room for it).
  expect(line.length).toBeLessThanOrEqual(90);
}

/** A real game, reviewed move by move by the coach, and the line the results show for one seat. */
function realLine(record: string, players: readonly [PlayerId, PlayerId]): string | null {
  const review = new GameReview(record);
  for (const r of analyseRecord(record)) review.add(r);
  const [one, two] = review.scores[review.scores.length - 1]!;
  const winner = one > two ? 1 : two > one ? 2 : 0;
  return howYouPlayed({ players, rules: record.split(' ')[0]!, winner, scores: [one, two] }, review);
}

describe('the results’ summary sentence', () => {
  // Real games, each reviewed by the coach; the cases the reviewer met: a big mistake, a perfect game,
  // a loss from the seat, slips after a win (offered, not billed).
  test.each([
    ['grid:2x4 c2 b1 a1 a2 d1 b2 d2 c1', ['human', 'hard'], /^1 move cost you 7 points\.$/],
    ['grid:2x4 c2 b1 a1 a2 d1 b2 d2 c1', ['medium', 'human'], /^Every move was the best: a perfect game$/],
    ['grid:3x3 b2 a1 c3 a3 c1 b1 b3 a2 c2', ['human', 'hard'], /^No move cost you much\.$/],
    [
      'grid:3x3 b2 a1 c3 a3 c1 b1 b3 a2 c2',
      ['medium', 'human'],
      /^Medium was ahead from the start: no move of yours cost much\.$/,
    ],
    [
      'grid:3x3 a1 a2 a3 b1 b2 b3 c1 c2 c3',
      ['human', 'hard'],
      /^\d moves could have been better: see the review\.$/,
    ],
    [
      'square:4 a1 b2 c3 d4 a4 d1 b1 c2 a2 b3 c4 d3 a3 b4 c1 d2',
      ['human', 'hard'],
      /^2 moves cost you \d+ points\.$/,
    ],
  ] as const)('%s as %s', (record, players, sentence) => {
    const line = realLine(record, players)!;
    expect(line).toMatch(sentence);
    expectOneSentence(line);
  });

  // Every branch of the words, over counts that reach each: lost, won, drawn, with and without
  // costly moves, behind from the start or not, a lead lost (by one move, by several, by none),
  // a slow slide; never "judged", never a bare number, always one sentence.
  test('every branch says one sentence with labelled numbers', () => {
    const seen = new Set<string>();
    const base: PlayedCount = {
      moves: 18,
      judged: 12,
      best: 4,
      slips: 5,
      given: 19,
      exact: false,
      costInPoints: true,
      heldPerfect: false,
    };
    const losses = [
      {},
      { lostBy: 23, behind: 2, opponent: 'Hard' },
      { lostBy: 23, behind: 0, opponent: 'Hard' },
    ];
    const leads = [
      {},
      { leadLost: { lead: 12, move: null, turned: null } },
      {
        leadLost: {
          lead: 12,
          move: { number: 13, name: 'k1', cost: 6, exact: true },
          turned: 'win' as const,
        },
      },
      { leadLost: { lead: 12, move: { number: 13, name: 'k1', cost: 6, exact: false }, turned: null } },
    ];
    for (const slips of [0, 1, 5])
      for (const judged of [12, 18])
        for (const costInPoints of [true, false])
          for (const loss of losses)
            for (const lead of leads)
              for (const slide of [undefined, { from: 29, to: 70, before: 20, after: -10 }]) {
                const count = {
                  ...base,
                  slips,
                  judged,
                  costInPoints,
                  given: slips * 4,
                  ...loss,
                  ...lead,
                  slide,
                };
                const line = howYouPlayedWords(count);
                expectOneSentence(line);
                seen.add(line.replace(/\d+/g, 'N'));
              }
    // The branches all spoke: big mistakes, slips, a loss from the seat, a lead lost, a slide, a win's offer.
    expect(seen.size).toBeGreaterThanOrEqual(10);
  });

  test('the reviewer’s triangle loss reads as one plain sentence with its points labelled', () => {
    // 18 moves, 12 judged, 4 best, 5 costly for about 19 points, lost by 23, best play had Hard 2 ahead.
    const count: PlayedCount = {
      moves: 18,
      judged: 12,
      best: 4,
      slips: 5,
      given: 19.2,
      exact: false,
      costInPoints: true,
      heldPerfect: false,
      lostBy: 23,
      behind: 2,
      opponent: 'Hard',
    };
    expect(howYouPlayedWords(count)).toBe(
      'Hard was ahead from the start, and 5 moves cost you about 19 points.',
    );
    expect(howYouPlayedWords({ ...count, behind: 0 })).toBe(
      '5 moves cost you about 19 points of the 23 you lost by.',
    );
  });
});
