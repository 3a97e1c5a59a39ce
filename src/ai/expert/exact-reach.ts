// The expert's exact answer where the solver reaches within its turn: on a small board some 18
// moves from the end (petri:5 after its third move, square:6 half way) the solver finds the value
// of the rest of the game in a second or less, where the budgeted search still misjudges it by a
// point or two (a person moving first beat the expert by eye on petri:5 scored by connections,
// after its fourth move gave a point away that the solver keeps). The search's own move is played
// when it keeps the exact value, so among equally good moves the expert still chooses as it did
// (the move that asks most of the other player), and the solver's best move only when it does not.

import type { Position } from '../../engine/index.ts';
import { ExactSearch } from './exact.ts';
import { rootMoveClasses } from './root-moves.ts';
import { changesManyCells, moveGain } from './variant-moves.ts';

/**
 * Boards up to this many squares (square:6, hex:4, petri:7) ask the solver from EXACT_REACH_MOVES
 * moves left; larger ones keep the search alone, so their turns take as long as before.
 */
export const EXACT_REACH_SQUARES = 37;
/** From this many moves left the solver is asked (the expert's own exact endgame starts at 10). */
export const EXACT_REACH_MOVES = 18;
/**
 * Positions the solver may visit for one move before the expert settles for its search: 18 moves
 * from the end of petri:5 by connections took 1.2 million (about 0.4 s on a quiet core).
 */
export const EXACT_REACH_NODES = 2_000_000;

/** Whether the solver is asked at all here: a small board, near enough the end, one cell a move. */
export function withinExactReach(position: Position, endgameMoves: number): boolean {
  const left = position.movesLeft();
  return (
    position.layout.size <= EXACT_REACH_SQUARES &&
    left <= EXACT_REACH_MOVES &&
    left > endgameMoves &&
    !changesManyCells(position)
  );
}

export interface ExactChoice {
  square: number;
  /** The rest of the game's exact value for the mover. */
  rest: number;
  nodes: number;
}

/** The solver ran past its positions or its time. */
class OutOfReach extends Error {}

/**
 * A best move by the solver within `nodes` positions and before `deadline` (Date.now() time):
 * `preferred` when it keeps the exact value, else the first that does, by immediate gain then
 * reading order. Null when the solver does not finish in time. Searches a copy of the position.
 */
export function exactChoice(
  solver: ExactSearch,
  position: Position,
  preferred: number,
  guess: number,
  nodes: number,
  deadline: number,
): ExactChoice | null {
  const copy = position.clone();
  const start = solver.visited;
  solver.onPulse = () => {
    if (solver.visited - start > nodes || Date.now() > deadline) throw new OutOfReach();
  };
  try {
    const rest = solver.solve(copy, guess);
    if (solver.isBestMove(copy, preferred, rest))
      return { square: preferred, rest, nodes: solver.visited - start };
    const p = copy.turn();
    const classes = rootMoveClasses(copy)
      .map((squares) => ({ square: squares[0]!, gain: moveGain(copy, p, squares[0]!) }))
      .sort((a, b) => b.gain - a.gain || a.square - b.square);
    for (const { square } of classes) {
      if (square !== preferred && solver.isBestMove(copy, square, rest))
        return { square, rest, nodes: solver.visited - start };
    }
    throw new Error('the solver found no move keeping its own value');
  } catch (e) {
    if (e instanceof OutOfReach) return null;
    throw e;
  } finally {
    solver.onPulse = null;
  }
}
