// The exact search's shortcuts beyond plain alpha-beta. None may change an answer, so each can be
// turned off (tests/ai/exact-cutoffs.test.ts solves small boards with each off and compares them
// with plain minimax); the game and the solver use them all.

export interface ExactSwitches {
  /** Store bounds in the transposition table, read them back and try the table's move first. */
  table: boolean;
  /**
   * Enhanced transposition cutoffs from this many moves left: a position with no table move
   * looks every child up before searching any (where the table has a move, that move nearly
   * always cuts first). Infinity: never.
   */
  cutoffsFrom: number;
  /** A child whose window the table already settles is not played. */
  decidedChildren: boolean;
  /** Killers and the static value or gains order the moves; false: the table's move, then reading order. */
  ordering: boolean;
}

export const ALL_SHORTCUTS: Readonly<ExactSwitches> = {
  table: true,
  cutoffsFrom: 7,
  decidedChildren: true,
  ordering: true,
};
