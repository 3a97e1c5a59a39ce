// The Play card's picture on the menu: the chosen board with an opening on it, so a player's first
// look at the game shows glossy cells already dividing, not an empty tray. Each player in turn takes
// the free square nearest its own side of the board (player 1 lower left, player 2 upper right),
// so the two groups grow towards each other and both divide. Phaser-free; the same picture every time.

import { parseRules, Position } from '../../engine/index.ts';

/** Where each player's cells gather, as fractions of the board's width and height (y upwards). */
const HOMES = [
  [0.3, 0.36],
  [0.7, 0.64],
] as const;

/** The opening's moves on `rules` (a rules or layout id): about a third of the board, 4 to 10 cells; none for an id the engine refuses. */
export function heroMoves(rules: string): number[] {
  let position: Position;
  try {
    position = new Position(parseRules(rules));
  } catch {
    return [];
  }
  const l = position.layout;
  const xs = Array.from(l.centreX);
  const ys = Array.from(l.centreY);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const fx = (s: number) => (x1 > x0 ? (l.centreX[s]! - x0) / (x1 - x0) : 0.5);
  const fy = (s: number) => (y1 > y0 ? (l.centreY[s]! - y0) / (y1 - y0) : 0.5);
  const count = Math.min(l.size - 1, Math.max(4, Math.min(10, Math.round(l.size * 0.3))));
  const moves: number[] = [];
  while (moves.length < count) {
    const free = position.legalMoveList().filter((s) => s < l.size);
    if (free.length === 0) break;
    const [hx, hy] = HOMES[position.turn() - 1]!;
    const far = (s: number) => (fx(s) - hx) ** 2 + (fy(s) - hy) ** 2;
    const best = free.reduce((a, b) => (far(b) < far(a) ? b : a));
    position.play(best);
    moves.push(best);
  }
  return moves;
}
