// The tournament's table: points 3 for a win, 1 for a draw, 0 for a loss (as in the
// ColorShapeLinks competition), wins, draws, losses and the average score difference, per agent
// overall and per pair. A forfeit is a loss for the agent that failed and a win for the other,
// but it has no score, so it stays out of the average.

import type { GameResult } from './play.ts';
import type { GameSpec } from './schedule.ts';

export interface Record {
  agent: string;
  /** The other agent, for a pair's line; absent in the overall standings. */
  against?: string;
  games: number;
  points: number;
  wins: number;
  draws: number;
  losses: number;
  /** Games this agent lost by forfeit (an outside program that failed); counted in losses. */
  forfeits: number;
  /** Games played to the end (not forfeited by either side): the average is over these. */
  finished: number;
  /** Average of the agent's score minus the other's, over the games played to the end. */
  averageDifference: number;
}

/** A game from one agent's side: its score minus the other's, and who forfeited, if anyone. */
export interface Outcome {
  difference: number;
  forfeit?: 'mine' | 'theirs';
}

/** An empty record; while games are added its `averageDifference` holds their sum (see finish). */
export function blank(agent: string, against?: string): Record {
  return {
    agent,
    ...(against === undefined ? {} : { against }),
    games: 0,
    points: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    forfeits: 0,
    finished: 0,
    averageDifference: 0,
  };
}

export function add(record: Record, outcome: Outcome): void {
  record.games++;
  const sign =
    outcome.forfeit === 'mine' ? -1 : outcome.forfeit === 'theirs' ? 1 : Math.sign(outcome.difference);
  if (sign > 0) {
    record.wins++;
    record.points += 3;
  } else if (sign < 0) record.losses++;
  else {
    record.draws++;
    record.points += 1;
  }
  if (outcome.forfeit === 'mine') record.forfeits++;
  if (outcome.forfeit !== undefined) return;
  record.averageDifference += outcome.difference;
  record.finished++;
}

/** A record's summed difference turned into the average over its finished games, to two decimals. */
export function finish(r: Record): Record {
  return {
    ...r,
    averageDifference: r.finished ? Math.round((r.averageDifference / r.finished) * 100) / 100 : 0,
  };
}

/** One game as seen from one seat (0: player 1). */
export function outcomeFor(result: GameResult, seat: 0 | 1): Outcome {
  const difference = seat === 0 ? result.difference : -result.difference;
  if (result.forfeit === undefined) return { difference };
  return { difference, forfeit: result.forfeit === seat ? 'mine' : 'theirs' };
}

/** One agent against one other on one layout, split by the seat it played from. */
export interface SeatRecord {
  agent: string;
  against: string;
  layout: string;
  /** As player 1 (it moved first after the opening) and as player 2. */
  first: Record;
  second: Record;
}

/**
 * What the tables need, added up game by game as each is told, so a tournament keeps nothing per
 * game: a record per agent, one per ordered pair (in typed arrays: a thousand agents make about a
 * million pairs), the detail agent's by layout and seat, and the forfeits.
 */
export class Tally {
  private readonly overall: Map<string, Record>;
  private readonly number: Map<string, number>;
  /** Per ordered pair (row: the agent, column: the other), FIELDS counts each. */
  private readonly counts: Int32Array;
  private readonly differences: Float64Array;
  private readonly detailRows = new Map<string, SeatRecord>();
  readonly forfeits: Array<{ spec: GameSpec; result: GameResult }> = [];
  games = 0;

  constructor(
    private readonly agents: string[],
    private readonly detailAgent?: string,
  ) {
    this.overall = new Map(agents.map((a) => [a, blank(a)]));
    this.number = new Map(agents.map((a, i) => [a, i]));
    this.counts = new Int32Array(agents.length * agents.length * FIELDS);
    this.differences = new Float64Array(agents.length * agents.length);
  }

