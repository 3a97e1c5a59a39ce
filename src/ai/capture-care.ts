// Hard under capture (RULES.md section 11). RULES.md section 5's value sees a capture it can make
// or block now, but not a capture its own move offers: a move that leaves one of its groups with a
// single liberty hands the other player that group on the next move. So under capture Hard takes
// off each move's value the most the other player could then gain by a capture.
// The last moves decide a capture game: whoever fills the last square takes every group of the
// other player that touches it (a reviewer filled the last hexagon of hex:4 and took all 36 of
// Hard's cells). Exact play cannot help the player who does not move last there: against best
// replies every move loses the whole board, so it would pick among equal losses and set no traps.
// So from CAPTURE_ENDGAME_MOVES moves left Hard plays the exact best move when that does not lose,
// and otherwise the move whose line does best against a player who takes the largest gain each
// move, captures included (captureGreedy): a person's natural play, which fills the last square
// without planning the liberties before it. In the seat that does not move last it plans so from
// WEAK_SEAT_PLAN_MOVES moves left. The Expert plans so in a lost capture ending.
// docs/opponents.md keeps the bench (`npm run bench -- capture`).

import type { Position } from '../engine/index.ts';
import type { Agent } from './agent.ts';
import { bestAgainstKnown, TooLargeError } from './expert/against-known.ts';
import { ExpertSearch } from './expert/search.ts';
import { bestCapture } from './expert/variant-eval.ts';
import { bestByValue, hardValue, TIE } from './greedy.ts';
import { TUNED_WEIGHTS } from './expert/weights.ts';

/** A table of 2^14 buckets: an ending of 8 moves visits at most some tens of thousands of positions. */
const TABLE_BITS = 14;

/**
 * From this many moves left Hard searches to the end: 8 empty squares take a few milliseconds
 * (the longest about 0.1 s on hex:4); from 10 the longest took 0.6 s.
 */
export const CAPTURE_ENDGAME_MOVES = 8;
/**
 * From this many moves left the player who does not move last plans against captureGreedy's
 * replies (about 1 500 positions from 12 left; from 16, 15 000 take seconds).
 */
export const WEAK_SEAT_PLAN_MOVES = 10;
/** Positions planned at most before settling for another move. */
const KNOWN_REPLY_POSITIONS = 5_000;
/**
 * A player waits on Hard: its exact ending and its plan each stop after this long (a fraction of
 * it on every board measured, docs/opponents.md), and it plays its careful move instead.
 */
export const HARD_CAPTURE_MS = 1_000;

/**
 * The largest immediate gain, captures included, the most central square among equals: what Hard
 * expects of the other player in the last moves, and the bench's capture-greedy player.
 */
export function captureGreedy(): Agent {
  return {
    id: 'capture-greedy',
    name: 'Capture-greedy',
    predictable: true,
    choose: (position) =>
      bestByValue(position, (m) => position.marginGain(position.turn(), m) + 0.01 * position.centrality(m)),
  };
}

/**
 * What the other player could gain by a capture on the next move if the mover placed on m: the
 * largest extra over a plain placement of taking a group of the mover's with one liberty left.
 */
export function captureExposure(position: Position, m: number): number {
  const p = position.turn();
  const o = p === 1 ? 2 : 1;
  position.playUnchecked(m);
  const exposure = bestCapture(position, o, p);
  position.undo();
  return exposure;
}

/** Hard's value under capture: section 5's value less the capture the move would offer. */
export function carefulValue(position: Position, m: number): number {
  return hardValue(position, m, position.turn()) - captureExposure(position, m);
}

/**
 * The first move of the line that does best against captureGreedy's replies, or null where that
 * plan is too large, is still unfinished at `deadline` (Date.now time), or the rules have jumps,
 * which the plan does not make.
 */
export function plannedAgainstGreedy(
  position: Position,
  deadline = Infinity,
  now: () => number = Date.now,
): number | null {
  if (position.jumps) return null;
  try {
    return bestAgainstKnown(position, position.turn(), captureGreedy(), KNOWN_REPLY_POSITIONS, deadline, now)
      .line[0]!;
  } catch (error) {
    if (error instanceof TooLargeError) return null;
    throw error;
  }
}

/** Hard's choice under capture, the search kept between moves (made on the first ending). */
export function carefulChooser(): (position: Position, scratch: Int16Array) => { square: number } {
  let search: ExpertSearch | null = null;
  return (position, scratch) => {
    if (position.movesLeft() <= CAPTURE_ENDGAME_MOVES && !position.jumps) {
      search ??= new ExpertSearch(TUNED_WEIGHTS, TABLE_BITS);
      const started = Date.now();
      const exact = search.search(position, { nodes: Infinity, exact: true, maxMs: HARD_CAPTURE_MS });
      const sign = position.turn() === 1 ? 1 : -1;
      if (exact.exact && sign * position.scoreDifference() + exact.value >= 0)
        return { square: exact.square };
      const planned = plannedAgainstGreedy(position, started + 2 * HARD_CAPTURE_MS);
      if (planned !== null) return { square: planned };
    }
    // An even number of squares left: the mover is not the one who fills the last square.
    const left = position.movesLeft();
    if (left <= WEAK_SEAT_PLAN_MOVES && left % 2 === 0) {
      const planned = plannedAgainstGreedy(position, Date.now() + HARD_CAPTURE_MS);
      if (planned !== null) return { square: planned };
    }
    return { square: bestCareful(position, scratch) };
  };
}

/** The legal move of the highest careful value, the first in reading order among equals. */
function bestCareful(position: Position, scratch: Int16Array): number {
  const count = position.legalMoves(scratch);
  let best = -1;
  let bestValue = -Infinity;
  for (let i = 0; i < count; i++) {
    const m = scratch[i]!;
    const v = carefulValue(position, m);
    if (best < 0 || v > bestValue + TIE) {
      best = m;
      bestValue = v;
    }
  }
  return best;
}
