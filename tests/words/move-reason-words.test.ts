// Why the better move, for the options' moves (capture, jumps, stem cells): said to the person or,
// for the computer's move, with the person as "your" on the other side, in either grammar.
import { expect, test } from 'vitest';
import type { SquareGains } from '../../src/ai/coach/gains.ts';
import { blockWords, laterWords, moveReason, sameNowWords } from '../../src/words/move-reason-words.ts';

const plain: SquareGains = {
  square: 0,
  move: 'b2',
  gain: 5,
  lines: 1,
  cellValue: 2,
  neighboursDivided: 0,
  neighboursGain: 0,
  neighboursFirstSplit: 0,
  connections: 0,
  denies: 0,
  byConnections: false,
  captured: 0,
  stemsCompleted: 0,
  stemPoints: 0,
  jumpedOver: null,
  converted: 0,
  left: null,
  saves: 0,
  replyCapture: null,
};
const noIdea = () => {
  throw new Error('the move says what it does at once: no idea asked for');
};

test('move reason - captures, jumps and stem cells said for either side', () => {
  const you = { your: 'your', their: "Easy's" };
  const easy = { your: "Easy's", their: 'your' };
  expect(moveReason({ ...plain, captured: 3 }, noIdea, you)).toBe("it captures three of Easy's cells (+5)");
  expect(moveReason({ ...plain, captured: 1 }, noIdea, easy)).toBe('it captures one of your cells (+5)');
  expect(moveReason({ ...plain, jumpedOver: 'd4' }, noIdea, easy)).toBe(
    'it jumps over d4 and takes that cell (+5)',
  );
  expect(moveReason({ ...plain, stemsCompleted: 1 }, noIdea, you)).toBe('it completes a stem cell (+5)');
  expect(moveReason(plain, noIdea, easy)).toBe("Easy's new cell divides as it lands (+5)");
});

test('a better move scoring the same now: its points said as no reason, then the real one', () => {
  const to = { your: 'your', their: "Easy's" };
  expect(sameNowWords('b2', 3, 'Easy answered b2 for +5')).toBe(
    'b2 was better (also +3 now): Easy answered b2 for +5.',
  );
  expect(sameNowWords('b2', 0, blockWords(6, to), true)).toBe(
    "b2 may have been better (also nothing now): it blocks Easy's +6 there.",
  );
  expect(laterWords({ kind: 'sets-up', square: 'c2', gain: 6 }, to)).toBe('it sets up c2 for +6 next');
  expect(laterWords({ kind: 'room', free: 5 }, to)).toBe('it has five empty squares around it to grow into');
});
