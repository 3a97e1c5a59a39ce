// The shipped puzzle set (puzzles.json, made by `npm run puzzles`), read into puzzles the game and
// the console use: the position, its one best move, the value it gives, and what every other move
// gives instead, all proved by the exact solver.

import { replayRecord, resolveMove, type Position } from '../../engine/index.ts';
import data from './puzzles.json' with { type: 'json' };

/** One puzzle as the data file keeps it. */
export interface PuzzleEntry {
  /** The game record up to the puzzle's position. */
  record: string;
  /** The one best move, by square name. */
  answer: string;
  /** The final margin with best play after the answer, from the side to move (0: it saves the draw). */
  value: number;
  /** Every legal move and the final margin it leads to with best play: `a1:-2 b3:0 …`. */
  moves: string;
}

/** A puzzle ready to play: its number in the set (from 1), position and move values by square. */
export interface Puzzle {
  number: number;
  record: string;
  answer: string;
  value: number;
  position: Position;
  answerSquare: number;
  /** Square → the final margin with best play after that move, from the side to move. */
  values: Map<number, number>;
}

export const PUZZLE_ENTRIES: readonly PuzzleEntry[] = (data as { puzzles: PuzzleEntry[] }).puzzles;

/** How many puzzles the set holds. */
export function puzzleCount(): number {
  return PUZZLE_ENTRIES.length;
}

/** Reads one entry into a puzzle; a broken entry throws, naming it (the tests read every one). */
export function readPuzzle(entry: PuzzleEntry, number: number): Puzzle {
  const position = replayRecord(entry.record);
  const values = new Map<number, number>();
  for (const pair of entry.moves.split(' ')) {
    const [name, value] = pair.split(':');
    const move = resolveMove(position, name ?? '');
    if ('error' in move) throw new Error(`puzzle ${number}: ${name} is not a move (${move.error})`);
    values.set(move.square, Number(value));
  }
  const answer = resolveMove(position, entry.answer);
  if ('error' in answer)
    throw new Error(`puzzle ${number}: the answer ${entry.answer} is not a move (${answer.error})`);
  return {
    number,
    record: entry.record,
    answer: entry.answer,
    value: entry.value,
    position,
    answerSquare: answer.square,
    values,
  };
}

/** Puzzle `number` (1 to puzzleCount()), or null when the set has no such puzzle. */
export function puzzleNumber(number: number): Puzzle | null {
  if (!Number.isInteger(number) || number < 1 || number > PUZZLE_ENTRIES.length) return null;
  return readPuzzle(PUZZLE_ENTRIES[number - 1]!, number);
}
