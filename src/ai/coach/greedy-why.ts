// Why the hint's square beats the one that scores more now, in what a beginner can see on the board,
// computed from the position (never guessed): the greedy square hands the other side a bigger move
// next ("e7: +3 now, but gives them +5 at f7"), or the hint keeps more open squares beside the
// mover's cells (room to grow). A plain value, so it crosses from the worker; hint-words.ts says it.

import { moveName, type Position } from '../../engine/index.ts';
import { scoreNow } from './score-now.ts';

export interface GreedyWhy {
  /** The other side's best move right after the greedy square, where it is worth more than after the hint. */
  reply: { move: string; gain: number } | null;
  /** Open squares beside the mover's cells after the hint and after the greedy square, where the hint keeps more. */
  room: { hint: number; greedy: number } | null;
}

/** The other side's reply worth at least this much more after the greedy square is named. */
const REPLY_MORE = 2;

/** Why `hint` (legal) over `greedy` (legal, scoring more now), from the position as it stands. */
export function greedyWhy(position: Position, hint: number, greedy: number): GreedyWhy {
  const afterHint = after(position, hint);
  const afterGreedy = after(position, greedy);
  const reply =
    afterGreedy.reply !== null && afterGreedy.reply.gain >= (afterHint.reply?.gain ?? 0) + REPLY_MORE
      ? afterGreedy.reply
      : null;
  const room = afterHint.room > afterGreedy.room ? { hint: afterHint.room, greedy: afterGreedy.room } : null;
  return { reply, room };
}

/** After the mover plays `square`: the other side's best reply now, and the open squares beside the mover's cells. */
function after(position: Position, square: number): { reply: GreedyWhy['reply']; room: number } {
  const mover = position.turn();
  const copy = position.clone();
  copy.playUnchecked(square);
  let reply: GreedyWhy['reply'] = null;
  if (!copy.isOver() && copy.turn() !== mover)
    for (const m of copy.legalMoveList()) {
      const gain = scoreNow(copy, m);
      if (gain > (reply?.gain ?? 0)) reply = { move: moveName(copy, m), gain };
    }
  return { reply, room: openBeside(copy, mover) };
}

/** The empty squares that touch at least one of q's cells (the review's room to grow, counted alike). */
function openBeside(position: Position, q: 1 | 2): number {
  const { size, neighbour, directions: D } = position.layout;
  let open = 0;
  for (let s = 0; s < size; s++) {
    if (position.owner[s] !== 0) continue;
    for (let d = 0; d < D; d++) {
      const m = neighbour[s * D + d]!;
      if (m >= 0 && position.owner[m] === q) {
        open++;
        break;
      }
    }
  }
  return open;
}
