// The seed opponents of RULES.md section 5: each scores every legal move with a value function
// and plays the best, ties going to the first move in reading order. They are pure functions of
// the position, so the same position always gets the same move.

import type { Player, Position } from '../engine/index.ts';

/** Values closer than this are equal (RULES.md section 5, ties). */
export const TIE = 1e-9;

export function easyValue(position: Position, m: number): number {
  return position.centrality(m);
}

/** `hard` for the player p to move against the other player o. */
export function hardValue(position: Position, m: number, p: Player): number {
  const o: Player = p === 1 ? 2 : 1;
  return (
    position.centrality(m) +
    2 * position.openness(m) +
    position.deltaScore(p, m) +
    position.deltaScore(o, m) -
    position.overlap(p, m) -
    position.overlap(o, m)
  );
}

export function mediumValue(position: Position, m: number, p: Player): number {
  return 0.5 * hardValue(position, m, p) + 0.5 * easyValue(position, m);
}

/** The adaptive opponent's weight on `hard`: its skill, nudged up when the person is ahead. */
export function adaptiveWeight(skill: number, position: Position, p: Player): number {
  const o: Player = p === 1 ? 2 : 1;
  return clamp01(skill + 0.01 * (position.score(o) - position.score(p)));
}

export function adaptiveValue(position: Position, m: number, p: Player, weight: number): number {
  return weight * hardValue(position, m, p) + (1 - weight) * easyValue(position, m);
}

export function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

/**
 * The legal move with the highest value, the first in reading order among equals (squares are
 * numbered in reading order). Returns −1 when there is no legal move.
 */
export function bestByValue(
  position: Position,
  value: (m: number) => number,
  scratch?: Int16Array,
): { square: number; value: number } {
  const moves = scratch ?? new Int16Array(position.layout.size);
  const count = position.legalMoves(moves);
  let best = -1;
  let bestValue = -Infinity;
  for (let i = 0; i < count; i++) {
    const m = moves[i]!;
    const v = value(m);
    if (best < 0 || v > bestValue + TIE) {
      best = m;
      bestValue = v;
    }
  }
  return { square: best, value: bestValue };
}
