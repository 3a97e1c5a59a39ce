// A puzzle move's best reply as the puzzle's words say it (puzzle-reply-words.ts): the reply from
// the data (ai/puzzles/puzzle-reply.ts), whether it alone shows why the move falls short, and where
// it does not, their move further on that hurts.

import type { Puzzle } from '../../ai/puzzles/puzzle-set.ts';
import { laterReply, moveAndReply, replyExplains } from '../../ai/puzzles/puzzle-reply.ts';
import type { ReplyWords } from '../../words/puzzle-reply-words.ts';

type ReplyPuzzle = Pick<Puzzle, 'number' | 'position' | 'answerSquare'>;

/** `move`'s best reply in the words' terms, or null where the move ends the game. */
export function replyWords(puzzle: ReplyPuzzle, move: number): ReplyWords | null {
  const m = moveAndReply(puzzle, move);
  if (!m.reply) return null;
  const explains = replyExplains(puzzle, move);
  return {
    move: m.name,
    reply: { name: m.reply.name, gain: m.reply.gain },
    explains,
    onAnswer: m.reply.square === puzzle.answerSquare,
    later: explains ? null : laterReply(puzzle, move),
  };
}
