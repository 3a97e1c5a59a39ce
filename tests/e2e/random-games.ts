// Seeded random games for the browser tests: the moves of whole games, by square name, to load by link.
import { parseRules, Position, squareName } from '../../src/engine/index.ts';

/** A whole game under `rulesId` (a layout id alone: its usual rules) with seeded random moves, as a finished position. */
function randomPosition(rulesId: string, seed: number): Position {
  const p = new Position(parseRules(rulesId));
  let r = seed;
  while (!p.isOver()) {
    r = (r * 1103515245 + 12345) >>> 0;
    const legal = p.legalMoveList();
    p.play(legal[r % legal.length]!);
  }
  return p;
}

/** A whole seeded random game under `rulesId` (capture and all): its moves by square name. */
export function randomGame(rulesId: string, seed: number): string[] {
  const p = randomPosition(rulesId, seed);
  return p.moves().map((m) => squareName(p.layout, m));
}

/** The first seeded random game on `layoutId` (seeds from `seed` up) whose final position passes `keep`: its moves. */
export function randomGameWhere(layoutId: string, keep: (final: Position) => boolean, seed = 1): string[] {
  for (let s = seed; ; s++) {
    const p = randomPosition(layoutId, s);
    if (keep(p)) return p.moves().map((m) => squareName(p.layout, m));
  }
}

/** square:5, ten moves in: 15 moves left, the person (player 1) to move, Best moves in reach. */
export const NEAR_END = 'layout=square:5&p1=human&p2=medium&moves=a1.b2.c3.d4.e5.a5.b4.d2.e1.c1';
