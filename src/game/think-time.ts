// How long an opponent seems to think before its move shows: an instant reply feels careless, so
// it takes 500 to 1,200 ms, varied from move to move and longer for stronger opponents. A watched
// game divides it by its speed, and at its fastest shows each move at once; at the tests' speed
// (no pauses) it is nothing. The search's own time counts towards it (opponent-turn.ts). On a long
// game the whole game's waiting matters more than each move's beat: past a budget for the game the
// pause shortens with the number of moves (a 12×12 against Medium waits about half as long a move
// as an 8×8), never under a floor that still reads as a reply rather than an echo.

import { agentKind, type PlayerId } from './players.ts';

/** The shortest and longest thinking time of any opponent, in milliseconds. */
export const THINK_MIN_MS = 500;
export const THINK_MAX_MS = 1200;
/** How much longer each step of strength thinks at least, and how far one move's time may vary. */
const STEP_MS = 100;
const SPREAD_MS = 300;
/** The watched game's speed from which moves show at once. */
export const INSTANT_WATCH_SPEED = 4;

/**
 * An opponent's thinking over a whole game at full pace, at most, in milliseconds: about an 8×8's
 * worth for any opponent (32 moves of the Expert's 800–1,100 ms). A longer game shares it out.
 */
export const GAME_THINK_BUDGET_MS = 32_000;
/** The shortest pause of the longest games, in milliseconds. */
export const THINK_FLOOR_MS = 300;

/** Strength steps: the stronger, the longer the least and the most time. */
const STRENGTH: Readonly<Record<string, number>> = {
  random: 0,
  easy: 0,
  medium: 1,
  adaptive: 1,
  hard: 2,
  expert: 3,
  perfect: 4,
};

export interface ThinkMoment {
  /** The opponent to move. */
  agent: PlayerId;
  /** Two opponents play each other (a watched game): its speed applies. */
  watching: boolean;
  /** The watched game's speed (1 normal, 4 the fastest). */
  speed: number;
  /** 1 normally, 0 at the tests' speed (no pauses). */
  pauses: number;
  /** The moves in the whole game (both players'); none: a game of full pace. */
  movesInGame?: number;
}

/** The least and most time an opponent of this kind thinks, before any speed. */
export function thinkRange(agent: PlayerId): { min: number; max: number } {
  const step = STRENGTH[agentKind(agent)] ?? 2;
  const min = THINK_MIN_MS + STEP_MS * step;
  return { min, max: Math.min(THINK_MAX_MS, min + SPREAD_MS) };
}

/**
 * The share of its full pause an opponent takes in a game of `movesInGame` moves: 1 while its
 * moves' pauses fit the game's budget, less in a longer game, so that they fit it.
 */
export function gamePace(agent: PlayerId, movesInGame = 0): number {
  const { min, max } = thinkRange(agent);
  const theirs = Math.ceil(movesInGame / 2);
  if (theirs <= 0) return 1;
  return Math.min(1, GAME_THINK_BUDGET_MS / ((theirs * (min + max)) / 2));
}

/**
 * The time this move is shown after its turn began, in milliseconds; `random` gives a number in
 * [0, 1) (Math.random in the game, a fixed sequence in tests).
 */
export function thinkMs(moment: ThinkMoment, random: () => number): number {
  if (moment.pauses <= 0) return 0;
  if (moment.watching && moment.speed >= INSTANT_WATCH_SPEED) return 0;
  const { min, max } = thinkRange(moment.agent);
  const r = Math.min(Math.max(random(), 0), 1);
  const paced = (min + (max - min) * r) * gamePace(moment.agent, moment.movesInGame);
  const ms = Math.max(THINK_FLOOR_MS, paced) * moment.pauses;
  return moment.watching ? ms / moment.speed : ms;
}
