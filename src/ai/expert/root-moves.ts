// A solve split by the first move: the root's moves grouped into mirror-image classes (one
// class is solved for all its squares), ordered best guess first, each solved on its own with
// the best value found so far as a bound. The pieces serve the one-thread solver, the worker
// threads, checkpoints and shards alike, so every way of running a solve gives the same answer.

import type { Position } from '../../engine/index.ts';
import { ExactSearch } from './exact.ts';
import type { ExactSwitches } from './exact-switches.ts';
import { ExpertSearch } from './search.ts';
import { hasSymmetry, layoutSymmetries } from './symmetry.ts';
import { moveGain, moveListLength, searchMoves } from './variant-moves.ts';

/** One root move class solved: the rest of the game's value for the mover after any of its squares. */
export interface RootOutcome {
  /** The squares of the class (mirror images of each other), least first. */
  squares: number[];
  /** Exact when `exact`; otherwise the class is worth at most this to the mover. */
  rest: number;
  exact: boolean;
  nodes: number;
}

export interface Solution {
  /** The final score difference with best play, from player 1's side. */
  value: number;
  /** Every best move for the player to move, in reading order. */
  best: number[];
  nodes: number;
}

/** A search for solving from `position`: a table of 2^24 entries (256 MB) more than 16 moves from the end. */
export function solvingSearch(
  position: Position,
  symmetry = true,
  tableBits = position.movesLeft() > 16 ? 24 : 22,
  switches: Partial<ExactSwitches> = {},
): ExactSearch {
  return new ExactSearch(tableBits, symmetry && hasSymmetry(position), undefined, switches);
}

/**
 * The legal moves in classes of mirror images under the symmetries that keep the position as it
 * is (with `symmetry` false, one move per class). Classes are in reading order of their least square.
 */
export function rootMoveClasses(position: Position, symmetry = true): number[][] {
  const owner = position.owner;
  const keeping = symmetry
    ? layoutSymmetries(position.layout).filter((map) => map.every((image, s) => owner[image] === owner[s]))
    : [];
  const classes = new Map<number, number[]>();
  const n = position.layout.size;
  for (const m of allMoves(position)) {
    let least = m;
    // A jump is a class of its own.
    if (m < n) for (const map of keeping) least = Math.min(least, map[m]!);
    const members = classes.get(least);
    if (members) members.push(m);
    else classes.set(least, [m]);
  }
  return [...classes.values()].map((squares) => squares.sort((a, b) => a - b)).sort((a, b) => a[0]! - b[0]!);
}

/**
 * The classes best guess first, by a shallow search after each class's first square, so the
 * first solved sets a tight bound for the rest. Equal guesses keep reading order. `spent` counts
 * the positions the shallow searches visited.
 */
export function orderedClasses(
  position: Position,
  classes: number[][],
  nodes = 20_000,
  maxDepth = 4,
  spent?: { nodes: number },
): number[][] {
  const search = new ExpertSearch(undefined, 16);
  const p = position.turn();
  const guesses = classes.map((squares) => {
    const m = squares[0]!;
    const g = moveGain(position, p, m);
    position.playUnchecked(m);
    const rest = position.isOver() ? 0 : search.search(position, { nodes, maxDepth }).value;
    if (spent) spent.nodes += search.nodes;
    position.undo();
    return { squares, guess: g - rest };
  });
  return guesses.sort((a, b) => b.guess - a.guess).map((x) => x.squares);
}

/**
 * Solves one class by its first square: exact if it reaches `best` (the best so far), else an
 * upper bound below it. With `tiesExact` false, exact only if it beats `best` (for a value alone).
 */
export function solveClass(
  search: ExactSearch,
  position: Position,
  squares: number[],
  best: number,
  tiesExact = true,
): RootOutcome {
  const { value, exact } = search.moveValue(
    position,
    squares[0]!,
    best === -Infinity ? -1e9 : best,
    tiesExact,
  );
  return { squares, rest: value, exact, nodes: search.nodes };
}

/** The best exact value among the outcomes (−Infinity before any). */
export function bestRest(outcomes: Iterable<RootOutcome>): number {
  let best = -Infinity;
  for (const o of outcomes) if (o.exact && o.rest > best) best = o.rest;
  return best;
}

/**
 * The solution the outcomes give: the best exact value, and every square of the classes that
 * reach it. An inexact class is always worse than some exact one (it was bounded by one).
 */
export function solutionOf(position: Position, outcomes: RootOutcome[]): Solution {
  const best = bestRest(outcomes);
  const squares = new Set<number>();
  let nodes = 0;
  for (const o of outcomes) {
    nodes += o.nodes;
    if (o.exact && o.rest === best) for (const s of o.squares) squares.add(s);
  }
  const sign = position.turn() === 1 ? 1 : -1;
  return { value: position.scoreDifference() + sign * best, best: [...squares].sort((a, b) => a - b), nodes };
}

/** The mover's moves: the legal squares in reading order, then under /jumps the jumps. */
export function allMoves(position: Position): number[] {
  const out = new Int16Array(moveListLength(position));
  return Array.from(out.subarray(0, searchMoves(position, out)));
}
