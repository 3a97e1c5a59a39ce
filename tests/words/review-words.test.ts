// The review's words: a mark with the right article, what a move gave away in a player's words
// ("about" and "probably" for the expert's estimate, plain words where it was worked out, never
// "proved", "est." or "exact"), and the key that explains the rings and the marks.
import { keyButtonWords, keyMomentWords } from '../../src/words/key-moment-words.ts';
import { expect, test } from 'vitest';
import type { MoveReview } from '../../src/ai/coach/analyse.ts';
import { markOf, MARK_THRESHOLDS } from '../../src/ai/coach/marks.ts';
import { describeMatch } from '../../src/game/match-description.ts';
import { reviewLines, reviewPlaceWords } from '../../src/ui/a11y-review.ts';
import {
  turnLineWords,
  costliestWords,
  costSentence,
  costText,
  givenAway,
  MARK_KEY,
  markPhrase,
  markSign,
  reviewKeyWords,
} from '../../src/words/review-words.ts';

test('review words - every mark reads with its own article', () => {
  expect(markPhrase(markOf(MARK_THRESHOLDS.inaccuracy))).toBe('a slip');
  expect(markPhrase(markOf(MARK_THRESHOLDS.mistake))).toBe('a mistake');
  expect(markPhrase(markOf(MARK_THRESHOLDS.blunder))).toBe('a big mistake');
  expect(markPhrase(markOf(0))).toBe('a best move');
  for (const cost of [0, 1, 2, 3, 4, 5, 6, 9]) expect(markPhrase(markOf(cost))).not.toMatch(/\ba [aeiou]/);
});

test.each([
  [0, true, 'best'],
  [0, false, 'probably best'],
  [4, true, '4 points given away'],
  [1, true, '1 point given away'],
  [8.2, false, 'about 8 points given away'],
  [4, false, 'about 4 points given away'],
  [1.2, false, 'about 1 point given away'],
  [1.6, false, 'almost 2 points given away'],
  [5.6, false, 'almost 6 points given away'],
  [0.3, false, 'less than a point given away'],
])('the list - cost %d (worked out: %s) reads %s', (cost, exact, words) => {
  expect(costText({ cost, exact })).toBe(words);
});

test('the line - a mark and what it gave away, in a sentence', () => {
  expect(costSentence({ cost: 0, exact: true })).toBe('a best move');
  expect(costSentence({ cost: 0, exact: false })).toBe('probably the best move');
  expect(costSentence({ cost: 4.4, exact: false })).toBe('a mistake: about 4 points given away');
  expect(costSentence({ cost: 6, exact: true })).toBe('a big mistake: 6 points given away');
  // The same mark for any player; a costly move of a game won or lost by far is judged by the
  // forecast first (it did not change who wins), its points after, and is never called big.
  expect(costSentence({ cost: 7, exact: true }, true)).toBe(
    'a mistake that did not change who wins (7 points given away)',
  );
  expect(costText({ cost: 60, exact: true }, true)).toBe('60 points given away, same winner');
  expect(costSentence({ cost: 7, exact: true }, true)).not.toMatch(/blunder|forecast/);
  expect(costSentence({ cost: 0, exact: true }, true)).toBe('a best move');
});

test('no engine jargon in any cost', () => {
  for (const cost of [0, 0.3, 1, 2.6, 4, 7]) {
    for (const exact of [true, false]) {
      for (const words of [
        costText({ cost, exact }),
        costSentence({ cost, exact }),
        givenAway({ cost, exact }),
      ]) {
        expect(words).not.toMatch(/\best\b|est\.|exact|estimate\b|proved|looks best|−/);
      }
    }
  }
});

