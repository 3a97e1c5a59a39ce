// An easier puzzle for a newcomer, offered as "Another easy one" once a puzzle is over (the puzzle
// screen's Next); today's daily stays everyone's: shared daily links and the streak depend on the
// date alone. Easier means a plain square board with the classic rules (no gravity, connections,
// capture or stem cells), the smallest boards first, a move that wins rather than one that only
// saves a draw, and the best move furthest ahead of the next best. Those whose answer a beginner
// can reason out within a move or two (ai/puzzles/reason-in-sight.ts) come first: a warm-up is
// learnt, not found by trying square after square. Offered until the player has solved a few puzzles.

import { PUZZLE_ENTRIES, puzzleNumber, type PuzzleEntry } from '../../ai/puzzles/puzzle-set.ts';
import { canReasonOut, reasonInSight } from '../../ai/puzzles/reason-in-sight.ts';
import type { PuzzleHistory } from '../../game/puzzle-history.ts';
import { puzzlesSolved } from '../../game/puzzle-history.ts';

/** Puzzles solved (any, daily or not) after which the easier one is no longer offered. */
export const EASIER_UNTIL_SOLVED = 3;

interface Ranked {
  number: number;
  side: number;
  gap: number;
  moves: number;
}

/** A puzzle's place among the easier ones, or null when it is not one (another shape, rules beyond the classic, or a draw to save). */
function ranked(entry: PuzzleEntry, number: number): Ranked | null {
  const layout = entry.record.split(' ')[0] ?? '';
  const square = /^square:(\d+)$/.exec(layout);
  if (!square || entry.value <= 0) return null;
  const values = entry.moves
    .split(' ')
    .map((pair) => Number(pair.split(':')[1]))
    .sort((a, b) => b - a);
  return {
    number,
    side: Number(square[1]),
    gap: values[0]! - (values[1] ?? values[0]!),
    moves: values.length,
  };
}

/** The easier puzzles' numbers, easiest first (the same for everyone). */
export function easierPuzzles(entries: readonly PuzzleEntry[] = PUZZLE_ENTRIES): number[] {
  return entries
    .map((e, i) => ranked(e, i + 1))
    .filter((r): r is Ranked => r !== null)
    .sort((a, b) => a.side - b.side || b.gap - a.gap || a.moves - b.moves || a.number - b.number)
    .map((r) => r.number);
}

/**
 * How plainly a warm-up's reason shows, plainest first: the answer scores most now (the preview
 * shows the biggest number), then it blocks the other side's biggest square, then it leaves more
 * after their best reply: the first days teach taking, then blocking, then looking ahead, and a
 * quiet block beside a bigger score is no first warm-up.
 */
function plainness(n: number): number {
  const r = reasonInSight(puzzleNumber(n)!);
  return r.scoresMost ? 0 : r.blocksBiggest ? 1 : 2;
}

/** The easier puzzles a beginner can reason out, easiest first: the warm-ups offered before the rest. */
export function warmUpPool(): number[] {
  const pool = easierPuzzles().filter(canReasonOut);
  const rank = new Map(pool.map((n) => [n, plainness(n)]));
  // A stable sort: within each way, the easier order stands.
  return pool.sort((a, b) => rank.get(a)! - rank.get(b)!);
}

/** The easier puzzles in the order they are offered: those a beginner can reason out, then the rest. */
export function offeredOrder(): number[] {
  return [...warmUpPool(), ...easierPuzzles().filter((n) => !canReasonOut(n))];
}

/**
 * The easier puzzle to offer beside today's `daily`, or null: none once the player has solved
 * EASIER_UNTIL_SOLVED puzzles; else the first in offeredOrder not tried yet (solved or its answer shown) that is not today's daily itself.
 */
export function easierPuzzleFor(history: PuzzleHistory, daily: number): number | null {
  if (puzzlesSolved(history) >= EASIER_UNTIL_SOLVED) return null;
  return offeredOrder().find((n) => n !== daily && history[n] === undefined) ?? null;
}
