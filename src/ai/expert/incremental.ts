// The expert's evaluation kept up move by move. With the tuned weights (outlook and divisions,
// no influence) the evaluation is a sum of per-square terms that read only a square and its
// neighbours, so a move changes only the terms of its own square and its neighbours, and that
// change can be read off the position *before* the move in a few table look-ups. The search then
// evaluates a horizon child without playing it, which is where most of its time went (the full
// evaluation is ~2 passes over the board per leaf). The grid's directions and axes come from
// the layout (8 and 4 on a square grid, 6 and 3 on a hexagonal one).
//
// The sums are integers in player 1's frame, so the same position always gives the same value
// whatever path reached it:
//   outlookSum = the outlook's total (each empty square half each player's, see evaluate.ts)
//     divided by `outlookScale`: 1/4 when scoring by divisions, 1/8 by connections;
//   divisions = open, unconnected axes of player 1's cells minus player 2's;
//   room = empty neighbours of player 1's cells minus player 2's.

import type { Position } from '../../engine/index.ts';
import type { EvalWeights } from './weights.ts';

/** A square's code on an axis: its owner (0 empty, 1, 2), or 3 when off the board. */
const OFF = 3;

/**
 * By divisions, BY_DIVISIONS[k][4·x + y]: 4 × the chance that player k (1, 2) connects along an
 * axis whose two neighbours have codes x and y: 4 when one holds k's cell; otherwise each empty
 * neighbour is k's with chance ½, so 3 with two empty, 2 with one, 0 with none. A cell counts 2
 * per connected axis, so a cell of k adds 2 × this, an empty square (half k's) 1 ×.
 */
const BY_DIVISIONS: Int8Array[] = [1, 2].map((k) =>
  Int8Array.from({ length: 16 }, (_, i) => {
    const x = i >> 2;
    const y = i & 3;
    if (x === k || y === k) return 4;
    return x === 0 && y === 0 ? 3 : x === 0 || y === 0 ? 2 : 0;
  }),
);

/**
 * By connections (RULES.md section 9) a pair of neighbouring cells counts 1, so a cell expects
 * half its own neighbours: BY_CONNECTIONS[k][4·x + y] is 2 × player k's expected cells among the
 * two neighbours x and y on an axis (2 for k's cell, 1 for an empty square, 0 otherwise). With
 * the scale 1/8 a cell of k adds 2 × this (k's neighbours / 2) and an empty square 1 × (half k's).
 */
const BY_CONNECTIONS: Int8Array[] = [1, 2].map((k) =>
  Int8Array.from({ length: 16 }, (_, i) => {
    const share = (code: number) => (code === k ? 2 : code === 0 ? 1 : 0);
    return share(i >> 2) + share(i & 3);
  }),
);

/** What one unit of the outlook sum is worth in points under the position's scoring. */
export function outlookScale(position: Position): number {
  return position.byConnections ? 1 / 8 : 1 / 4;
}

/** Whether the weights are those this module can keep up (otherwise use `evaluate`). */
export function isIncremental(w: EvalWeights): boolean {
  return w.influence === 0 && w.tempo === 0 && w.threat === 0 && w.potential === 0 && w.reach === 0;
}

function code(position: Position, s: number): number {
  return s < 0 ? OFF : position.owner[s]!;
}

