// What the solver knows about a board the menu offers: whether the `perfect` opponent is perfect
// there, and the empty board's value with best play, both read from the opening book.

import { parseRules, Position, type Rules } from '../engine/index.ts';
import { bookIsComplete, lookUp } from '../ai/book/book.ts';
import { PERFECT_REACH } from '../ai/expert/perfect.ts';

const rulesOfId = (rules: Rules | string): Rules => (typeof rules === 'string' ? parseRules(rules) : rules);

/**
 * Whether `perfect` plays every move of a game on these rules as a best move: the book holds the
 * whole tree of best replies, or the board (at most 20 squares) is searched exactly from the first move.
 */
export function perfectAvailable(rules: Rules | string): boolean {
  const r = rulesOfId(rules);
  return bookIsComplete(r.id) || new Position(r).totalMoves <= PERFECT_REACH;
}

export interface SolvedValue {
  /** The final score difference with best play, from player 1's side. */
  value: number;
  /** The best first moves, as square numbers. */
  best: number[];
}

/** The empty board's value and best first moves from the book, or null where the book has none. */
export function solvedValue(rules: Rules | string): SolvedValue | null {
  const entry = lookUp(new Position(rulesOfId(rules)));
  return entry ? { value: entry.value, best: entry.best } : null;
}

/** A solved value in a player's words: "player 1 wins by 10", "a draw". */
export function solvedWords(value: number): string {
  if (value === 0) return 'a draw';
  return `player ${value > 0 ? 1 : 2} wins by ${Math.abs(value)}`;
}

/** The opponent that plays a chosen one on these rules: Perfect is the expert where it is not perfect. */
export function playableOpponent<T extends string>(choice: T, rules: Rules | string): T | 'expert' {
  return choice === 'perfect' && !perfectAvailable(rules) ? 'expert' : choice;
}
