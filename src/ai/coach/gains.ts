// What a square is worth to the player to move, and what taking it denies the opponent, with the
// terms that make the gain up: the new cell's own division (or its connections, scored by
// connections) and the further divisions of the mover's cells around it. Pure engine work
// (a play and an undo), cheap enough for the main thread's gain preview.

import { PATTERN_SCORE, squareName, type Position } from '../../engine/index.ts';

export interface SquareGains {
  square: number;
  /** The square's name, e.g. `c3`. */
  move: string;
  /** The mover's score gain. */
  gain: number;
  /** Scored by divisions: the new cell's axes of division and its own value. */
  lines: number;
  cellValue: number;
  /** The mover's cells around it that divide further, and what they add. */
  neighboursDivided: number;
  neighboursGain: number;
  /** Scored by connections: the mover's cells it touches (each one connection). */
  connections: number;
  /** What the opponent would gain on this square: taking it denies them that. */
  denies: number;
  byConnections: boolean;
}

/** The gains of a legal square for the player to move (the position is played and restored). */
export function squareGains(position: Position, square: number): SquareGains {
  const why = position.whyIllegal(square);
  if (why !== null) throw new Error(why);
  const p = position.turn();
  const other = p === 1 ? 2 : 1;
  const gain = position.deltaScore(p, square);
  const denies = position.deltaScore(other, square);
  const around = neighbourPatterns(position, square, p);
  position.playUnchecked(square);
  const pattern = position.pattern[square]!;
  let neighboursDivided = 0;
  let neighboursGain = 0;
  for (const [m, old] of around) {
    const now = position.pattern[m]!;
    if (now !== old) {
      neighboursDivided++;
      neighboursGain += PATTERN_SCORE[now]! - PATTERN_SCORE[old]!;
    }
  }
  position.undo();
  return {
    square, move: squareName(position.layout, square), gain, denies,
    lines: bitCount(pattern), cellValue: PATTERN_SCORE[pattern]!, neighboursDivided, neighboursGain,
    connections: position.overlap(p, square), byConnections: position.byConnections,
  };
}

/** The mover's cells on the square's neighbouring squares, with their division patterns now. */
function neighbourPatterns(position: Position, square: number, p: 1 | 2): [number, number][] {
  const layout = position.layout;
  const out: [number, number][] = [];
  const D = layout.directions;
  for (let d = 0; d < D; d++) {
    const m = layout.neighbour[square * D + d]!;
    if (m >= 0 && position.owner[m] === p) out.push([m, position.pattern[m]!]);
  }
  return out;
}

function bitCount(x: number): number {
  let n = 0;
  for (let m = x; m; m &= m - 1) n++;
  return n;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The terms of the gain in words: "divides along 3 lines (+6) and 2 of your cells divide further (+4)". */
export function gainTerms(g: SquareGains): string {
  if (g.byConnections) {
    return g.connections === 0 ? 'touches none of your cells' : `connects to ${g.connections} of your cells`;
  }
  const own = g.lines === 0 ? 'stands alone (+1)' : `divides along ${g.lines} line${g.lines === 1 ? '' : 's'} (+${g.cellValue})`;
  if (g.neighboursDivided === 0) return own;
  const n = g.neighboursDivided;
  return `${own} and ${n} of your cells divide${n === 1 ? 's' : ''} further (+${g.neighboursGain})`;
}

/** The preview's words: "+6: divides along 3 lines (+6); blocks their +4". */
export function previewText(g: SquareGains): string {
  return `${g.move} ${signed(g.gain)}: ${gainTerms(g)}; blocks their ${signed(g.denies)}`;
}

export { signed as signedPoints };
