// Easy: the gentle first opponent. It plays as a new player does once the guided game has shown
// that cells split when they touch their own: most moves grow its own cells (among the squares next
// to them, the one that adds most to its score, any of equal ones), and about three in ten are a
// plain mistake, a stray cell away from its own, the edge likelier. It never blocks your best square
// and never thinks about room to grow, which is how a new player beats it. Every draw comes from the
// position's hash and the game's own number (`gameSalt`, drawn when the game started): two games go
// their own ways, and one game asked again with its number replays exactly.

import { seededRandom, type Position } from '../engine/index.ts';
import { TIE } from './greedy.ts';

/** How Easy plays: the share of moves that slip, and how much likelier the middle is among equal growing moves. */
export interface EasyPlay {
  slipRate: number;
  /** Among equal growing moves, how much likelier the most central square is drawn than a corner: 1 + this. */
  middlePull: number;
}

/**
 * Easy in a game with its own number (docs/opponents.md: the neighbour script, a new player's first
 * plan, wins about 7 games in 10 against it, and 3 in 4 or more on the ladder's Easy steps, while
 * Easy still beats a random player about 7 in 10).
 */
export const EASY_PLAY: EasyPlay = { slipRate: 0.3, middlePull: 0 };

/**
 * Easy in a game from before games had numbers (number 0: an old save, kept game or link), so its
 * moves go on as they were played then.
 */
export const EASY_PLAY_BEFORE_NUMBERS: EasyPlay = { slipRate: 0.2, middlePull: 2 };

/** Easy's play in a game with this number. */
export function easyPlay(gameSalt: number): EasyPlay {
  return gameSalt === 0 ? EASY_PLAY_BEFORE_NUMBERS : EASY_PLAY;
}

/** In a slip, how much likelier a corner is drawn than the most central square: 1 + this. */
const EDGE_PULL = 1;

/** Keeps Easy's draws apart from Medium's on the same position. */
const SALT = 0x2545f491;

export function gentleChoice(position: Position, scratch: Int16Array, gameSalt = 0): { square: number } {
  const count = position.legalMoves(scratch);
  if (count <= 1) return { square: count === 1 ? scratch[0]! : -1 };
  const random = seededRandom(drawSeed(position, count, SALT, gameSalt));
  const all = Array.from(scratch.subarray(0, count));
  const play = easyPlay(gameSalt);
  if (random() < play.slipRate) {
    const p = position.turn();
    const away = all.filter((m) => position.overlap(p, m) === 0);
    return {
      square: draw(away.length > 0 ? away : all, random, (m) => 1 + EDGE_PULL * (1 - position.centrality(m))),
    };
  }
  return {
    square: draw(growingMoves(position, all), random, (m) => 1 + play.middlePull * position.centrality(m)),
  };
}

/**
 * The moves next to the mover's own cells (every move when none is) that add most to its score:
 * what Easy chooses from when it does not slip.
 */
export function growingMoves(position: Position, moves: readonly number[]): number[] {
  const p = position.turn();
  const near = moves.filter((m) => position.overlap(p, m) > 0);
  const pool = near.length > 0 ? near : moves;
  let best = -Infinity;
  for (const m of pool) best = Math.max(best, position.deltaScore(p, m));
  return pool.filter((m) => position.deltaScore(p, m) >= best - TIE);
}

/**
 * The seed of a slipping opponent's draws on a position: its hash, its number of moves, the
 * opponent's own salt and the game's number. A game's number of 0 leaves the seed as it was before
 * games had one, so old saves and links replay as they were played.
 */
export function drawSeed(position: Position, count: number, salt: number, gameSalt: number): number {
  const seed = position.hashLo ^ Math.imul(position.hashHi, 0x9e3779b1) ^ Math.imul(count, 0x85ebca6b);
  return (seed ^ salt ^ Math.imul(gameSalt | 0, 0x27d4eb2f)) >>> 0;
}

/** One of the pool, drawn with the given weights. */
function draw(pool: readonly number[], random: () => number, weight: (m: number) => number): number {
  const weights = pool.map(weight);
  let at = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < pool.length; i++) {
    at -= weights[i]!;
    if (at < 0) return pool[i]!;
  }
  return pool[pool.length - 1]!;
}
