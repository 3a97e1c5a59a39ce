// The perfect-play overlay: for every legal square, the exact final margin (from the mover's side)
// if the mover takes it and both sides play best afterwards. Within reach only: when few enough
// moves are left for the exact solver to finish every reply in about half a second (earlier under
// gravity, where a move is a column), on a game of at most 20 moves (as Perfect plays it), or when
// the opening book holds the position after every move (the first move of square:5, for instance).
// The solver works within the coach's budget of positions (solver-budget.ts); past it (a 61-hexagon
// endgame under capture and jumps can need millions) every move is valued by the expert's estimate
// instead, marked `estimated` so the words say "about".

import { moveName, Position } from '../../engine/index.ts';
import { lookUp } from '../book/book.ts';
import { rootMoveClasses } from '../expert/root-moves.ts';
import { ExactSearch } from '../expert/exact.ts';
import { exactReach, PERFECT_REACH } from '../expert/perfect.ts';
import { changesManyCells, moveGain } from '../expert/variant-moves.ts';
import { ExpertSearch } from '../expert/search.ts';
import { exactMoveValues } from './move-values.ts';
import { exactBudget, HELP_EXACT_NODES, SolverBudget, withinBudget } from './solver-budget.ts';
import { closedReasonWords } from '../../words/best-moves-closed-words.ts';

/** From this many moves left the solver values every square of a square:6 endgame in well under half a second (npm run bench -- coach; at 16 it takes about 0.6 s). */
export const OVERLAY_REACH = 15;
/**
 * Under gravity a move is a column, so a position has at most a row's width of moves: from
 * Perfect's reach (20 moves left) every column is valued in about 2 s at worst on a loaded core
 * (flask:8x3, beaker:6x7, flask:10x4, beaker:8x8; docs/coach.md), while "working it out" shows.
 */
const GRAVITY_REACH = PERFECT_REACH;
/** Positions the expert searches for the estimates past the solver's budget, shared by the moves. */
export const OVERLAY_ESTIMATE_NODES = 60_000;
/** The least any one move's estimate searches. */
const MOVE_ESTIMATE_NODES = 2_000;

/** A board this small is valued from its first move: its empty board's symmetry keeps it as quick (square:4, 0.3 s). */
const SMALL_BOARD = 16;
/**
 * A game of at most this many moves is valued all through, as Perfect plays it: the first valuation
 * after move 1 takes a few seconds on 20 squares (docs/coach.md), while "working it out" shows.
 */
const SOLVED_GAME = PERFECT_REACH;

export interface OverlayValue {
  square: number;
  move: string;
  /** The final score difference with best play after this move, from the mover's side. */
  margin: number;
}

export type Overlay =
  | {
      available: true;
      values: OverlayValue[];
      best: number[];
      /** Under /jumps: each jump open to the mover, as `AxC`, with its margin (`best` holds squares only). */
      jumps?: OverlayValue[];
      /** Present when the solver ran past its budget: the margins are the expert's estimates, not exact. */
      estimated?: true;
      /** Present on a first guess (the expert's estimates) while the exact margins are still worked out. */
      refining?: true;
    }
  | OverlayClosed;

/** Why the overlay is closed: words that follow "Best moves", from how many moves left it opens, and whether the game is over. */
export type OverlayClosed = { available: false; reason: string; from: number; ended?: true };

/** Whether the overlay can be made now, and if not, why (words that follow "Perfect play") and from how many moves left. Cheap. */
export function overlayReach(position: Position): { available: true } | OverlayClosed {
  if (position.isOver())
    return { available: false, reason: 'is for games in play', from: overlayFrom(position), ended: true };
  const left = position.movesLeft();
  const game = position.ply + left;
  const reach = overlayFrom(position);
  // Under capture and jumps only the end is quick to solve, whatever the board's size.
  if (changesManyCells(position))
    return left <= reach
      ? { available: true }
      : { available: false, reason: closedReasonWords(reach, left, false), from: reach };
  if (
    left <= reach ||
    position.layout.size <= SMALL_BOARD ||
    game <= SOLVED_GAME ||
    everyReplyInBook(position)
  )
    return { available: true };
  return {
    available: false,
    reason: closedReasonWords(reach, left, bookOpening(position) > 0),
    from: reach,
  };
}

/**
 * From how many moves left the overlay opens in this game, if it can be closed at some point of it
 * (a board it values all through never is); null if it never closes. Constant through a game, so
 * the words under its icon can be ready from the first move (the book opens it there, and it
 * closes later).
 */
export function overlayClosesAbove(position: Position): number | null {
  const from = overlayFrom(position);
  const game = position.ply + position.movesLeft();
  if (game <= from) return null;
  if (!changesManyCells(position) && (position.layout.size <= SMALL_BOARD || game <= SOLVED_GAME))
    return null;
  return from;
}

