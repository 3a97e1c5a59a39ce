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
interface Outcome {
  difference: number;
  forfeit?: 'mine' | 'theirs';
}

/** An empty record; while games are added its `averageDifference` holds their sum (see finish). */
function blank(agent: string, against?: string): Record {
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

function add(record: Record, outcome: Outcome): void {
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
function finish(r: Record): Record {
  return {
    ...r,
    averageDifference: r.finished ? Math.round((r.averageDifference / r.finished) * 100) / 100 : 0,
  };
}

/** One game as seen from one seat (0: player 1). */
function outcomeFor(result: GameResult, seat: 0 | 1): Outcome {
  const difference = seat === 0 ? result.difference : -result.difference;
  if (result.forfeit === undefined) return { difference };
  return { difference, forfeit: result.forfeit === seat ? 'mine' : 'theirs' };
}

export function standings(
  agents: string[],
  games: GameSpec[],
  results: GameResult[],
): { overall: Record[]; pairs: Record[] } {
  const overall = new Map(agents.map((a) => [a, blank(a)]));
  const pairs = new Map<string, Record>();
  const pair = (a: string, b: string) => {
    const key = `${a}\u0000${b}`;
    if (!pairs.has(key)) pairs.set(key, blank(a, b));
    return pairs.get(key)!;
  };
  for (let i = 0; i < agents.length; i++)
    for (let j = 0; j < agents.length; j++) if (i !== j) pair(agents[i]!, agents[j]!);
  for (const game of games) {
    const result = results[game.index]!;
    const [first, second] = game.players;
    for (const [agent, other, seat] of [
      [first, second, 0],
      [second, first, 1],
    ] as const) {
      const outcome = outcomeFor(result, seat);
      add(overall.get(agent)!, outcome);
      add(pair(agent, other), outcome);
    }
  }
  const ranked = [...overall.values()]
    .map(finish)
    .sort((a, b) => b.points - a.points || b.averageDifference - a.averageDifference);
  return { overall: ranked, pairs: [...pairs.values()].map(finish) };
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
 * One agent's results against each other agent on each layout, by seat. On a layout with an odd
 * number of squares player 1 places one cell more, so the seat can matter as much as the opponent.
 */
export function seatDetail(
  agent: string,
  agents: string[],
  games: GameSpec[],
  results: GameResult[],
): SeatRecord[] {
  const rows = new Map<string, SeatRecord>();
  for (const game of games) {
    const seat = game.players.indexOf(agent);
    if (seat < 0) continue;
    const against = game.players[1 - seat]!;
    const key = `${against}\u0000${game.rules}`;
    if (!rows.has(key))
      rows.set(key, {
        agent,
        against,
        layout: game.rules,
        first: blank(agent, against),
        second: blank(agent, against),
      });
    const row = rows.get(key)!;
    add(seat === 0 ? row.first : row.second, outcomeFor(results[game.index]!, seat as 0 | 1));
  }
  const order = (r: SeatRecord) => agents.indexOf(r.against);
  return [...rows.values()]
    .sort((a, b) => order(a) - order(b))
    .map((r) => ({ ...r, first: finish(r.first), second: finish(r.second) }));
}

export function formatSeatDetail(rows: SeatRecord[]): string[] {
  const other = widest(
    7,
    rows.map((r) => r.against),
  );
  const layout = widest(
    6,
    rows.map((r) => r.layout),
  );
  const cell = (r: Record) =>
    `${`${r.wins}/${r.draws}/${r.losses}`.padStart(11)}  ${signed(r.averageDifference).padStart(8)}`;
  const header = `${'against'.padEnd(other)}  ${'layout'.padEnd(layout)}  ${'as player 1'.padStart(11)}  avg diff  ${'as player 2'.padStart(11)}  avg diff`;
  return [
    `${rows[0]?.agent ?? ''} by layout and seat (wins/draws/losses)`,
    header,
    '-'.repeat(header.length),
    ...rows.map(
      (r) => `${r.against.padEnd(other)}  ${r.layout.padEnd(layout)}  ${cell(r.first)}  ${cell(r.second)}`,
    ),
  ];
}

/**
 * The longest of `texts`, at least `least`: a loop, as a table of hundreds of agents has more
 * lines than a function call takes arguments (`Math.max(...lines)` overflows the stack).
 */
function widest(least: number, texts: string[]): number {
  let width = least;
  for (const text of texts) width = Math.max(width, text.length);
  return width;
}

function signed(x: number): string {
  return (x > 0 ? '+' : '') + x.toFixed(2);
}

export function formatTable(rows: Record[], withOpponent: boolean): string[] {
  const name = widest(
    5,
    rows.map((r) => r.agent),
  );
  const other = widest(
    7,
    rows.map((r) => r.against ?? ''),
  );
  // The forfeits column appears only when an outside program failed, so the usual table is unchanged.
  const forfeits = rows.some((r) => r.forfeits > 0);
  const header = `${'agent'.padEnd(name)}  ${withOpponent ? `${'against'.padEnd(other)}  ` : ''}games  points     W     D     L   avg diff${forfeits ? '  forfeits' : ''}`;
  return [
    header,
    '-'.repeat(header.length),
    ...rows.map(
      (r) =>
        `${r.agent.padEnd(name)}  ${withOpponent ? `${(r.against ?? '').padEnd(other)}  ` : ''}${String(r.games).padStart(5)}  ${String(r.points).padStart(6)}  ${String(r.wins).padStart(4)}  ${String(r.draws).padStart(4)}  ${String(r.losses).padStart(4)}  ${(r.finished > 0 ? signed(r.averageDifference) : '–').padStart(9)}${forfeits ? String(r.forfeits).padStart(10) : ''}`,
    ),
  ];
}
