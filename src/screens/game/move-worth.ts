// What a move is worth, cell by cell, before it is made: the points each of the mover's cells would
// add (the new cell's own pieces, each touched cell's new pieces as it splits again, a captured or
// jumped cell's pieces, a completed stem cell's), so a new player sees where a "+8" comes from and
// can add it up. The terms are the engine's own: the move is played on a copy and every square's
// worth to the mover is compared, so they always add up to the move's real gain, on every grid and
// under every option. Drawn by ui/worth-tags.ts beside the cut lines of split-preview.ts.

import { PATTERN_SCORE, type Position } from '../../engine/index.ts';

/**
 * Why a square's worth changes: the cell placed (or landed, by a jump), one of the mover's cells
 * splitting again (`firstSplit`: a lone cell's first split), one losing pieces (a jump's cell left its
 * side), a cell captured or jumped over and converted, the jumping cell's old square, a stem cell completed.
 */
export type WorthKind =
  'placed' | 'splits' | 'firstSplit' | 'loses' | 'captured' | 'converted' | 'left' | 'stem';

export interface WorthTerm {
  square: number;
  /** What the square adds to the mover's score (negative: takes away). */
  points: number;
  kind: WorthKind;
  /** Scored by divisions: the cell's pieces before and after (0 where the mover had none there). */
  before: number;
  after: number;
}

export interface MoveWorth {
  /** The move: a square, or under /jumps a jump. */
  move: number;
  /** Where the mover's cell arrives. */
  square: number;
  /** The move's gain for the mover: the terms' sum, the engine's score after less before. */
  total: number;
  /** Each square whose worth to the mover changes, the arrival first, then in square order. */
  terms: WorthTerm[];
  byConnections: boolean;
  /** Whose move it is. */
  mover: 1 | 2;
}

/** The worth of a legal move for the player to move, term by term; null for none (an illegal move, a finished game). */
export function moveWorth(position: Position, move: number): MoveWorth | null {
  const mover = position.toMove();
  if (mover === null || move < 0 || position.whyIllegal(move) !== null) return null;
  const jump = position.isJump(move) ? position.jumpSquares(move) : null;
  const square = jump ? jump.to : move;
  const after = position.clone();
  after.playUnchecked(move);
  const by = position.byConnections ? connectionWorth : divisionWorth;
  const points = by(position, after, mover, square);
  const stems = stemWorth(position, after, mover);
  const terms: WorthTerm[] = [];
  for (let s = 0; s < position.layout.size; s++) {
    const p = (points[s] ?? 0) + (stems.get(s) ?? 0);
    if (p === 0 && s !== square) continue;
    const before = piecesOf(position, s, mover);
    const now = piecesOf(after, s, mover);
    const kind = kindOf(position, after, mover, s, {
      square,
      from: jump?.from ?? -1,
      over: jump?.over ?? -1,
    });
    const term = { square: s, points: p, kind, before, after: now };
    if (s === square) terms.unshift(term);
    else terms.push(term);
  }
  return {
    move,
    square,
    total: after.score(mover) - position.score(mover),
    terms,
    byConnections: position.byConnections,
    mover,
  };
}

/** The mover's pieces on square s: its cell's count, or 0 where the square holds none of theirs. */
function piecesOf(position: Position, s: number, mover: 1 | 2): number {
  return position.owner[s] === mover ? PATTERN_SCORE[position.pattern[s]!]! : 0;
}

function kindOf(
  before: Position,
  after: Position,
  mover: 1 | 2,
  s: number,
  at: { square: number; from: number; over: number },
): WorthKind {
  if (s === at.square) return 'placed';
  if (s === at.from) return 'left';
  if (s === at.over) return 'converted';
  if (before.isStem(s)) return 'stem';
  if (before.owner[s] !== mover && after.owner[s] === mover) return 'captured';
  if (piecesOf(after, s, mover) < piecesOf(before, s, mover)) return 'loses';
  return before.pattern[s] === 0 ? 'firstSplit' : 'splits';
}

/** Scored by divisions: each square's change in the mover's pieces there. */
function divisionWorth(before: Position, after: Position, mover: 1 | 2): number[] {
  const out: number[] = [];
  for (let s = 0; s < before.layout.size; s++)
    out.push(piecesOf(after, s, mover) - piecesOf(before, s, mover));
  return out;
}

/**
 * Scored by connections: each connection made or lost is the worth of the square that made the
 * difference: the arrival for every connection it makes, else the converted cell (the lower square
 * where both changed), a lost one the square the jumping cell left.
 */
function connectionWorth(before: Position, after: Position, mover: 1 | 2, square: number): number[] {
  const { size, neighbour, directions: D } = before.layout;
  const out: number[] = Array.from({ length: size }, () => 0);
  const changed = (s: number) => (before.owner[s] === mover) !== (after.owner[s] === mover);
  for (let s = 0; s < size; s++)
    for (let d = 0; d < D; d++) {
      const t = neighbour[s * D + d]!;
      if (t <= s) continue;
      const was = before.owner[s] === mover && before.owner[t] === mover;
      const is = after.owner[s] === mover && after.owner[t] === mover;
      if (was === is) continue;
      const at = s === square || t === square ? square : changed(s) ? s : t;
      out[at]! += is ? 1 : -1;
    }
  return out;
}

/** The mover's points from each stem cell the move completes (RULES.md section 12): its pieces, and the centre where it has more. */
function stemWorth(before: Position, after: Position, mover: 1 | 2): Map<number, number> {
  const out = new Map<number, number>();
  const n = before.layout.size;
  const points = (p: Position, s: number) => {
    if (p.opennessOf[s] !== 0) return 0;
    const mine = p.overlapOf[(mover - 1) * n + s]!;
    const theirs = p.overlapOf[(2 - mover) * n + s]!;
    return mine + (mine > theirs ? 1 : 0);
  };
  for (const s of before.stems) {
    const gain = points(after, s) - points(before, s);
    if (gain !== 0) out.set(s, gain);
  }
  return out;
}
