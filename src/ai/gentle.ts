// Easy: the gentle first opponent. It plays as a new player does once the guided game has shown
// that cells split when they touch their own: most moves grow its own cells (among the squares next
// to them, the one that adds most to its score, any of equal ones), and about three in ten are a
// plain mistake, a stray cell away from its own, the edge likelier. It does not block your best square
// or think about room to grow, which is how a new player beats it. In today's games it keeps
// the game close (`Tension`): while you lead by a lot it slips seldom and plays Hard's move, and while
// you lead by little, or it leads, it slips more, mostly to a smaller gain beside its own cells, so a
// new player still wins most games, by a margin that was played for. Every draw comes from the
// position's hash and the game's own number (`gameSalt`, drawn when the game started): two games go
// their own ways, and one game asked again with its number replays exactly.

import { seededRandom, type Position } from '../engine/index.ts';
import { bestByValue, hardValue, TIE } from './greedy.ts';

/** How Easy plays: the share of moves that slip, and how much likelier the middle is among equal growing moves. */
export interface EasyPlay {
  slipRate: number;
  /** Among equal growing moves, how much likelier the most central square is drawn than a corner: 1 + this. */
  middlePull: number;
  /** How Easy keeps a game close, by the score so far; without it, the same rate whatever the score. */
  tension?: Tension;
  /** How Easy minds the person's big squares; without it, it never looks at them unless it plays sharp. */
  care?: Care;
}

/**
 * Easy minds what a reading player sets up: its growing move also weighs the person's gain on the
 * square (`block` of it), and while a big square is open (its own gain plus the person's there,
 * `big` points or more) it slips only `bigSlips` as often, so "+1 while +10 is open" is rare.
 */
export interface Care {
  /** How much of the person's gain on a square counts beside Easy's own when it grows its cells. */
  block: number;
  /** A square worth this many points (both gains together) is one a new player would see too. */
  big: number;
  /** The share of its slips that stay as they were (the rest miss the square) while such a square is open. */
  bigSlips: number;
  /** The person's lead (a share of the points, as `Tension` reads it) from which Easy minds; below it, it plays as without. */
  from: number;
}

/**
 * Easy keeps the game close: `slipRate` while the person leads by `aim` of the points, fewer slips
 * and more sharp moves (Hard's choice, which blocks) the further the person leads beyond that, more
 * slips the less the person leads. Each reaches its end `span` of the points from `aim`.
 */
export interface Tension {
  /** The person's lead, as a share of the points, at which Easy plays its `slipRate`. */
  aim: number;
  /** How far from `aim` (a share of the points) the ends below are reached. */
  span: number;
  /** The slip rate when the person leads by `aim + span` or more. */
  behindSlips: number;
  /** The share of sharp moves when the person leads by `aim + span` or more (none at `aim` and below). */
  behindSharp: number;
  /** The slip rate when the person leads by `aim − span` or less. */
  aheadSlips: number;
  /**
   * Both scores together count as at least this many points a placement of the game, so a lead in
   * the first moves is read against what the whole game will score, not the few points so far.
   */
  floor: number;
}

/**
 * Easy in a game numbered from `KIND_FROM` on (docs/opponents.md): it keeps the game close and
 * minds a leading person's big squares, but lets a new player's lead stand: it plays its base rate
 * until the person leads by a fifth of the points, and slips more while it is level or ahead, so
 * a player who reads the numbers wins about 9 games in 10, by a margin that was played for.
 */
export const EASY_PLAY: EasyPlay = {
  slipRate: 0.3,
  middlePull: 0,
  tension: { aim: 0.22, span: 0.06, behindSlips: 0.1, behindSharp: 1, aheadSlips: 0.85, floor: 4 },
  care: { block: 0.7, big: 6, bigSlips: 0.3, from: 0.15 },
};

/**
 * Easy in a game numbered from `CLOSE_FROM` to `KIND_FROM` − 1: closer games, minding the person's
 * big squares from a lead of a tenth, so those games' retries and links go on as played.
 */
export const EASY_PLAY_CARE: EasyPlay = {
  slipRate: 0.3,
  middlePull: 0,
  tension: { aim: 0.17, span: 0.05, behindSlips: 0.1, behindSharp: 1, aheadSlips: 0.7, floor: 4 },
  care: { block: 0.7, big: 6, bigSlips: 0.3, from: 0.1 },
};

/**
 * Easy in a game numbered from `TENSION_FROM` to `CLOSE_FROM` − 1: it keeps the game close by the
 * score but never looks at the person's squares, so those games' retries and links go on as played.
 */
export const EASY_PLAY_TENSION: EasyPlay = {
  slipRate: 0.3,
  middlePull: 0,
  tension: { aim: 0.22, span: 0.08, behindSlips: 0.1, behindSharp: 1, aheadSlips: 0.7, floor: 4 },
};

/**
 * Easy in a game numbered below `TENSION_FROM` (drawn before Easy kept games close): the same slips
 * whatever the score, so those games' retries and links go on as they were played.
 */
export const EASY_PLAY_NUMBERED: EasyPlay = { slipRate: 0.3, middlePull: 0 };

