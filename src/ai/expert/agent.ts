// The expert opponent as an Agent: a search to a node budget, so it is reproducible, with an
// exact endgame once few enough squares remain that a search to the end is cheap, and on small
// boards the solver's answer before that wherever it finishes within the turn (exact-reach.ts).
// The opponent also plays the opening book's move where the book has the position (the boards
// whose best play is known, square:5 among them), as Perfect does.

import type { Position } from '../../engine/index.ts';
import type { Agent, MoveChoice } from '../agent.ts';
import { lookUp } from '../book/book.ts';
import { plannedAgainstGreedy } from '../capture-care.ts';
import { ExactSearch } from './exact.ts';
import { exactChoice, EXACT_REACH_NODES, withinExactReach } from './exact-reach.ts';
import { ExpertSearch } from './search.ts';
import { TUNED_WEIGHTS, type EvalWeights } from './weights.ts';

/** Positions searched per move by `expert` (about 100 ms at 2 M nodes/s: depth 7 to 8 mid-game). */
export const DEFAULT_BUDGET = 200_000;
/**
 * From this many moves left the search aims at the end of the game (an exact endgame), with a
 * budget that covers it. Not 14: exact play from move 1 of flask:6x1 only draws against
 * `random` (best play assumes the best reply, so it sets no traps).
 */
export const ENDGAME_MOVES = 10;
export const ENDGAME_BUDGET = 300_000;
/** Safety net only: a search never runs longer than this. */
export const SAFETY_MS = 10_000;

export interface ExpertOptions {
  budget?: number;
  weights?: EvalWeights;
  endgameMoves?: number;
  id?: string;
  /** A player waits: stop after this many milliseconds (the last finished depth's move), not SAFETY_MS. */
  turnMs?: number;
  /**
   * Play the opening book's move where it has one, and ask the solver on small boards before the
   * exact endgame (exact-reach.ts): the `expert` opponent does; the hint's estimate and the
   * puzzles' players (`expert:N`) keep the search alone, so their answers and the shipped puzzles
   * stay as they were.
   */
  exactReach?: boolean;
  /**
   * Under capture, weigh the last square's capture (capture-ending.ts) before the exact endgame:
   * by default the opponent (`exactReach`) does and `expert:N` does not; false plays as the
   * Expert did before, for the bench's comparison.
   */
  captureEnding?: boolean;
}

/** How much of the points the last square could take the opponent's evaluation counts (capture-ending.ts). */
export const LAST_FILL_WEIGHT = 0.5;

export function createExpert(options: ExpertOptions = {}): Agent {
  const budget = options.budget ?? DEFAULT_BUDGET;
  const endgameMoves = options.endgameMoves ?? ENDGAME_MOVES;
  const careForEnding = options.captureEnding ?? options.exactReach === true;
  const weights =
    options.weights ?? (careForEnding ? { ...TUNED_WEIGHTS, lastFill: LAST_FILL_WEIGHT } : TUNED_WEIGHTS);
  const search = new ExpertSearch(weights);
  let solver: ExactSearch | null = null;
  return {
    id: options.id ?? (budget === DEFAULT_BUDGET ? 'expert' : `expert:${budget}`),
    name: 'Expert',
    choose(position: Position): MoveChoice {
      const entry = options.exactReach ? lookUp(position) : null;
      if (entry) {
        // The book's value is the final difference from player 1's side; a choice's is the rest of the game's for the mover.
        const sign = position.turn() === 1 ? 1 : -1;
        return { square: entry.move, nodes: 0, value: sign * (entry.value - position.scoreDifference()) };
      }
      const endgame = position.movesLeft() <= endgameMoves;
      const nodes = endgame ? Math.max(budget, ENDGAME_BUDGET) : budget;
      const maxMs = Math.min(SAFETY_MS, options.turnMs ?? SAFETY_MS);
      const started = Date.now();
      const result = search.search(position, { nodes, maxMs, exact: endgame });
      const choice = { square: result.square, nodes: result.nodes, depth: result.depth, value: result.value };
      if (position.capture && result.exact && lostByExactPlay(position, result.value)) {
        // Every move loses against best replies; play the one that keeps most against a person's.
        // The plan gets as long again as the search had, so a move never waits past twice maxMs.
        const planned = plannedAgainstGreedy(position, started + 2 * maxMs);
        if (planned !== null) return { ...choice, square: planned };
      }
      if (!options.exactReach || result.exact || !withinExactReach(position, endgameMoves)) return choice;
      solver ??= new ExactSearch(20);
      const guess = Math.round(result.value);
      // Positions alone decide, as the search's budget does, unless a player waits on the turn.
      const deadline = options.turnMs === undefined ? Infinity : started + maxMs;
      const exact = exactChoice(solver, position, result.square, guess, EXACT_REACH_NODES, deadline);
      if (exact === null) return choice;
      return {
        square: exact.square,
        nodes: result.nodes + exact.nodes,
        depth: position.movesLeft(),
        value: exact.rest,
      };
    },
  };
}

/** Whether the mover loses the game with `rest`, the exact value of the rest of it. */
function lostByExactPlay(position: Position, rest: number): boolean {
  const sign = position.turn() === 1 ? 1 : -1;
  return sign * position.scoreDifference() + rest < 0;
}
