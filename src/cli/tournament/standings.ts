// The tournament's table: points 3 for a win, 1 for a draw, 0 for a loss (as in the
// ColorShapeLinks competition), wins, draws, losses and the average score difference, per agent
// overall and per pair.

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
  /** Average of the agent's score minus the other's. */
  averageDifference: number;
}

function blank(agent: string, against?: string): Record {
  return { agent, ...(against === undefined ? {} : { against }), games: 0, points: 0, wins: 0, draws: 0, losses: 0, averageDifference: 0 };
}

function add(record: Record, difference: number): void {
  record.games++;
  if (difference > 0) { record.wins++; record.points += 3; }
  else if (difference < 0) record.losses++;
  else { record.draws++; record.points += 1; }
  record.averageDifference += difference;
}

/** A record's summed difference turned into the average, to two decimals. */
function finish(r: Record): Record {
  return { ...r, averageDifference: r.games ? Math.round((r.averageDifference / r.games) * 100) / 100 : 0 };
}

export function standings(agents: string[], games: GameSpec[], results: GameResult[]): { overall: Record[]; pairs: Record[] } {
  const overall = new Map(agents.map((a) => [a, blank(a)]));
  const pairs = new Map<string, Record>();
  const pair = (a: string, b: string) => {
    const key = `${a}\u0000${b}`;
    if (!pairs.has(key)) pairs.set(key, blank(a, b));
    return pairs.get(key)!;
  };
  for (let i = 0; i < agents.length; i++) for (let j = 0; j < agents.length; j++) if (i !== j) pair(agents[i]!, agents[j]!);
  for (const game of games) {
    const result = results[game.index]!;
    const [first, second] = game.players;
    for (const [agent, other, difference] of [[first, second, result.difference], [second, first, -result.difference]] as const) {
      add(overall.get(agent)!, difference);
      add(pair(agent, other), difference);
    }
  }
  const ranked = [...overall.values()].map(finish).sort((a, b) => b.points - a.points || b.averageDifference - a.averageDifference);
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
export function seatDetail(agent: string, agents: string[], games: GameSpec[], results: GameResult[]): SeatRecord[] {
  const rows = new Map<string, SeatRecord>();
  for (const game of games) {
    const seat = game.players.indexOf(agent);
    if (seat < 0) continue;
    const against = game.players[1 - seat]!;
    const key = `${against}\u0000${game.layout}`;
    if (!rows.has(key)) rows.set(key, { agent, against, layout: game.layout, first: blank(agent, against), second: blank(agent, against) });
    const row = rows.get(key)!;
    const difference = results[game.index]!.difference;
    add(seat === 0 ? row.first : row.second, seat === 0 ? difference : -difference);
  }
  const order = (r: SeatRecord) => agents.indexOf(r.against);
  return [...rows.values()]
    .sort((a, b) => order(a) - order(b))
    .map((r) => ({ ...r, first: finish(r.first), second: finish(r.second) }));
}

export function formatSeatDetail(rows: SeatRecord[]): string[] {
  const other = Math.max(7, ...rows.map((r) => r.against.length));
  const layout = Math.max(6, ...rows.map((r) => r.layout.length));
  const cell = (r: Record) => `${`${r.wins}/${r.draws}/${r.losses}`.padStart(11)}  ${signed(r.averageDifference).padStart(8)}`;
  const header = `${'against'.padEnd(other)}  ${'layout'.padEnd(layout)}  ${'as player 1'.padStart(11)}  avg diff  ${'as player 2'.padStart(11)}  avg diff`;
  return [`${rows[0]?.agent ?? ''} by layout and seat (wins/draws/losses)`, header, '-'.repeat(header.length),
    ...rows.map((r) => `${r.against.padEnd(other)}  ${r.layout.padEnd(layout)}  ${cell(r.first)}  ${cell(r.second)}`)];
}

function signed(x: number): string {
  return (x > 0 ? '+' : '') + x.toFixed(2);
}

export function formatTable(rows: Record[], withOpponent: boolean): string[] {
  const name = Math.max(5, ...rows.map((r) => r.agent.length));
  const other = Math.max(7, ...rows.map((r) => (r.against ?? '').length));
  const header = `${'agent'.padEnd(name)}  ${withOpponent ? `${'against'.padEnd(other)}  ` : ''}games  points     W     D     L   avg diff`;
  return [header, '-'.repeat(header.length), ...rows.map((r) =>
    `${r.agent.padEnd(name)}  ${withOpponent ? `${(r.against ?? '').padEnd(other)}  ` : ''}${String(r.games).padStart(5)}  ${String(r.points).padStart(6)}  ${String(r.wins).padStart(4)}  ${String(r.draws).padStart(4)}  ${String(r.losses).padStart(4)}  ${signed(r.averageDifference)}`.replace(/  (\S+)$/, (_all, x: string) => `  ${x.padStart(9)}`))];
}
