// What a square is worth to the player to move, and what taking it denies the opponent, with the
// terms that make the gain up: the new cell's own division (or its connections, scored by
// connections) and the further divisions of the mover's cells around it. Pure engine work
// (a play and an undo), cheap enough for the main thread's gain preview. Under the options of
// RULES.md sections 11 to 13 it also tells the cells a move captures, the stem cells it completes
// and, for a jump, the cell it converts.

import { moveName, PATTERN_SCORE, squareName, type GridKind, type Position } from '../../engine/index.ts';
import { replyCaptureSentence } from '../../words/capture-reply-words.ts';
import { leftSquareSentence } from '../../words/jump-words.ts';
import { jumpParts } from './jump-gains.ts';

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
  /** Of those, the lone cells that split for the first time (in two). */
  neighboursFirstSplit: number;
  /** Scored by connections: the mover's cells it touches (each one connection). */
  connections: number;
  /** What the opponent would gain on this square: taking it denies them that. */
  denies: number;
  byConnections: boolean;
  /** Capture (section 11): the other player's cells the move turns into the mover's. */
  captured: number;
  /** Stem cells (section 12): how many the move completes, and the mover's points from them. */
  stemsCompleted: number;
  stemPoints: number;
  /** A jump (section 13): the square of the cell it jumps over and converts; else null. */
  jumpedOver: string | null;
  /** A jump: the converted cell's points as the mover's; else 0. */
  converted: number;
  /** A jump: the square it leaves, what leaving costs the mover, the other player's gain there where it is their best (jump-gains.ts); else null. */
  left: { square: string; cost: number; opens: number } | null;
  /** Capture: the mover's cells whose last free square this is (the other player there would capture them). */
  saves: number;
  /** Capture: the other player's reply that captures most of the mover's cells after it, if any captures. */
  replyCapture: { move: string; captured: number } | null;
  /**
   * Under capture (RULES.md section 11): the board's grid (for the words' place name) and whether
   * the mover is still behind in the count after this move; absent without capture.
   */
  capture?: { grid: GridKind; behind: boolean };
}

/**
 * The gains of a legal move for the player to move (the position is played and restored): a
 * square, or under /jumps a jump.
 */
