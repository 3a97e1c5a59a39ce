// Hard under capture (RULES.md section 11). RULES.md section 5's value sees a capture it can make
// or block now, but not a capture its own move offers: a move that leaves one of its groups with a
// single liberty hands the other player that group on the next move (a reviewer filled the last
// hexagon of hex:4 and took all 36 of Hard's cells). So under capture Hard takes off each move's
// value the most the other player could then gain by a capture, and in the last few moves, where
// the whole board can change hands, it searches to the end and plays the exact best move whenever
// that does not lose; a lost ending keeps the value's move, which still makes the other player find
// the capture (exact play there would only pick among losses, and sets no traps).
// docs/opponents.md keeps the bench (`npm run bench -- capture`).

import type { Position } from '../engine/index.ts';
import { ExpertSearch } from './expert/search.ts';
import { bestCapture } from './expert/variant-eval.ts';
import { hardValue, TIE } from './greedy.ts';
import { TUNED_WEIGHTS } from './expert/weights.ts';

/** A table of 2^14 buckets: an ending of 8 moves visits at most some tens of thousands of positions. */
const TABLE_BITS = 14;

/**
 * From this many moves left Hard searches to the end: 8 empty squares take a few milliseconds
 * (the longest about 0.1 s on hex:4); from 10 the longest took 0.6 s.
 */
export const CAPTURE_ENDGAME_MOVES = 8;

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

/** Hard's choice under capture, the search kept between moves (made on the first ending). */
export function carefulChooser(): (position: Position, scratch: Int16Array) => { square: number } {
  let search: ExpertSearch | null = null;
  return (position, scratch) => {
    if (position.movesLeft() <= CAPTURE_ENDGAME_MOVES && !position.jumps) {
      search ??= new ExpertSearch(TUNED_WEIGHTS, TABLE_BITS);
      const exact = search.search(position, { nodes: Infinity, exact: true });
      const sign = position.turn() === 1 ? 1 : -1;
      if (sign * position.scoreDifference() + exact.value >= 0) return { square: exact.square };
    }
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
    return { square: best };
  };
}
