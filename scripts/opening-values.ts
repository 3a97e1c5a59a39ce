// Were the games an agent failed to win lost at the board or in the opening? Reads the JSON of
// `tournament … --json --games`, solves each opening of one layout exactly (best play from both
// sides, so only for layouts small enough to search to the end) and counts the agent's results
// by what its seat was worth after the opening: won, drawn or lost with best play. A random
// opening can hand one seat a lost position; from there only an opponent's mistake lets it win.
//
//   npm run -s cli -- tournament --agents expert,hard --layouts flask:8x3 --openings 50 --json --games > t.json
//   npx tsx scripts/opening-values.ts t.json --layout flask:8x3 [--agent expert]

import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parseLayout, Position, resolveMove, type Layout } from '../src/engine/index.ts';
import { ExpertSearch } from '../src/ai/expert/search.ts';
import type { GameSpec } from '../src/cli/tournament/schedule.ts';

/** flask:8x3 (24 squares) solves a 4-move opening in about 0.2 s; each square more multiplies that. */
const MAX_SQUARES = 24;

interface TournamentJson {
  results?: GameWithResult[];
}

export type GameWithResult = GameSpec & { difference: number };

export interface OpeningValueRow {
  against: string;
  /** What the agent's seat was worth after the opening, with best play from both sides. */
  opening: 'won' | 'drawn' | 'lost';
  wins: number;
  draws: number;
  losses: number;
}

/** The agent's results on one layout, counted by the exact value of each game's opening. */
export function openingValueTable(results: GameWithResult[], layout: Layout, agent: string): { rows: OpeningValueRow[]; openings: number } {
  const search = new ExpertSearch();
  /** Player 1's final score difference with best play, by opening. */
  const solved = new Map<string, number>();
  const valueOf = (opening: string[]): number => {
    const key = opening.join(' ');
    let value = solved.get(key);
    if (value === undefined) {
      const position = new Position(layout);
      for (const text of opening) {
        const move = resolveMove(position, text);
        if ('error' in move) throw new Error(`opening ${key}: ${move.error}`);
        position.playUnchecked(move.square);
      }
      const rest = search.search(position, { nodes: Infinity, exact: true }).value;
      value = position.scoreDifference() + (position.turn() === 1 ? rest : -rest);
      solved.set(key, value);
    }
    return value;
  };
  const rows = new Map<string, OpeningValueRow>();
  for (const game of results) {
    if (game.layout !== layout.id || game.equalMoves || !game.players.includes(agent)) continue;
    const sign = game.players[0] === agent ? 1 : -1;
    const worth = sign * valueOf(game.opening);
    const got = sign * game.difference;
    const against = game.players[sign === 1 ? 1 : 0];
    const opening = worth > 0 ? 'won' : worth === 0 ? 'drawn' : 'lost';
    const key = `${against}\u0000${opening}`;
    const row = rows.get(key) ?? { against, opening, wins: 0, draws: 0, losses: 0 };
    if (got > 0) row.wins++;
    else if (got === 0) row.draws++;
    else row.losses++;
    rows.set(key, row);
  }
  return { rows: [...rows.values()], openings: solved.size };
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { layout: { type: 'string' }, agent: { type: 'string', default: 'expert' } },
  });
  const file = positionals[0];
  if (!file || !values.layout) {
    console.error('usage: npx tsx scripts/opening-values.ts TOURNAMENT.json --layout L [--agent A]   (the JSON of tournament --json --games)');
    process.exit(2);
  }
  const agent = values.agent!;
  let results: GameWithResult[] | undefined;
  let layout: Layout;
  try {
    layout = parseLayout(values.layout);
    results = (JSON.parse(readFileSync(file, 'utf8')) as TournamentJson).results;
  } catch (error) {
    // A missing file, JSON cut short or a bad layout id: say which, without a stack trace.
    console.error(`opening-values: ${(error as Error).message}`);
    process.exit(2);
  }
  if (layout.size > MAX_SQUARES) {
    console.error(`opening-values: ${layout.id} has ${layout.size} squares; solving its openings to the end would take far too long (at most ${MAX_SQUARES})`);
    process.exit(2);
  }
  if (!Array.isArray(results)) {
    console.error(`${file} has no games: run the tournament with --json --games`);
    process.exit(2);
  }
  const started = performance.now();
  const { rows, openings } = openingValueTable(results, layout, agent);
  if (rows.length === 0) {
    console.error(`no games of ${agent} on ${layout.id} in ${file}`);
    process.exit(1);
  }
  console.log(`${agent} on ${layout.id}: results by what its seat was worth after the opening, with best play`);
  console.log(`(${openings} openings solved in ${Math.round(performance.now() - started) / 1000} s)`);
  console.log(`${'against'.padEnd(12)}  opening  wins  draws  losses`);
  rows.sort((a, b) => a.against.localeCompare(b.against) || a.opening.localeCompare(b.opening));
  for (const r of rows) {
    console.log(`${r.against.padEnd(12)}  ${r.opening.padEnd(7)}  ${String(r.wins).padStart(4)}  ${String(r.draws).padStart(5)}  ${String(r.losses).padStart(6)}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
