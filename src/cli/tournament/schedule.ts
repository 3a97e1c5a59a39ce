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
 * The most games one tournament schedules. The schedule is not held: a game's spec is worked out
 * from its index, so memory does not grow with the games (only the openings are kept).
 */
export const MAX_GAMES = 1_000_000;

/** How many games a schedule holds: both seats of every pair, on every opening of every layout. */
export function gameCount(options: Pick<ScheduleOptions, 'agents' | 'rules' | 'openings'>): number {
  const n = options.agents.length;
  return n * (n - 1) * options.rules.length * options.openings;
}

/**
 * The games in order: for each layout, each opening, each pair of agents (the first listed with
 * each later one), both seats. `at(index)` makes the game's spec when it is wanted.
 */
export class Schedule {
  readonly length: number;
  private readonly openings: string[][][];
  /** Where each agent's pairs with the agents after it start, counted in pairs. */
  private readonly rowStart: Int32Array;
  private readonly perOpening: number;

  constructor(private readonly options: ScheduleOptions) {
    // The command says so first, in a player's words; this guards every other caller.
    this.length = gameCount(options);
    if (this.length > MAX_GAMES)
      throw new RangeError(`a schedule of ${this.length} games is over the limit of ${MAX_GAMES}`);
    this.openings = options.rules.map((rules) =>
      randomOpenings(rules, options.openings, options.openingPlies, options.seed),
    );
    const n = options.agents.length;
    this.perOpening = n * (n - 1);
    this.rowStart = new Int32Array(n);
    for (let i = 1; i < n; i++) this.rowStart[i] = this.rowStart[i - 1]! + (n - i);
  }

  at(index: number): GameSpec {
    if (!Number.isInteger(index) || index < 0 || index >= this.length)
      throw new RangeError(`game ${index} is not in a schedule of ${this.length}`);
    const perRules = this.perOpening * this.options.openings;
    const r = Math.floor(index / perRules);
    const openingNumber = Math.floor((index % perRules) / this.perOpening);
    const inOpening = index % this.perOpening;
    const pair = inOpening >> 1;
    // The agent whose row holds the pair: the last row starting at or before it.
    let low = 0;
    let high = this.rowStart.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.rowStart[mid]! <= pair) low = mid;
      else high = mid - 1;
    }
    const a = this.options.agents[low]!;
    const b = this.options.agents[low + 1 + pair - this.rowStart[low]!]!;
    return {
      index,
      rules: this.options.rules[r]!,
      opening: this.openings[r]![openingNumber]!,
      openingNumber,
      players: inOpening % 2 === 0 ? [a, b] : [b, a],
    };
  }

  *[Symbol.iterator](): Generator<GameSpec> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }
}

export function schedule(options: ScheduleOptions): Schedule {
  return new Schedule(options);
}
