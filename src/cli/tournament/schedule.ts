// The tournament's games: every pair of agents, on every layout, from every seeded random short
// opening, from both seats. Deterministic opponents would otherwise meet in only two games.

import { parseRules, Position, randomIndex, seededRandom, squareName } from '../../engine/index.ts';

export interface GameSpec {
  /** Position in the schedule; results are reported in this order whatever finishes first. */
  index: number;
  /** The rules id the game is played under. */
  rules: string;
  /** Written moves played before the agents take over. */
  opening: string[];
  openingNumber: number;
  /** Agent ids by seat: players[0] is player 1 (the opening moves are played for both seats). */
  players: [string, string];
}

/** A string's 32-bit FNV-1a hash, so each layout gets its own openings from the one seed (the same under any options). */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * `count` openings of `plies` random moves under some rules (fewer on a layout too small for them).
 */
export function randomOpenings(rulesId: string, count: number, plies: number, seed: number): string[][] {
  const rules = parseRules(rulesId);
  const layout = rules.layout;
  const random = seededRandom((seed ^ hashText(layout.id)) >>> 0);
  const openings: string[][] = [];
  for (let i = 0; i < count; i++) {
    const position = new Position(rules);
    const moves: string[] = [];
    for (let k = 0; k < plies && position.movesLeft() > 2; k++) {
      const legal = position.legalMoveList();
      const m = legal[randomIndex(random, legal.length)]!;
      position.playUnchecked(m);
      moves.push(squareName(layout, m));
    }
    openings.push(moves);
  }
  return openings;
}

export interface ScheduleOptions {
  agents: string[];
  /** Rules ids, one set of games each. */
  rules: string[];
  openings: number;
  openingPlies: number;
  seed: number;
}

/**
 * The most games one tournament schedules. The schedule is held whole: a million games take about
 * 150 MB before the first is played (30 agents on one layout with 1150 openings: 147 MB).
 */
export const MAX_GAMES = 1_000_000;

/** How many games a schedule holds: both seats of every pair, on every opening of every layout. */
export function gameCount(options: Pick<ScheduleOptions, 'agents' | 'rules' | 'openings'>): number {
  const n = options.agents.length;
  return n * (n - 1) * options.rules.length * options.openings;
}

export function schedule(options: ScheduleOptions): GameSpec[] {
  // The command says so first, in a player's words; this guards every other caller.
  if (gameCount(options) > MAX_GAMES)
    throw new RangeError(`a schedule of ${gameCount(options)} games is over the limit of ${MAX_GAMES}`);
  const games: GameSpec[] = [];
  for (const rules of options.rules) {
    const openings = randomOpenings(rules, options.openings, options.openingPlies, options.seed);
    openings.forEach((opening, openingNumber) => {
      for (let i = 0; i < options.agents.length; i++) {
        for (let j = i + 1; j < options.agents.length; j++) {
          const a = options.agents[i]!;
          const b = options.agents[j]!;
          for (const players of [
            [a, b],
            [b, a],
          ] as Array<[string, string]>) {
            games.push({ index: games.length, rules, opening, openingNumber, players });
          }
        }
      }
    });
  }
  return games;
}