export function squareGains(position: Position, square: number): SquareGains {
  const why = position.whyIllegal(square);
  if (why !== null) throw new Error(why);
  const p = position.turn();
  const other = p === 1 ? 2 : 1;
  const jump = position.isJump(square) ? position.jumpSquares(square) : null;
  const arrival = jump ? jump.to : square;
  const before = position.score(p);
  // A jump fills no new square, so it denies the other player nothing there.
  const there = jump ? 0 : position.deltaScore(other, square);
  const legalBefore = position.layout.gravity ? new Set(position.legalMoveList()) : null;
  const owners = position.variants ? Array.from(position.owner) : null;
  const stemsBefore = position.variants ? stemPieces(position, p) : null;
  // A jump changes cells across the board (the converted cell's and the left square's neighbours): its own count.
  const parts = jump ? jumpParts(position, square) : null;
  const around = parts ? [] : neighbourPatterns(position, arrival, p);
  const saves = position.capture && !jump ? cellsOnLastLiberty(position, square, p) : 0;
  position.playUnchecked(square);
  // Where cells fall, filling a square opens the one above it to the other player: what the move
  // blocks is their gain here less what it opens for them beyond a lone cell's (on a flask, a +3
  // for them on d1 can come back on d2).
  const lone = position.byConnections ? 0 : 1;
  const opens = legalBefore ? position.legalMoveList().filter((s) => !legalBefore.has(s)) : [];
  const best = Math.max(lone, ...opens.map((s) => position.deltaScore(other, s)));
  const denies = best > lone ? Math.max(0, there - best) : there;
  const gain = position.score(p) - before;
  const behind = position.score(p) < position.score(other);
  const pattern = position.pattern[arrival]!;
  let captured = 0;
  if (owners) {
    for (let s = 0; s < owners.length; s++)
      if (owners[s] === other && position.owner[s] === p && s !== jump?.over) captured++;
  }
  const stemsAfter = stemsBefore ? stemPieces(position, p) : null;
  const replyCapture = position.capture ? largestCapture(position) : null;
  let neighboursDivided = 0;
  let neighboursGain = 0;
  let neighboursFirstSplit = 0;
  for (const [m, old] of around) {
    const now = position.pattern[m]!;
    if (now !== old) {
      neighboursDivided++;
      if (old === 0) neighboursFirstSplit++;
      neighboursGain += PATTERN_SCORE[now]! - PATTERN_SCORE[old]!;
    }
  }
  position.undo();
  return {
    square,
    move: moveName(position, square),
    gain,
    denies,
    lines: bitCount(pattern),
    cellValue: PATTERN_SCORE[pattern]!,
    neighboursDivided: parts?.divided ?? neighboursDivided,
    neighboursGain: parts?.dividedGain ?? neighboursGain,
    neighboursFirstSplit: parts?.firstSplit ?? neighboursFirstSplit,
    connections: parts ? parts.touches : position.overlap(p, square),
    byConnections: position.byConnections,
    captured,
    stemsCompleted: stemsAfter && stemsBefore ? stemsAfter.complete - stemsBefore.complete : 0,
    stemPoints: stemsAfter && stemsBefore ? stemsAfter.points - stemsBefore.points : 0,
    jumpedOver: jump ? squareName(position.layout, jump.over) : null,
    converted: parts?.converted ?? 0,
    left: parts?.left ?? null,
    saves,
    replyCapture,
    ...(position.capture ? { capture: { grid: position.layout.grid, behind } } : {}),
  };
}

/** How many of q's cells lie in groups whose one free square is `square` (RULES.md section 11). */
function cellsOnLastLiberty(position: Position, square: number, q: 1 | 2): number {
  const { neighbour, directions: D } = position.layout;
  const seen = new Set<number>();
  let cells = 0;
  for (let d = 0; d < D; d++) {
    const start = neighbour[square * D + d]!;
    if (start < 0 || position.owner[start] !== q || seen.has(start)) continue;
    const group = [start];
    let alone = true;
    seen.add(start);
    for (let i = 0; i < group.length; i++) {
      for (let e = 0; e < D; e++) {
        const m = neighbour[group[i]! * D + e]!;
        if (m < 0) continue;
        if (position.owner[m] === 0 && m !== square) alone = false;
        else if (position.owner[m] === q && !seen.has(m)) {
          seen.add(m);
          group.push(m);
        }
      }
    }
    if (alone) cells += group.length;
  }
  return cells;
}

/** The move of the player to move that captures most cells (ties: the first in move order); null when none captures. */
function largestCapture(position: Position): { move: string; captured: number } | null {
  if (position.isOver()) return null;
  const q = position.turn();
  const other = q === 1 ? 2 : 1;
  const owners = Uint8Array.from(position.owner);
  let best: { move: string; captured: number } | null = null;
  for (const m of position.legalMoveList()) {
    const over = position.isJump(m) ? position.jumpSquares(m).over : -1;
    position.playUnchecked(m);
    let captured = 0;
    for (let s = 0; s < owners.length; s++)
      if (owners[s] === other && position.owner[s] === q && s !== over) captured++;
    position.undo();
    if (captured > (best?.captured ?? 0)) best = { move: moveName(position, m), captured };
  }
  return best;
}