test('the key - names the rings, and each mark with the cost it starts at', () => {
  expect(MARK_KEY.map((k) => k.words)).toEqual(['2+ slip', '4+ mistake', '6+ big mistake']);
  const [rings, marks] = reviewKeyWords();
  // Said without colours: the board for screen readers names the move played and the best moves.
  expect(rings).toMatch(
    /the square of the move shown says "the move played", the best move for that turn says "a best move"/,
  );
  expect(rings).not.toMatch(/white|gold|ring/);
  expect(marks).toMatch(/2 or more is a slip, 4 or more a mistake, 6 or more a big mistake/);
  expect(marks).toMatch(
    /"About" and "probably" are the computer's estimate; the rest is worked out to the end/,
  );
});

test('review words - two people are named as they entered their names, one person is "you"', () => {
  const { names } = describeMatch(['human', 'human'], { names: ['Ana', 'Bartholomew'], first: 1 });
  expect(names).toEqual(['Bartholomew', 'Ana']);
  expect(costliestWords({ index: 4, move: 'c1', mover: 2 }, names, true)).toBe("Ana's costliest: move 5, c1");
  expect(costliestWords({ index: 2, move: 'b2', mover: 1 }, names, true)).toBe(
    "Bartholomew's costliest: move 3, b2",
  );
  expect(costliestWords({ index: 2, move: 'b2', mover: 1 }, ['You', 'Easy'], false)).toBe(
    'your costliest: move 3, b2',
  );
  const game = {
    names,
    moves: ['a1', 'c2'],
    scores: [
      [0, 0],
      [1, 0],
      [1, 1],
    ] as [number, number][],
    reviewed: [undefined, undefined],
  };
  expect(reviewLines(game)).toEqual([
    'Move 1, Bartholomew, a1, +1, being reviewed',
    'Move 2, Ana, c2, +1, being reviewed',
  ]);
  expect(reviewPlaceWords(game, 2)).toBe('Move 2 of 2: Ana, c2, being reviewed. Bartholomew 1, Ana 1.');
});

test('the slider names the one best move the board rings, not every best move', () => {
  const costly = { index: 0, move: 'a1', mover: 1, best: ['c3', 'd4'], cost: 4, exact: true } as MoveReview;
  const game = {
    names: ['You', 'Easy'] as [string, string],
    moves: ['a1'],
    scores: [
      [0, 0],
      [1, 0],
    ] as [number, number][],
    reviewed: [costly],
  };
  expect(reviewPlaceWords(game, 1)).toBe(
    'Move 1 of 1: you, a1, a mistake: 4 points given away. Best for that turn: c3. You 1, Easy 0.',
  );
});

test('the key moment and the line of a turn speak as the progress line and the chart do', () => {
  const worst = { index: 12, move: 'a1', mover: 1 as const };
  expect(keyButtonWords(12, 'a1')).toBe('Key moment: move 13, a1');
  expect(keyMomentWords(12, 'a1', 'Ana')).toBe("key moment: Ana's move 13, a1");
  expect(costliestWords(worst, ['You', 'Expert'], false)).toBe('your costliest: move 13, a1');
  expect(turnLineWords(null, 2, -3)).toBe('turned it: from winning by 2 to losing by 3');
  expect(turnLineWords(null, 6, -2, 'Easy')).toBe(
    'turned it: from winning by 6 to losing by 2, but Easy gave it back later',
  );
  expect(turnLineWords('Ana', 0, 4)).toBe('turned it for Ana: from level to winning by 4');
});

test("markSign - a weak move's sign in the phone's strip: none for a good one", () => {
  expect(markSign('best')).toBe('');
  expect(markSign('good')).toBe('');
  expect(markSign(null)).toBe('');
  // Joined to the move by a no-break space: a wrapped chip never leaves the sign alone on a line.
  // The points given away as a plain minus (the key's "Points given away"), never chess's "?" or "??".
  expect(markSign('inaccuracy', 2.4)).toBe('\u00a0\u22122');
  expect(markSign('mistake', 6)).toBe('\u00a0\u22126');
  expect(markSign('blunder', 12)).toBe('\u00a0\u221212');
  expect(markSign('best', 3)).toBe('');
});
