// The how-to-play demo's score line, counted from what its picture shows this moment, without
// Phaser: each colour's pieces drawn (a lone cell 1, a divided one its pieces), or under scoring
// by connections its touching pairs drawn, and a stem cell's shares once it is drawn shared out.
// The line was the engine's score after each move, set when the move's animations ended: those
// ended late and out of turn, and it read "Green 4 Blue 1" under three divided green cells and
// three blue ones. Counted from the drawn cells, it can only say what the picture shows.

import type { Layout, Position } from '../../engine/index.ts';

/** A cell as the picture draws it now: whose it is, and the division it shows (its cuts). */
export interface ShownCell {
  owner: 1 | 2;
  pattern: number;
}

/** The pieces a cell of `pattern` is drawn as: 1 undivided, else two for each cut. */
export function piecesOf(pattern: number): number {
  let cuts = 0;
  for (let p = pattern; p > 0; p >>= 1) cuts += p & 1;
  return cuts === 0 ? 1 : 2 * cuts;
}

/** Green's and Blue's scores as the picture shows them (`extra`: the stem cells' shares drawn). */
export function shownScore(
  layout: Layout,
  byConnections: boolean,
  shown: ReadonlyMap<number, ShownCell>,
  extra: readonly [number, number] = [0, 0],
): [number, number] {
  const score: [number, number] = [extra[0], extra[1]];
  const directions = layout.neighbour.length / layout.size;
  for (const [s, cell] of shown) {
    if (!byConnections) {
      score[cell.owner - 1] += piecesOf(cell.pattern);
      continue;
    }
    // Each touching pair of one colour once: from its lower-numbered square.
    for (let d = 0; d < directions; d++) {
      const n = layout.neighbour[s * directions + d]!;
      if (n > s && shown.get(n)?.owner === cell.owner) score[cell.owner - 1]++;
    }
  }
  return score;
}

/** Every cell of `position` among `squares` as drawn once its move has played out. */
export function settledCells(position: Position, squares: readonly number[]): Map<number, ShownCell> {
  const shown = new Map<number, ShownCell>();
  for (const s of squares) {
    const owner = position.owner[s];
    if (owner === 1 || owner === 2) shown.set(s, { owner, pattern: position.pattern[s]! });
  }
  return shown;
}

/**
 * The stem cells' shares in `position` (what its cells alone do not count): added to the line once
 * the picture shows them shared out.
 */
export function stemShares(position: Position, squares: readonly number[]): [number, number] {
  const byConnections = position.rules.scoring === 'connections';
  const cells = shownScore(position.layout, byConnections, settledCells(position, squares));
  return [position.score(1) - cells[0], position.score(2) - cells[1]];
}

/** The line over the demo board: what the move did (a capture's words) or "Score:", then both scores. */
export function captionLine(said: string | undefined, score: readonly [number, number]): string {
  return `${said ?? 'Score:'}  Green ${score[0]}   Blue ${score[1]}`;
}
