// One vocabulary in the review and its results, as lichess keeps one ("No big mistake" over
// moves marked "mistake", a move called "inaccuracy" that the key never names, "10 small slips"
// beside "Slip 1 of 5"): every mark a move is called, on its line, its row and in a summary's
// count, is one of the key's names, and a summary never says "no big mistake" or "small slips".
import { expect, test } from 'vitest';
import { markOf, shownMarkOf } from '../../src/ai/coach/marks.ts';
import { costSentence, MARK_KEY, markName } from '../../src/words/review-words.ts';
import { costlyCountWords, lossVerdictShortWords, lossVerdictWords } from '../../src/words/slips-words.ts';
import {
  nextCostlyWords,
  rankedLineWords,
  rankedTurnLineWords,
  rankLeadWords,
} from '../../src/words/key-moment-words.ts';

const KEY_NAMES = MARK_KEY.map((k) => k.words.replace(/^\d+\+ /, ''));

test('every mark a costly move is called is a name in the key, on its line as in its row', () => {
  expect(KEY_NAMES).toEqual(['slip', 'mistake', 'big mistake']);
  for (const cost of [2, 3, 4, 5, 6, 9, 40]) {
    const mark = markOf(cost);
    if (mark === 'best' || mark === 'good') throw new Error(`${cost} is costly`);
    expect(KEY_NAMES).toContain(markName(mark));
    // The line names the mark the list shows, also where the move did not change who wins (never "big" there).
    for (const hardly of [false, true]) {
      const shown = shownMarkOf(cost, hardly);
      if (shown === 'best' || shown === 'good') throw new Error(`${cost} is costly`);
      expect(costSentence({ cost, exact: true }, hardly)).toMatch(new RegExp(`^an? ${markName(shown)}[: ]`));
      if (hardly) expect(costSentence({ cost, exact: true }, hardly)).not.toMatch(/big/);
    }
  }
});

test("a summary counts the costly moves by the key's names, never 'no big mistake' or 'small slips'", () => {
  expect(costlyCountWords({ bigMistakes: 1, mistakes: 2, slips: 3 })).toBe(
    '1 big mistake, 2 mistakes and 3 slips',
  );
  expect(costlyCountWords({ bigMistakes: 0, mistakes: 2, slips: 1 })).toBe('2 mistakes and 1 slip');
  expect(costlyCountWords({ bigMistakes: 0, mistakes: 0, slips: 6 })).toBe('6 slips');
  const v = {
    marks: { bigMistakes: 0, mistakes: 2, slips: 2 },
    given: 16,
    exact: false,
    opponent: 'Adaptive',
  };
  const said = [
    lossVerdictWords({ ...v, lostBy: 17, cause: null }),
    lossVerdictWords({ ...v, lostBy: 40, cause: null }),
    lossVerdictWords({ ...v, lostBy: 40, cause: 'late' }),
    lossVerdictWords({ ...v, lostBy: 20, cause: 'room' }),
    lossVerdictShortWords({ ...v, lostBy: 17, cause: null }),
  ];
  expect(said[0]).toBe('No one move lost it: 2 mistakes and 2 slips cost about 16 points.');
  for (const words of said) {
    expect(words).not.toMatch(/no big mistake|small slips/i);
    expect(words).toContain('2 mistakes and 2 slips');
  }
});

test('the steps down the costly moves under the key moment count them, never as "slips"', () => {
  expect(nextCostlyWords(24, 'c3')).toBe('Next costliest: move 25, c3');
  expect(rankLeadWords(1, 4)).toBe('Key moment.');
  expect(rankLeadWords(2, 4)).toBe('Next costliest, 2 of 4:');
  expect(rankLeadWords(3, 5)).not.toMatch(/^Slip/);
});

test('a ranked move says its rank in the words of the button that opens it, and its move once', () => {
  expect(nextCostlyWords(6, 'e3')).toBe('Next costliest: move 7, e3');
  expect(rankedLineWords(2, 7, 7, null, 'e3, a mistake: 4 points given away.')).toBe(
    'Next costliest, 2 of 7: move 7, e3, a mistake: 4 points given away.',
  );
  expect(rankedLineWords(2, 7, 7, 'Ana', 'e3, a slip: 2 points given away.')).toBe(
    "Next costliest, 2 of 7: Ana's move 7, e3, a slip: 2 points given away.",
  );
  expect(rankedTurnLineWords(2, 2, 7, 'Here it turned: c2.')).toBe(
    'Next costliest, 2 of 2, move 7. Here it turned: c2.',
  );
});
