// What a stem cell gives each player (RULES.md section 12), without Phaser: once complete, a point
// for each piece towards a player's cell and the centre's point to whoever has more pieces; while it
// waits, the pieces its held neighbours have earned so far (the centre is not decided yet). The
// board's label on the cell ("2:1") and the words a tap or a held finger gets read it.

import { type Layout } from '../engine/index.ts';

export interface StemShares {
  /** Each player's points from the cell now: pieces towards their cells, the centre's point included once complete. */
  points: [number, number];
  /** Who has the centre's point (1 or 2), or 0: a tie, or the cell still waits. */
  centre: 0 | 1 | 2;
  /** Whether no neighbouring playable square is empty (a neighbouring stem square counts as filled). */
  complete: boolean;
}

/** What stem square s gives each player with the cells `owner`. */
export function stemShares(layout: Layout, s: number, owner: ArrayLike<number>): StemShares {
  const { neighbour, directions: D } = layout;
  const pieces = [0, 0];
  let complete = true;
  for (let d = 0; d < D; d++) {
    const t = neighbour[s * D + d]!;
    if (t < 0) continue;
    const o = owner[t];
    if (o === 1 || o === 2) pieces[o - 1]!++;
    else if (o === 0) complete = false;
  }
  const [one, two] = pieces as [number, number];
  const centre = !complete || one === two ? 0 : one > two ? 1 : 2;
  return {
    points: [one + (centre === 1 ? 1 : 0), two + (centre === 2 ? 1 : 0)],
    centre,
    complete,
  };
}

/** Whether the cell shows a share on the board: complete, or a player holds a neighbour. */
export function sharesShown(shares: StemShares): boolean {
  return shares.complete || shares.points[0] + shares.points[1] > 0;
}