/**
 * Whether the exact overlay here may take seconds (a game of at most 20 moves valued from far
 * before the usual reach, off the book: petri 5 with stem cells took 18 s on a loaded tablet), so
 * the coach shows the expert's first guess at once and the exact numbers when they come.
 */
export function overlaySlow(position: Position): boolean {
  if (position.isOver() || changesManyCells(position)) return false;
  const left = position.movesLeft();
  return (
    left > overlayFrom(position) &&
    position.layout.size > SMALL_BOARD &&
    position.ply + left <= SOLVED_GAME &&
    !everyReplyInBook(position)
  );
}

/** From how many moves left the overlay is open on this board whatever the book holds. */
function overlayFrom(position: Position): number {
  return exactReach(position, position.layout.gravity ? GRAVITY_REACH : OVERLAY_REACH);
}

/** How many moves the game began with while the overlay stood open from the opening book (on this game's moves): its words then say it opens again. */
function bookOpening(position: Position): number {
  const start = new Position(position.rules);
  const moves = position.moves();
  let open = 0;
  while (open < moves.length && everyReplyInBook(start)) start.playUnchecked(moves[open++]!);
  return open;
}

function everyReplyInBook(position: Position): boolean {
  for (const [m] of rootMoveClasses(position)) {
    position.playUnchecked(m!);
    const known = position.isOver() || lookUp(position) !== null;
    position.undo();
    if (!known) return false;
  }
  return true;
}

/**
 * The overlay for the player to move: each square's exact margin, mirror images solved once; a
 * `firstGuess` gives the expert's estimates at once instead, marked `refining`.
 * `search` may be kept between calls (its table then serves the next position too), except after
 * an estimated overlay: its search was stopped mid-game. `budget` counts every search's positions.
 */
export function perfectOverlay(
  position: Position,
  search = new ExactSearch(20),
  budget = new SolverBudget(exactBudget(position, HELP_EXACT_NODES)),
  firstGuess = false,
): Overlay {
  const reach = overlayReach(position);
  if (!reach.available) return reach;
  const classes = rootMoveClasses(position);
  const rests = classes.map((squares) => knownRest(position, squares[0]!));
  const unknown = classes.filter((_, i) => rests[i] === null).map((squares) => squares[0]!);
  // The solver plays its moves on a copy: a search stopped by its budget leaves them played.
  const copy = position.clone();
  // A first guess skips the solver: the expert's estimates now, the exact numbers asked for next.
  const exact = firstGuess
    ? null
    : unknown.length > 0
      ? withinBudget(() => exactMoveValues(copy, search, unknown, budget))
      : [];
  const solved = exact ?? estimatedMoveValues(position, unknown);
  const sign = position.turn() === 1 ? 1 : -1;
  const values: OverlayValue[] = [];
  const jumps: OverlayValue[] = [];
  for (const [i, squares] of classes.entries()) {
    const rest = rests[i] ?? solved[unknown.indexOf(squares[0]!)]!;
    // + 0: a margin of −0 would read as "−0".
    const margin = sign * position.scoreDifference() + rest + 0;
    for (const s of squares)
      (position.isJump(s) ? jumps : values).push({ square: s, move: moveName(position, s), margin });
  }
  values.sort((a, b) => a.square - b.square);
  // The margins are drawn on squares; a jump (RULES.md section 13) is told apart, in `jumps`.
  const top = Math.max(...values.map((v) => v.margin), ...jumps.map((v) => v.margin));
  const best = values.filter((v) => v.margin === top).map((v) => v.square);
  const overlay: Overlay = { available: true, values, best };
  if (jumps.length > 0) overlay.jumps = jumps;
  if (!exact) overlay.estimated = true;
  if (firstGuess) overlay.refining = true;
  return overlay;
}

/** The expert's estimate of the rest of the game for the mover after each of `squares`, whole points. */
function estimatedMoveValues(position: Position, squares: number[]): number[] {
  const expert = new ExpertSearch(undefined, 16);
  const nodes = Math.max(MOVE_ESTIMATE_NODES, Math.floor(OVERLAY_ESTIMATE_NODES / squares.length));
  const p = position.turn();
  return squares.map((m) => {
    const gain = moveGain(position, p, m);
    position.playUnchecked(m);
    const rest = position.isOver() ? 0 : expert.search(position, { nodes }).value;
    position.undo();
    return Math.round(gain - rest);
  });
}

/**
 * The rest of the game after the mover plays m, from the mover's side, where no search is
 * needed: the game ends with it, or the opening book holds the position after it. Else null.
 */
function knownRest(position: Position, m: number): number | null {
  const p = position.turn();
  const sign = p === 1 ? 1 : -1;
  const g = moveGain(position, p, m);
  position.playUnchecked(m);
  const entry = position.isOver() ? null : lookUp(position);
  const rest = position.isOver()
    ? g
    : entry
      ? g + sign * entry.value - sign * position.scoreDifference()
      : null;
  position.undo();
  return rest;
}