/**
 * Easy in a game from before games had numbers (number 0: an old save, kept game or link), so its
 * moves go on as they were played then.
 */
export const EASY_PLAY_BEFORE_NUMBERS: EasyPlay = { slipRate: 0.2, middlePull: 2 };

/** Game numbers from this one on meet the Easy that keeps games close by the score (`EASY_PLAY_TENSION`). */
export const TENSION_FROM = 2 ** 32;

/** Game numbers from this one to `KIND_FROM` − 1 meet the Easy that minds big squares, `EASY_PLAY_CARE`. */
export const CLOSE_FROM = 2 ** 33;

/** Game numbers from this one on (game/game-salt.ts draws them so) meet today's Easy, `EASY_PLAY`. */
export const KIND_FROM = CLOSE_FROM + 2 ** 32;

/** Easy's play in a game with this number. */
export function easyPlay(gameSalt: number): EasyPlay {
  if (gameSalt === 0) return EASY_PLAY_BEFORE_NUMBERS;
  if (gameSalt >= KIND_FROM) return EASY_PLAY;
  if (gameSalt >= CLOSE_FROM) return EASY_PLAY_CARE;
  return gameSalt >= TENSION_FROM ? EASY_PLAY_TENSION : EASY_PLAY_NUMBERED;
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
  const base = easyPlay(gameSalt);
  const play = base.care && lead(position, base) < base.care.from ? { ...base, care: undefined } : base;
  const { slips, sharp } = rates(position, play);
  const p = position.turn();
  const roll = random();
  if (roll < sharp)
    return { square: bestByValue(position, (m) => hardValue(position, m, p), scratch).square };
  // While the person has a big square open, most slips only miss it: Easy grows its own cells as if
  // it had not seen the square, a new player's mistake, rather than a stray cell for +1.
  if (
    roll < sharp + slips &&
    play.care &&
    bigSquareOpen(position, all, play.care) &&
    random() >= play.care.bigSlips
  )
    return { square: draw(growingMoves(position, all), random, () => 1) };
  // A stray cell at most as often as its `slipRate`; the slips beyond it, while Easy is level or
  // ahead, are softer: a smaller gain next to its own cells, a move a new player might make too.
  if (roll < sharp + Math.min(slips, play.slipRate)) {
    const away = all.filter((m) => position.overlap(p, m) === 0);
    return {
      square: draw(away.length > 0 ? away : all, random, (m) => 1 + EDGE_PULL * (1 - position.centrality(m))),
    };
  }
  if (roll < sharp + slips) {
    const growing = growingMoves(position, all, play.care);
    const smaller = all.filter((m) => position.overlap(p, m) > 0 && !growing.includes(m));
    if (smaller.length > 0) return { square: draw(smaller, random, () => 1) };
  }
  return {
    square: draw(
      growingMoves(position, all, play.care),
      random,
      (m) => 1 + play.middlePull * position.centrality(m),
    ),
  };
}

/** The person's lead as a share of the points (both scores, at least `floor` a placement of the game). */
export function lead(position: Position, play: EasyPlay): number {
  const p = position.turn();
  const [mine, theirs] = [position.score(p), position.score(p === 1 ? 2 : 1)];
  const floor = play.tension?.floor ?? 4;
  return (theirs - mine) / Math.max(floor * position.totalMoves, Math.abs(theirs) + Math.abs(mine));
}

/** Whether a square worth `care.big` points or more (the mover's gain and the other's together) is open. */
function bigSquareOpen(position: Position, moves: readonly number[], care: Care): boolean {
  const p = position.turn();
  const o = p === 1 ? 2 : 1;
  return moves.some((m) => position.deltaScore(o, m) >= care.big);
}

/** Easy's slip rate and share of sharp moves on this position. */
export function rates(position: Position, play: EasyPlay): { slips: number; sharp: number } {
  const t = play.tension;
  if (!t) return { slips: play.slipRate, sharp: 0 };
  const x = Math.max(-1, Math.min(1, (lead(position, play) - t.aim) / t.span));
  if (x <= 0) return { slips: play.slipRate + (t.aheadSlips - play.slipRate) * -x, sharp: 0 };
  return { slips: play.slipRate + (t.behindSlips - play.slipRate) * x, sharp: t.behindSharp * x };
}

/**
 * The moves next to the mover's own cells (every move when none is) that add most to its score, and
 * with `care` also `care.block` of the other's gain there (a square the other would score big on
 * counts, next to its cells or not): what Easy chooses from when it does not slip.
 */
export function growingMoves(position: Position, moves: readonly number[], care?: Care): number[] {
  const p = position.turn();
  const o = p === 1 ? 2 : 1;
  const near = moves.filter((m) => position.overlap(p, m) > 0);
  const value = (m: number) =>
    position.deltaScore(p, m) + (care ? care.block * position.deltaScore(o, m) : 0);
  const blocking = care
    ? moves.filter((m) => position.overlap(p, m) === 0 && care.block * position.deltaScore(o, m) > 1)
    : [];
  const pool = near.length > 0 ? [...near, ...blocking] : moves;
  let best = -Infinity;
  for (const m of pool) best = Math.max(best, value(m));
  return pool.filter((m) => value(m) >= best - TIE);
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
