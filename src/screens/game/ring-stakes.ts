// What rides on each broken ring under capture (RULES.md section 11), without Phaser: a ring marks
// a group's last free square (game/capture-risk.ts), and a cell of the other colour there takes the
// whole group. So that the last moves' swing is read before it lands, each ring's square carries
// its stake from the person's side ("−40": what they lose if the other player fills it; "+52":
// what they gain by filling it), said in words beside it ("they take 40", "you take 52"), and the groups at risk are outlined faintly while their ring
// shows (ui/capture-risk-marks.ts draws both; off the squares still to play).

import { PATTERN_SCORE, type Position } from '../../engine/index.ts';
import { groupsAtRisk } from '../../game/capture-risk.ts';
import { stakeTagWords } from '../../words/capture-risk-words.ts';

export interface RingStake {
  /** The ring's square: the last free square of the groups below. */
  square: number;
  /** Whose groups they are (the person's own first where both players have one here). */
  player: 1 | 2;
  /** The cells of that player's groups whose last free square this is: outlined while the ring shows. */
  cells: number[];
  /** The other player's cells whose last free square it is too (filling it takes them), else empty. */
  others: number[];
  /** The points those groups are worth to their owner: what they lose if taken. */
  points: number;
  /** From the person's side: what they lose (their own groups) or gain by filling it (the other's). */
  stake: number;
  /** The stake from the person's side ("−40", "+52"), or null with nobody or two people playing. */
  label: string | null;
  /** The stake in words beside the ring ("they take 40", "you take 52"), or null where label is. */
  words: string | null;
}

/** The points `cells` (one player's whole groups) are worth to their owner. */
export function groupPoints(position: Position, cells: readonly number[]): number {
  if (!position.byConnections) return cells.reduce((n, s) => n + PATTERN_SCORE[position.pattern[s]!]!, 0);
  // By connections a group's points are its pairs of neighbouring cells, every pair inside it.
  const { neighbour, directions: D } = position.layout;
  const inside = new Set(cells);
  let ends = 0;
  for (const s of cells) for (let d = 0; d < D; d++) if (inside.has(neighbour[s * D + d]!)) ends++;
  return ends / 2;
}

/**
 * The stakes of the rings on `position` now, one per ring's square in the order of their groups;
 * `viewer` is the person's seat (null: two people or none). The person's own groups at risk say
 * what they would lose; the other player's say what filling the square gains the person, captures
 * included (the engine's true change, RULES.md section 11).
 */
export function ringStakes(position: Position, viewer: 0 | 1 | null): RingStake[] {
  const bySquare = new Map<number, { own: number[][]; theirs: number[][]; player: 1 | 2 }>();
  for (const g of groupsAtRisk(position)) {
    const at = bySquare.get(g.liberty) ?? { own: [], theirs: [], player: g.player };
    (viewer !== null && g.player === viewer + 1 ? at.own : at.theirs).push(g.squares);
    bySquare.set(g.liberty, at);
  }
  return [...bySquare].map(([square, at]) => {
    const mine = at.own.length > 0;
    const cells = (mine ? at.own : at.theirs).flat().sort((a, b) => a - b);
    const others = mine ? at.theirs.flat().sort((a, b) => a - b) : [];
    const player = mine ? ((viewer! + 1) as 1 | 2) : at.player;
    const points = groupPoints(position, cells);
    const gain =
      viewer === null || at.own.length > 0 ? points : position.deltaScore((viewer + 1) as 1 | 2, square);
    const label = viewer === null ? null : mine ? `\u2212${points}` : `+${gain}`;
    const words = viewer === null ? null : stakeTagWords(mine, gain);
    return { square, player, cells, others, points, stake: gain, label, words };
  });
}