  add(spec: GameSpec, result: GameResult): void {
    this.games++;
    const [first, second] = spec.players;
    for (const [agent, other, seat] of [
      [first, second, 0],
      [second, first, 1],
    ] as const) {
      const outcome = outcomeFor(result, seat);
      add(this.overall.get(agent)!, outcome);
      this.addPair(this.number.get(agent)! * this.agents.length + this.number.get(other)!, outcome);
      if (agent === this.detailAgent) add(this.detailRow(other, spec.rules, seat), outcome);
    }
    if (result.forfeit !== undefined) this.forfeits.push({ spec, result });
  }

  /** The agents, most points first, then by average difference. */
  standings(): Record[] {
    return [...this.overall.values()]
      .map(finish)
      .sort((a, b) => b.points - a.points || b.averageDifference - a.averageDifference);
  }

  /** Each agent against each other, in the order of the agents, made one at a time. */
  *pairs(): Generator<Record> {
    const n = this.agents.length;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const at = i * n + j;
        const c = this.counts.subarray(at * FIELDS, at * FIELDS + FIELDS);
        yield finish({
          agent: this.agents[i]!,
          against: this.agents[j]!,
          games: c[0]!,
          points: c[1]!,
          wins: c[2]!,
          draws: c[3]!,
          losses: c[4]!,
          forfeits: c[5]!,
          finished: c[6]!,
          averageDifference: this.differences[at]!,
        });
      }
  }

  /** The detail agent against each other agent on each layout, by seat, in the order of the agents. */
  detail(): SeatRecord[] {
    const order = (r: SeatRecord) => this.agents.indexOf(r.against);
    return [...this.detailRows.values()]
      .sort((a, b) => order(a) - order(b))
      .map((r) => ({ ...r, first: finish(r.first), second: finish(r.second) }));
  }

  /** Whether any agent forfeited a game (the tables then show a forfeits column). */
  anyForfeits(): boolean {
    return this.forfeits.length > 0;
  }

  private addPair(at: number, outcome: Outcome): void {
    const record = blank('');
    add(record, outcome);
    const c = this.counts;
    const base = at * FIELDS;
    c[base] = c[base]! + record.games;
    c[base + 1] = c[base + 1]! + record.points;
    c[base + 2] = c[base + 2]! + record.wins;
    c[base + 3] = c[base + 3]! + record.draws;
    c[base + 4] = c[base + 4]! + record.losses;
    c[base + 5] = c[base + 5]! + record.forfeits;
    c[base + 6] = c[base + 6]! + record.finished;
    this.differences[at] = this.differences[at]! + record.averageDifference;
  }

  private detailRow(against: string, layout: string, seat: 0 | 1): Record {
    const key = `${against}\u0000${layout}`;
    let row = this.detailRows.get(key);
    if (row === undefined) {
      row = {
        agent: this.detailAgent!,
        against,
        layout,
        first: blank(this.detailAgent!, against),
        second: blank(this.detailAgent!, against),
      };
      this.detailRows.set(key, row);
    }
    return seat === 0 ? row.first : row.second;
  }
}

/** A pair's counts: games, points, wins, draws, losses, forfeits, finished. */
const FIELDS = 7;

/** The overall and pair tables of games already played (the tables of a whole list at once). */
export function standings(
  agents: string[],
  games: Iterable<GameSpec>,
  results: GameResult[],
): { overall: Record[]; pairs: Record[] } {
  const tally = new Tally(agents);
  for (const game of games) tally.add(game, results[game.index]!);
  return { overall: tally.standings(), pairs: [...tally.pairs()] };
}

/**
 * One agent's results against each other agent on each layout, by seat. On a layout with an odd
 * number of squares player 1 places one cell more, so the seat can matter as much as the opponent.
 */
export function seatDetail(
  agent: string,
  agents: string[],
  games: Iterable<GameSpec>,
  results: GameResult[],
): SeatRecord[] {
  const tally = new Tally(agents, agent);
  for (const game of games) tally.add(game, results[game.index]!);
  return tally.detail();
}
