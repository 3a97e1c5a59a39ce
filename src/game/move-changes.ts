// What a move changed beyond its own cell, for the views to animate: the other player's cells it
// converted (a jump's jumped cell, a capture's groups), nearest the arriving cell first, and the
// stem cells it completed (RULES.md sections 11 to 13).

import { STEM, type Layout, type Position } from '../engine/index.ts';

/** The squares whose cell changed hands since `owners`, nearest `from` first (by drawn centres). */
export function convertedSquares(p: Position, owners: ArrayLike<number>, from: number): number[] {
  const { centreX, centreY } = p.layout;
  const distance = (s: number) => Math.hypot(centreX[s]! - centreX[from]!, centreY[s]! - centreY[from]!);
  const turned: number[] = [];
  for (let s = 0; s < p.layout.size; s++) {
    const was = owners[s]!;
    if ((was === 1 || was === 2) && p.owner[s] !== was && p.owner[s] !== 0) turned.push(s);
  }
  return turned.sort((a, b) => distance(a) - distance(b) || a - b);
}

/** The stem squares whose every neighbouring playable square is filled (a neighbouring stem counts as filled). */
export function completeStems(p: Position): number[] {
  const { neighbour, directions: D } = p.layout;
  const done: number[] = [];
  for (const s of p.stems) {
    let complete = true;
    for (let d = 0; d < D && complete; d++) {
      const t = neighbour[s * D + d]!;
      if (t >= 0 && p.owner[t] === 0) complete = false;
    }
    if (complete) done.push(s);
  }
  return done;
}

/** Whether square s holds a stem cell. */
export function isStemSquare(p: Position, s: number): boolean {
  return p.owner[s] === STEM;
}

/**
 * How complete stem square s is coloured with the cells `owner` (RULES.md section 12): whose each
 * piece is, one digit a neighbouring square in direction order (0 towards another stem cell), then
 * the centre's (0 on a tie). The board redraws a stem cell when this changes.
 */
export function stemColouring(layout: Layout, s: number, owner: ArrayLike<number>): string {
  const { neighbour, directions: D } = layout;
  const pieces: number[] = [];
  for (let d = 0; d < D; d++) {
    const t = neighbour[s * D + d]!;
    if (t >= 0) pieces.push(owner[t] === 1 || owner[t] === 2 ? owner[t] : 0);
  }
  const one = pieces.filter((o) => o === 1).length;
  const two = pieces.filter((o) => o === 2).length;
  return `${pieces.join('')}:${one > two ? 1 : two > one ? 2 : 0}`;
}