/** The three sums of a whole position, from scratch (once per search, and in the tests). */
export function fullSums(position: Position): { outlookSum: number; divisions: number; room: number } {
  const { size: n, neighbour: nb, directions: D, axes: A } = position.layout;
  const [conn1, conn2] = position.byConnections ? BY_CONNECTIONS : BY_DIVISIONS;
  const owner = position.owner;
  const pattern = position.pattern;
  let outlookSum = 0;
  let divisions = 0;
  let room = 0;
  for (let s = 0; s < n; s++) {
    const who = owner[s]!;
    // A stem cell (RULES.md section 12) is no player's: off the board for its neighbours, no term of its own.
    if (who > 2) continue;
    let c1 = 0;
    let c2 = 0;
    let open = 0;
    for (let axis = 0; axis < A; axis++) {
      const x = nb[s * D + axis]!;
      const y = nb[s * D + axis + A]!;
      const i = 4 * code(position, x) + code(position, y);
      c1 += conn1![i]!;
      c2 += conn2![i]!;
      if (
        who !== 0 &&
        ((pattern[s]! >> axis) & 1) === 0 &&
        ((x >= 0 && owner[x] === 0) || (y >= 0 && owner[y] === 0))
      )
        open++;
    }
    if (who === 0) outlookSum += c1 - c2;
    else if (who === 1) {
      outlookSum += 2 * c1;
      divisions += open;
      room += position.opennessOf[s]!;
    } else {
      outlookSum -= 2 * c2;
      divisions -= open;
      room -= position.opennessOf[s]!;
    }
  }
  return { outlookSum, divisions, room };
}

/**
 * The change in the sums if the player to move played the empty square m, read from the
 * position before the move. Returns outlookSum's change; the others are left in
 * `lastDivisions` and `lastRoom`.
 */
export class SumDelta {
  lastDivisions = 0;
  lastRoom = 0;

  of(position: Position, m: number): number {
    const { neighbour: nb, directions: D, axes: A } = position.layout;
    const tables = position.byConnections ? BY_CONNECTIONS : BY_DIVISIONS;
    const conn1 = tables[0]!;
    const conn2 = tables[1]!;
    const owner = position.owner;
    const q = (position.ply & 1) === 0 ? 1 : 2;
    const sign = q === 1 ? 1 : -1;
    const base = m * D;
    let outlookSum = 0;
    let divisions = 0;
    // m's own term: from (c1 − c2) as an empty square to 2·c_q as q's cell; its axes' codes do
    // not involve m. Its new cell's open axes: no neighbour of q's on it, an empty one.
    let c = 0;
    let open = 0;
    for (let axis = 0; axis < A; axis++) {
      const x = nb[base + axis]!;
      const y = nb[base + axis + A]!;
      const cx = x < 0 ? OFF : owner[x]!;
      const cy = y < 0 ? OFF : owner[y]!;
      const i = 4 * cx + cy;
      c += conn1[i]! + conn2[i]!;
      if (cx !== q && cy !== q && (cx === 0 || cy === 0)) open++;
    }
    outlookSum += sign * c;
    divisions += sign * open;
    let room = sign * position.opennessOf[m]!;
    // Each neighbour x (direction d from m) sees m on its axis, with f the square beyond x. Both
    // tables are symmetric in their two codes, so m's code can go first whatever the direction.
    for (let d = 0; d < D; d++) {
      const x = nb[base + d]!;
      if (x < 0) continue;
      const f = nb[x * D + d]!;
      const cf = f < 0 ? OFF : owner[f]!;
      const w = owner[x]!;
      const before = cf; // index 4·0 + cf: m empty
      const after = 4 * q + cf;
      if (w === 0) {
        outlookSum += conn1[after]! - conn1[before]! - (conn2[after]! - conn2[before]!);
      } else if (w < 3) {
        const wSign = w === 1 ? 1 : -1;
        const connW = w === 1 ? conn1 : conn2;
        outlookSum += wSign * 2 * (connW[after]! - connW[before]!);
        room -= wSign; // x loses m as an empty neighbour
        // The axis counted as open (m empty) unless already connected through f.
        if (cf !== w) {
          if (w === q) divisions -= wSign;
          else if (cf !== 0) divisions -= wSign;
        }
      }
    }
    this.lastDivisions = divisions;
    this.lastRoom = room;
    return outlookSum;
  }
}

/**
 * The evaluation for the player to move from the sums and the score difference (player 1's
 * side); `scale` is the position's `outlookScale`.
 */
export function evaluateSums(
  w: EvalWeights,
  mover: 1 | 2,
  scale: number,
  outlookSum: number,
  divisions: number,
  room: number,
  scoreDifference: number,
): number {
  const v = w.outlook * (scale * outlookSum - scoreDifference) + w.divisions * divisions + w.room * room;
  return mover === 1 ? v : -v;
}