/** The complete stem cells, and q's points from them (RULES.md section 12). */
function stemPieces(position: Position, q: 1 | 2): { complete: number; points: number } {
  const n = position.layout.size;
  let complete = 0;
  let points = 0;
  for (const s of position.stems) {
    if (position.opennessOf[s] !== 0) continue;
    complete++;
    const mine = position.overlapOf[(q - 1) * n + s]!;
    const theirs = position.overlapOf[(2 - q) * n + s]!;
    points += mine + (mine > theirs ? 1 : 0);
  }
  return { complete, points };
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
 * and 2 of your cells split again (+4)", a lone cell's first split said as such ("and one of your
 * lone cells splits in two (+1)"); scored by connections, "it touches 2 of your cells (+2)".
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
  const first = g.neighboursFirstSplit;
  const again = g.neighboursDivided - first;
  const count = (n: number, one: string, many: string) => (n === 1 ? `one ${one}` : `${n} ${many}`);
  const parts = [
    again === 0 ? '' : `${count(again, `of ${to.your} cells splits`, `of ${to.your} cells split`)} again`,
    first === 0
      ? ''
      : again === 0
        ? `${count(first, `of ${to.your} lone cells splits`, `of ${to.your} lone cells split`)} in two`
        : `${count(first, 'lone cell splits', 'lone cells split')} in two`,
  ].filter(Boolean);
  return `${own}, and ${parts.join(' and ')} (+${g.neighboursGain})`;
}

/** Whom the words are for: the one person playing ("you"), or, when two people share the screen, the player to move by name. */
export interface Addressee {
  you: string;
  /** The other player as a sentence's subject: "they", "Ben". */
  they: string;
  your: string;
  their: string;
  them: string;
  /** "you win", "Ann wins". */
  wins: string;
  loses: string;
}

export const YOU: Addressee = {
  you: 'you',
  they: 'they',
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
    they: other,
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

/**
 * What a move does beyond placing a cell, under capture, stem cells and jumps, as a clause:
 * "it jumps over d4 and converts it, captures 3 cells and completes the stem cell: +6"; '' when
 * it does none of these. The stem points are the mover's pieces of the cells it completes.
 */
export function variantTerms(g: SquareGains): string {
  const parts: string[] = [];
  if (g.jumpedOver !== null)
    parts.push(`jumps over ${g.jumpedOver} and converts it (${signed(g.converted)})`);
  if (g.captured > 0) parts.push(`captures ${plural(g.captured, 'cell')}`);
  if (g.stemsCompleted > 0)
    parts.push(
      `${g.stemsCompleted === 1 ? 'completes the stem cell' : `completes ${g.stemsCompleted} stem cells`}: ${signed(g.stemPoints)}`,
    );
  if (parts.length === 0) return '';
  const last = parts.pop()!;
  return `it ${parts.length === 0 ? last : `${parts.join(', ')} and ${last}`}`;
}

/**
 * The move's terms as sentences: what it captures or completes first, then how its cells split,
 * then under capture what the other player can capture straight after it.
 */
export function termSentences(g: SquareGains, to: Addressee = YOU): string {
  const variant = variantTerms(g);
  const split = sentence(gainTerms(g, to));
  const left = g.left ? leftSquareSentence(g.left, g.byConnections, to) : '';
  const terms = `${variant === '' ? '' : `${sentence(variant)} `}${split}${left === '' ? '' : ` ${left}`}`;
  const cells = g.saves === 1 ? `${to.your} cell` : `${to.your} ${g.saves} cells`;
  const saved = g.saves > 0 ? ` It keeps ${cells} from capture.` : '';
  return g.replyCapture
    ? `${terms}${saved} ${replyCaptureSentence(g.replyCapture, to.they)}`
    : `${terms}${saved}`;
}

/** A clause as a sentence: its first letter a capital, a full stop after it. */
export function sentence(clause: string): string {
  return `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`;
}

/** The preview's words: "c3: +6 for you now, and it blocks their +4 there. Your cell splits along 3 lines (+6)." */
export function previewText(g: SquareGains): string {
  return `${g.move}: ${worthWords(g)}. ${termSentences(g)}`;
}

export { signed as signedPoints };
