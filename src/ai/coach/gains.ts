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
    square,
    move: squareName(position.layout, square),
    gain,
    denies,
    lines: bitCount(pattern),
    cellValue: PATTERN_SCORE[pattern]!,
    neighboursDivided,
    neighboursGain,
    connections: position.overlap(p, square),
    byConnections: position.byConnections,
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
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The terms of the gain as a clause, in the game's words: "your cell splits along 3 lines (+6),
 * and 2 of your cells split again (+4)"; scored by connections, "it touches 2 of your cells (+2)".
 */
export function gainTerms(g: SquareGains, to: Addressee = YOU): string {
  if (g.byConnections) {
    return g.connections === 0
      ? `it touches none of ${to.your} cells (+0)`
      : `it touches ${g.connections === 1 ? 'one' : g.connections} of ${to.your} cells (+${g.connections})`;
  }
  const own =
    g.lines === 0
      ? `${to.your} cell stands alone (+1)`
      : `${to.your} cell splits along ${plural(g.lines, 'line')} (+${g.cellValue})`;
  if (g.neighboursDivided === 0) return own;
  const n = g.neighboursDivided;
  return `${own}, and ${n === 1 ? `one of ${to.your} cells splits` : `${n} of ${to.your} cells split`} again (+${g.neighboursGain})`;
}

/** Whom the words are for: the one person playing ("you"), or, when two people share the screen, the player to move by name. */
export interface Addressee {
  you: string;
  your: string;
  their: string;
  them: string;
  /** "you win", "Ann wins". */
  wins: string;
  loses: string;
}

export const YOU: Addressee = {
  you: 'you',
  your: 'your',
  their: 'their',
  them: 'them',
  wins: 'you win',
  loses: 'you lose',
};

/** The words for two people: the mover and the other player by name ("+3 for Ann now, and it blocks Ben's +3 there"). */
export function byName(mover: string, other: string): Addressee {
  return {
    you: mover,
    your: `${mover}'s`,
    their: `${other}'s`,
    them: other,
    wins: `${mover} wins`,
    loses: `${mover} loses`,
  };
}

/**
 * What a square is worth to each side: "+6 for you now, and it blocks their +4 there": their gain on
 * this square only, so the words promise nothing about the rest of the board. "now" keeps the gain
 * apart from the move's value at the end (Perfect play's number, the hint's "you win by"). Scored by
 * divisions, their +1 is not said: any empty square gives them a lone cell's +1, so taking this
 * one blocks nothing that counts. Scored by connections a lone cell scores 0, so any points it
 * blocks count.
 */
export function worthWords(g: SquareGains, to: Addressee = YOU): string {
  const mine = g.gain === 0 ? `no points for ${to.you} now` : `${signed(g.gain)} for ${to.you} now`;
  if (!g.byConnections)
    return g.denies > 1 ? `${mine}, and it blocks ${to.their} ${signed(g.denies)} there` : mine;
  return g.denies > 0
    ? `${mine}, and it blocks ${to.their} ${signed(g.denies)} there`
    : `${mine}; it is worth nothing to ${to.them}`;
}

/** A clause as a sentence: its first letter a capital, a full stop after it. */
export function sentence(clause: string): string {
  return `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`;
}

/** The preview's words: "c3: +6 for you now, and it blocks their +4 there. Your cell splits along 3 lines (+6)." */
export function previewText(g: SquareGains): string {
  return `${g.move}: ${worthWords(g)}. ${sentence(gainTerms(g))}`;
}

export { signed as signedPoints };
