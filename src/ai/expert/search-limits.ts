// What a search is asked (its limits) and what it answers, and the constants its values and its
// iterations are measured by.

/** Every value is a multiple of this (the evaluation is rounded to it), so windows are exact. */
export const QUANTUM = 1 / 16;
export const INFINITE = 1e9;
/**
 * Iterative deepening goes this deep with the evaluation before jumping straight to the end of
 * the game, when it means to reach the end (no budget, or few moves left). The iterations between
 * only fill the table with evaluated values the exact search cannot use: from 16 empty squares
 * the jump after depth 4 searches 1.7 M nodes where going through every depth takes 9.8 M (7
 * square:6 endgames).
 */
export const DEPTH_BEFORE_EXACT = 4;
/**
 * Nodes this close to the horizon (or the end) order by gains and openness only: ordering by
 * static value saves too few nodes there to pay for itself. 8 rather than 4: exact endgames from
 * 16 empty squares take 64 ms median rather than 77 (the bench's 7, warm, one reused search) and
 * solving grid:2x9 2.4 s rather than 3.3; 12 is slower in endgames. Against `hard` (500 games)
 * both play alike: 424 / 12 / 64 with 8, 425 / 14 / 61 with 4.
 */
export const CHEAP_ORDER_DEPTH = 8;

export interface SearchLimits {
  /** Positions to play into before stopping; the search keeps the last finished depth's move. */
  nodes: number;
  /** Safety net only: stop after this many milliseconds. */
  maxMs?: number;
  /** Stop after this depth (default: to the end of the game). */
  maxDepth?: number;
  /**
   * The budget should reach the end of the game: after a few depths with the evaluation, jump
   * straight to an exact search (always so with no node budget).
   */
  exact?: boolean;
}

export interface SearchResult {
  /** The move chosen, −1 when the game is over. */
  square: number;
  /** The rest of the game's value for the mover (exact when `exact`). */
  value: number;
  /** The deepest depth finished. */
  depth: number;
  nodes: number;
  /** The value is the game-theoretic value: the last depth reached the end of the game. */
  exact: boolean;
}
