// A jump's points part by part (RULES.md section 13), so that its words add up to its gain: the cell
// it converts, the mover's other cells that split further, and what leaving its square costs (the
// leaving cell's own points, and the lines the cells beside it no longer split along); and whether
// the square it leaves is the other player's best next. Scored by connections: the pairs the
// arriving cell and the converted one make, less the pairs the leaving cell had.

import { PATTERN_SCORE, squareName, type Position } from '../../engine/index.ts';

export interface JumpParts {
  /** Scored by connections: the mover's cells beside the arriving cell. */
  touches: number;
  /** The converted cell's points as the mover's (by connections, its pairs but the one with the arriving cell). */
  converted: number;
  /** The mover's other cells whose points rose, how many of them were lone, and what they add. */
  divided: number;
  firstSplit: number;
  dividedGain: number;
  /** The square left; the mover's points lost by leaving it; the other player's gain there next where it is their best square and more than a lone cell's, else 0. */
  left: { square: string; cost: number; opens: number };
}

/** The parts of jump `move` for the player to move (played and taken back). */
export function jumpParts(position: Position, move: number): JumpParts {
  const { from, over, to } = position.jumpSquares(move);
  const { neighbour, directions: D, size } = position.layout;
  const p = position.turn();
  const other = p === 1 ? 2 : 1;
  const byConnections = position.byConnections;
  const mine = (s: number) => {
    let n = 0;
    for (let d = 0; d < D; d++) {
      const m = neighbour[s * D + d]!;
      if (m >= 0 && position.owner[m] === p) n++;
    }
    return n;
  };
  const before = new Map<number, number>();
  for (let s = 0; s < size; s++)
    if (position.owner[s] === p && s !== from) before.set(s, position.pattern[s]!);
  let cost = byConnections ? mine(from) : PATTERN_SCORE[position.pattern[from]!]!;
  position.playUnchecked(move);
  let [divided, firstSplit, dividedGain] = [0, 0, 0];
  if (!byConnections) {
    for (const [s, old] of before) {
      if (position.owner[s] !== p) continue;
      const change = PATTERN_SCORE[position.pattern[s]!]! - PATTERN_SCORE[old]!;
      if (change < 0) cost -= change;
      if (change <= 0) continue;
      divided++;
      if (old === 0) firstSplit++;
      dividedGain += change;
    }
  }
  const touches = mine(to);
  const converted = byConnections ? mine(over) - 1 : PATTERN_SCORE[position.pattern[over]!]!;
  const there = position.deltaScore(other, from);
  let best = 0;
  for (const s of position.legalMoveList())
    if (s !== from) best = Math.max(best, position.deltaScore(other, s));
  position.undo();
  const opens = there > (byConnections ? 0 : 1) && there >= best ? there : 0;
  return {
    touches,
    converted,
    divided,
    firstSplit,
    dividedGain,
    left: { square: squareName(position.layout, from), cost, opens },
  };
}
