// The preview's look one move ahead in words: a warning where the reply outscores the move, a plain
// note where it does not, and nothing where the reply is only a lone cell (scored by divisions).
import { expect, test } from 'vitest';
import { replyAheadSentence, replyWorthSaying } from '../../src/words/preview-reply-words.ts';

test('preview-reply-words - a bigger reply warns, a smaller one is noted, a lone cell is not said', () => {
  expect(replyAheadSentence({ move: 'f2', gain: 8 }, 4)).toBe('But then they can take f2 for +8.');
  expect(replyAheadSentence({ move: 'b1', gain: 3 }, 6)).toBe('Then their best is b1 for +3.');
  expect(replyAheadSentence({ move: 'b1', gain: 6 }, 6)).toBe('Then their best is b1 for +6.');
  expect(replyAheadSentence({ move: 'f2', gain: 8 }, 4, 'Ben')).toBe('But then Ben can take f2 for +8.');
  expect(replyAheadSentence({ move: 'b1', gain: 3 }, 6, 'Ben')).toBe("Then Ben's best is b1 for +3.");
  expect(replyWorthSaying({ move: 'a1', gain: 1 }, false)).toBe(false);
  expect(replyWorthSaying({ move: 'a1', gain: 2 }, false)).toBe(true);
  expect(replyWorthSaying({ move: 'a1', gain: 1 }, true)).toBe(true);
  expect(replyWorthSaying({ move: 'a1', gain: 0 }, true)).toBe(false);
});
