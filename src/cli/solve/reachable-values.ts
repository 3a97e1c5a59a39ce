// The final differences a game of some rules can reach, from player 1's side: a solve file's
// values are held to them, so a file claiming more than any game of its rules reaches is refused.
// Each player's most cells (placements, and what jumps or capture can convert) are put on the
// squares where a cell can score most, and the other player's cells score the least a cell can.

import { JUMPS_PER_PLAYER, movesInGame, type Rules } from '../../engine/index.ts';

export interface DifferenceRange {
  /** The best player 2 can do: the lowest final difference. */
  least: number;
  /** The best player 1 can do: the highest final difference. */
  most: number;
}

/** The range every final difference of a game of `rules` lies in (RULES.md sections 2, 3, 9, 11 to 13). */
export function reachableDifferences(rules: Rules): DifferenceRange {
  const moves = movesInGame(rules);
  const points = squarePoints(rules);
  const stemPoints = stemCellPoints(rules);
  const least = rules.scoring === 'connections' ? 0 : 1;
  const best = (cells: number) => {
    const top = points.slice(0, cells).reduce((sum, p) => sum + p, 0);
    const own = rules.scoring === 'connections' ? Math.floor(top / 2) : top;
    return own + stemPoints - (moves - cells) * least;
  };
  return { least: -best(mostCells(rules, 2)), most: best(mostCells(rules, 1)) };
}

/** The most cells `player` can hold when the board is full. */
function mostCells(rules: Rules, player: 1 | 2): number {
  const moves = movesInGame(rules);
  if (rules.capture) return moves;
  if (!rules.jumps) return player === 1 ? Math.ceil(moves / 2) : Math.floor(moves / 2);
  // A jump converts one cell and takes a turn without filling a square: with J1 and J2 jumps the
  // game has moves + J1 + J2 turns, and player 1 ends with ceil(turns / 2) − J2 cells, player 2
  // with floor(turns / 2) − J1.
  let most = 0;
  for (let jumps = 0; jumps <= JUMPS_PER_PLAYER; jumps++) {
    const turns = moves + jumps;
    most = Math.max(most, player === 1 ? Math.ceil(turns / 2) : Math.floor(turns / 2));
  }
  return Math.min(most, moves);
}

/**
 * What a cell on each square that is not a stem square can score at most, highest first: by
 * divisions 2 per axis with a square it can connect to (1 with none), by connections its
 * neighbours (each pair is counted by both its cells, so a sum of these is halved).
 */
function squarePoints(rules: Rules): number[] {
  const layout = rules.layout;
  const stems = new Set(rules.stemSquares);
  const axisOf = layout.topology.axisOf;
  const points: number[] = [];
  for (let s = 0; s < layout.size; s++) {
    if (stems.has(s)) continue;
    const axes = new Set<number>();
    let neighbours = 0;
    for (let d = 0; d < layout.directions; d++) {
      const t = layout.neighbour[s * layout.directions + d]!;
      if (t < 0 || stems.has(t)) continue;
      neighbours++;
      axes.add(axisOf[d]!);
    }
    points.push(rules.scoring === 'connections' ? neighbours : axes.size === 0 ? 1 : 2 * axes.size);
  }
  return points.sort((a, b) => b - a);
}

/** All the stem cells' pieces (RULES.md section 12): one towards each neighbouring cell, and a centre piece. */
function stemCellPoints(rules: Rules): number {
  const layout = rules.layout;
  const stems = new Set(rules.stemSquares);
  let total = 0;
  for (const s of rules.stemSquares) {
    let cells = 0;
    for (let d = 0; d < layout.directions; d++) {
      const t = layout.neighbour[s * layout.directions + d]!;
      if (t >= 0 && !stems.has(t)) cells++;
    }
    if (cells > 0) total += cells + 1;
  }
  return total;
}
