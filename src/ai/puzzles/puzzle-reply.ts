// The other side's best reply to a puzzle's move (puzzle-replies.json, found by the exact solver among its best replies: the one scoring most at once),
// and whether that reply alone shows why the move falls short of the answer: the move's points now
// less the reply's points, against the answer's points now less the points of its own reply. Where
// it does not, the difference lies further on, as the last squares fill.

import { resolveMove, squareName, type Position } from '../../engine/index.ts';
import { squareGains } from '../coach/gains.ts';
import type { Puzzle } from './puzzle-set.ts';
import data from './puzzle-replies.json' with { type: 'json' };
import laterData from './puzzle-later.json' with { type: 'json' };

/** For each puzzle (by number from 1), each move and the best reply to it: "e5>d4 a2>b3 …" (scripts/puzzle-replies.ts). */
const PUZZLE_REPLIES: readonly string[] = (data as { replies: string[] }).replies;

/**
 * For each puzzle, each wrong move whose best reply alone does not show its cost and the other side's
 * move further on that hurts, with what it scores then: "a3>f6+8 …" (scripts/puzzle-later.ts).
 */
const PUZZLE_LATER: readonly string[] = (laterData as { later: string[] }).later;

type ReplyPuzzle = Pick<Puzzle, 'number' | 'position' | 'answerSquare'>;

/** The other side's move further on in best play after `move` that scores most for them (never the answer's square), or null. */
export function laterReply(puzzle: ReplyPuzzle, move: number): { name: string; gain: number } | null {
  const name = squareName(puzzle.position.layout, move);
  const pair = (PUZZLE_LATER[puzzle.number - 1] ?? '').split(' ').find((p) => p.startsWith(`${name}>`));
  const m = pair ? /^[^>]+>([^+]+)\+(\d+)$/.exec(pair) : null;
  return m ? { name: m[1]!, gain: Number(m[2]) } : null;
}

/** A move, what it scores now, the best reply to it and what that scores now (none: the move ends the game). */
export interface MoveAndReply {
  move: number;
  name: string;
  gain: number;
  reply: { square: number; name: string; gain: number } | null;
}

/** The position after `move` from the puzzle's position. */
function after(position: Position, move: number): Position {
  const next = position.clone();
  next.play(move);
  return next;
}

/** The best reply to `move` by name, from the data, or null (the move ends the game, or no such move). */
function replyName(puzzle: ReplyPuzzle, move: number): string | null {
  const name = squareName(puzzle.position.layout, move);
  const pair = (PUZZLE_REPLIES[puzzle.number - 1] ?? '').split(' ').find((p) => p.startsWith(`${name}>`));
  return pair ? pair.slice(name.length + 1) : null;
}

/** `move` from the puzzle's position, what it scores now, and the best reply to it with what that scores. */
export function moveAndReply(puzzle: ReplyPuzzle, move: number): MoveAndReply {
  const at = puzzle.position;
  const gain = squareGains(at, move).gain;
  const name = squareName(at.layout, move);
  const replied = replyName(puzzle, move);
  if (replied === null) return { move, name, gain, reply: null };
  const next = after(at, move);
  const reply = resolveMove(next, replied);
  if ('error' in reply) throw new Error(`puzzle ${puzzle.number}: the reply ${replied} is not a move`);
  return {
    move,
    name,
    gain,
    reply: { square: reply.square, name: replied, gain: squareGains(next, reply.square).gain },
  };
}

/** Points now less the reply's points: what the exchange of one move each leaves. */
export function exchange(m: MoveAndReply): number {
  return m.gain - (m.reply?.gain ?? 0);
}

/** Whether the best reply alone shows why `move` falls short of the answer: its exchange leaves less than the answer's. */
export function replyExplains(puzzle: ReplyPuzzle, move: number): boolean {
  return exchange(moveAndReply(puzzle, move)) < exchange(moveAndReply(puzzle, puzzle.answerSquare));
}
