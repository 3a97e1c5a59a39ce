// The idea of a hinted move, where best play is not known (a big board early on): what the move
// does for the game to come, decided from the position in the terms the expert's search values:
// connections made for the mover, connections denied to the other player, and room left to grow.
// A plain value, so it crosses from the worker; src/words/hint-words.ts says it.

import { squareName, type GridKind, type Position } from '../../engine/index.ts';
import type { SquareGains } from './gains.ts';

export type HintIdea =
  /** A jump (RULES.md section 13): over the cell on this square, converting it. */
  | { kind: 'jumps'; over: string }
  /** Capture: it turns this many of the other player's cells into the mover's. */
  | { kind: 'captures'; cells: number }
  /** It touches this many of the mover's groups that are not yet joined: one group after it. */
  | { kind: 'joins'; groups: number }
  /** It stands where this many of the other player's groups would join. */
  | { kind: 'parts'; groups: number }
  /** It takes the one square worth most to the other player on the whole board (`grid`: the board's shape, for its words). */
  | { kind: 'their-best'; points: number; grid?: GridKind }
  /** It raises what a square beside it is worth to the mover next time, to `gain`. */
  | { kind: 'sets-up'; square: string; gain: number }
  /** It adds to one of the mover's groups, which then holds `cells` cells. */
  | { kind: 'grows'; cells: number }
  /** It touches the other player's cells and none of the mover's: it takes their room. */
  | { kind: 'crowds'; cells: number }
  /** It stands apart, with `free` empty squares around it to grow into. */
  | { kind: 'room'; free: number; grid?: GridKind };

/** A set-up counts when the square beside gains at least this much and is then worth at least `SET_UP_WORTH`. */
const SET_UP_RISE = 2;
const SET_UP_WORTH = 4;

/**
 * The idea of the mover's move on `square` (legal), most telling first: the cell it jumps over, what it
 * captures, the groups it joins, the other player's groups it keeps apart, their best square
 * taken, the square it sets up (not under capture), the group it grows, the cells it crowds, else the room around it.
 */
export function hintIdea(
  position: Position,
  square: number,
  gains: SquareGains,
  /** Whether a set-up may be the idea: the hint names one only where the review agrees (set-up-check.ts). */
  setUps = true,
): HintIdea {
  const p = position.turn();
  const other = p === 1 ? 2 : 1;
  if (gains.jumpedOver !== null) return { kind: 'jumps', over: gains.jumpedOver };
  if (gains.captured > 0) return { kind: 'captures', cells: gains.captured };
  const mine = groupsBeside(position, square, p);
  if (mine.length >= 2) return { kind: 'joins', groups: mine.length };
  const theirs = groupsBeside(position, square, other);
  if (theirs.length >= 2 && gains.denies > (gains.byConnections ? 0 : 1))
    return { kind: 'parts', groups: theirs.length };
  if (gains.denies > (gains.byConnections ? 0 : 1) && gains.denies > gains.gain) {
    // Their best only when no other square is worth as much to them: one of many equal ones is not.
    const asGood = position.legalMoveList().filter((m) => position.deltaScore(other, m) >= gains.denies);
    if (asGood.length === 1) return { kind: 'their-best', points: gains.denies, grid: position.layout.grid };
  }
  // Under capture a square's worth next move is no promise: the reply can make it the last free
  // square of a group (a reviewer's hint said d1 "sets up e2, +12", the next one that e2 ends 18 worse).
  const setUp = position.rules.capture || !setUps ? null : bestSetUp(position, square, p);
  if (setUp) return { kind: 'sets-up', ...setUp };
  if (mine.length === 1) return { kind: 'grows', cells: mine[0]!.length + 1 };
  const touching = theirs.reduce((n, g) => n + g.filter((s) => beside(position, s, square)).length, 0);
  if (touching > 0) return { kind: 'crowds', cells: touching };
  return { kind: 'room', free: position.openness(square), grid: position.layout.grid };
}

/** The groups of q's cells (connected through neighbours) that touch `square`, each as its squares. */
function groupsBeside(position: Position, square: number, q: 1 | 2): number[][] {
  const { neighbour, directions: D } = position.layout;
  const seen = new Set<number>();
  const groups: number[][] = [];
  for (let d = 0; d < D; d++) {
    const start = neighbour[square * D + d]!;
    if (start < 0 || position.owner[start] !== q || seen.has(start)) continue;
    const group: number[] = [];
    const todo = [start];
    seen.add(start);
    while (todo.length > 0) {
      const s = todo.pop()!;
      group.push(s);
      for (let e = 0; e < D; e++) {
        const m = neighbour[s * D + e]!;
        if (m >= 0 && position.owner[m] === q && !seen.has(m)) {
          seen.add(m);
          todo.push(m);
        }
      }
    }
    groups.push(group);
  }
  return groups;
}

function beside(position: Position, a: number, b: number): boolean {
  const { neighbour, directions: D } = position.layout;
  for (let d = 0; d < D; d++) if (neighbour[a * D + d] === b) return true;
  return false;
}

/**
 * The empty square beside `square` whose worth to q rises most once q has played there (ties: the
 * one worth more after), if it rises by SET_UP_RISE and is then worth SET_UP_WORTH; under gravity
 * only squares a cell can land on after the move. None when q has no move after this one.
 */
function bestSetUp(position: Position, square: number, q: 1 | 2): { square: string; gain: number } | null {
  const { neighbour, directions: D } = position.layout;
  const before = new Map<number, number>();
  for (let d = 0; d < D; d++) {
    const m = neighbour[square * D + d]!;
    if (m >= 0 && position.owner[m] === 0) before.set(m, position.deltaScore(q, m));
  }
  position.playUnchecked(square);
  let best: { at: number; rise: number; gain: number } | null = null;
  // A set-up needs a later move of q's (the other player's reply, then q's) and a square the reply
  // need not take: on q's last move, or with one square left for the reply, "next" never comes.
  if (position.movesLeft() >= 2) {
    const landing = new Set(position.legalMoveList());
    if (landing.size < 2) landing.clear();
    for (const [m, was] of before) {
      if (!landing.has(m)) continue;
      const gain = position.deltaScore(q, m);
      const rise = gain - was;
      if (rise < SET_UP_RISE || gain < SET_UP_WORTH) continue;
      if (!best || rise > best.rise || (rise === best.rise && gain > best.gain)) best = { at: m, rise, gain };
    }
  }
  position.undo();
  return best ? { square: squareName(position.layout, best.at), gain: best.gain } : null;
}
