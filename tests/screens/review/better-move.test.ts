// The review's better move and why: the reason said from what the move does when played (its
// gains), the mover addressed as the review's line names them, and the review's line carrying it
// on a line of its own under a costly move.
import { describe, expect, test } from 'vitest';
import { replayRecord, resolveMove } from '../../../src/engine/index.ts';
import { squareGains } from '../../../src/ai/coach/gains.ts';
import { hintIdea } from '../../../src/ai/coach/hint-idea.ts';
import { moveReason } from '../../../src/words/move-reason-words.ts';
import { betterMoveLine, reasonAddressee } from '../../../src/screens/review/better-move.ts';

const YOU = { your: 'your', their: "Easy's" };

/** The reason for `move` in the position after `record`, as the review says it to the person. */
function reasonOf(record: string, move: string): string {
  const position = replayRecord(record);
  const found = resolveMove(position, move);
  if ('error' in found) throw new Error(found.error);
  const gains = squareGains(position, found.square);
  return moveReason(gains, () => hintIdea(position, found.square, gains), YOU);
}

describe('why the better move', () => {
  // Square 4×4, player 1 to move with cells on a1 and a2, player 2's on d4 and d3.
  const RECORD = 'square:4 a1 d4 a2 d3';

  test('the cells it makes divide, with what the move gains', () => {
    expect(reasonOf(RECORD, 'b2')).toBe('two of your cells beside it divide (+8)');
    expect(reasonOf(RECORD, 'b1')).toBe('two of your cells beside it divide (+8)');
    expect(reasonOf(RECORD, 'b3')).toBe('your cell beside it divides (+4)');
  });

  test('a square worth more to the other side than to the mover: what it blocks', () => {
    expect(reasonOf(RECORD, 'c4')).toBe("it blocks Easy's +8 there");
    expect(reasonOf('square:4 b2 c3 b3', 'c2')).toBe("it blocks Easy's +8 and scores +3");
  });

  test('nothing much at once: the move’s idea for the game to come', () => {
    expect(reasonOf(RECORD, 'c1')).toBe('sets up b2 for +11 next');
    expect(reasonOf(RECORD, 'd1')).toMatch(/^\d empty squares around it to grow into$/);
  });

  test('scored by connections: the cells it touches', () => {
    expect(reasonOf('square:4/connections a1 d4 a2', 'c4')).toBe('it touches one of your cells (+1)');
  });

  test('the line names the first best move; a name that is no legal move says nothing', () => {
    const position = replayRecord(RECORD);
    expect(betterMoveLine(position, ['b2', 'b1'], YOU)).toBe(
      'b2 was better: two of your cells beside it divide (+8).',
    );
    // After a move too hard to judge from far out, the other square is offered, not asserted.
    expect(betterMoveLine(position, ['b2', 'b1'], YOU, true)).toBe(
      'b2 may have been better: two of your cells beside it divide (+8).',
    );
    expect(betterMoveLine(position, ['a1'], YOU)).toBeNull();
    expect(betterMoveLine(position, [], YOU)).toBeNull();
  });

  test('whom it speaks to: the person, the computer by name, two people by name', () => {
    expect(reasonAddressee(1, ['You', 'Easy'], [true, false])).toEqual({ your: 'your', their: "Easy's" });
    expect(reasonAddressee(2, ['You', 'Easy'], [true, false])).toEqual({ your: "Easy's", their: 'your' });
    expect(reasonAddressee(2, ['Ana', 'Ben'], [true, true])).toEqual({ your: "Ben's", their: "Ana's" });
  });
});
