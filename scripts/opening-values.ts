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
import { bestAgainstKnown } from '../src/ai/expert/against-known.ts';
import { createAgent, type Agent } from '../src/ai/index.ts';
import { readTournamentJson } from '../src/cli/tournament/json-lines.ts';
import type { GameSpec } from '../src/cli/tournament/schedule.ts';

/** flask:8x3 (24 squares) solves a 4-move opening in about 0.2 s; each square more multiplies that. */
const MAX_SQUARES = 24;

export type GameWithResult = GameSpec & { difference: number };

/** A game's rules id; results files of the earlier shape name the layout and equal moves apart. */
function rulesOfGame(game: GameWithResult): string {
  const legacy = game as unknown as { layout?: string; equalMoves?: boolean };
  return game.rules ?? `${legacy.layout}${legacy.equalMoves ? '/equal' : ''}`;
}

/**
 * How a seat's worth after the opening is measured: with best play from both sides, or as the best
 * any player could reach against that game's opponent, knowing its every reply.
 */
export type OpeningMeasure = 'best-play' | 'known-replies';

export interface OpeningValueRow {
  against: string;
  /** What the agent's seat was worth after the opening, by the table's measure. */
  opening: 'won' | 'drawn' | 'lost';
  wins: number;
  draws: number;
  losses: number;
}

/** The agent an id makes, when its replies can be known in advance; null for random or an outside program's id. */
function predictableAgent(id: string): Agent | null {
  try {
    const agent = createAgent(id);
    return agent.predictable ? agent : null;
  } catch {
    return null; // an outside program (tournament --external) makes no agent here
  }
}

function openingPosition(layout: Layout, opening: string[]): Position {
  const position = new Position(layout);
  for (const text of opening) {
    const move = resolveMove(position, text);
    if ('error' in move) throw new Error(`opening ${opening.join(' ')}: ${move.error}`);
    position.playUnchecked(move.square);
  }
  return position;
}

/**
 * The agent's results on one layout, counted by what its seat was worth after each game's
 * opening. Games against an opponent that is not predictable are left out of a `known-replies`
 * table and counted in `skipped`.
 */
export function openingValueTable(
  results: GameWithResult[],
  layout: Layout,
  agent: string,
  measure: OpeningMeasure = 'best-play',
): { rows: OpeningValueRow[]; openings: number; skipped: number } {
  const search = new ExpertSearch();
  /** The seat's worth (its final difference) by opening, seat and, for known replies, opponent. */
  const solved = new Map<string, number>();
  const worthOf = (opening: string[], seat: 1 | 2, against: string): number | null => {
    const key =
      measure === 'best-play' ? opening.join(' ') : `${opening.join(' ')}\u0000${seat}\u0000${against}`;
    let value = solved.get(key);
    if (value === undefined) {
      const position = openingPosition(layout, opening);
      if (measure === 'best-play') {
        // Stored from player 1's side: both seats share one solve.
        const rest = search.search(position, { nodes: Infinity, exact: true }).value;
        value = position.scoreDifference() + (position.turn() === 1 ? rest : -rest);
      } else {
        const opponent = predictableAgent(against);
        if (!opponent) return null;
        value = bestAgainstKnown(position, seat, opponent).value;
      }
      solved.set(key, value);
    }
    return measure === 'best-play' && seat === 2 ? -value : value;
  };
  const rows = new Map<string, OpeningValueRow>();
  let skipped = 0;
  for (const game of results) {
    if (rulesOfGame(game) !== layout.id || !game.players.includes(agent)) continue;
    const seat = game.players[0] === agent ? 1 : 2;
    const sign = seat === 1 ? 1 : -1;
    const against = game.players[seat === 1 ? 1 : 0];
    const worth = worthOf(game.opening, seat, against);
    if (worth === null) {
      skipped++;
      continue;
    }
    const got = sign * game.difference;
    const opening = worth > 0 ? 'won' : worth === 0 ? 'drawn' : 'lost';
    const key = `${against}\u0000${opening}`;
    const row = rows.get(key) ?? { against, opening, wins: 0, draws: 0, losses: 0 };
    if (got > 0) row.wins++;
    else if (got === 0) row.draws++;
    else row.losses++;
    rows.set(key, row);
  }
  return { rows: [...rows.values()], openings: solved.size, skipped };
}

/**
 * The games in the output of `tournament --json --games`: JSON Lines (docs/cli.md), or the earlier
 * shape, the standings on the first line and then a game a line. Undefined when it holds none.
 */
export function gamesOfFile(lines: string[]): GameWithResult[] | undefined {
  const filled = lines.filter((line) => line.trim() !== '');
  const first = filled.length > 0 ? (JSON.parse(filled[0]!) as { kind?: string }) : undefined;
  const games =
    first !== undefined && first.kind === undefined
      ? filled.slice(1).map((line) => JSON.parse(line) as GameWithResult)
      : readTournamentJson(filled).games;
  return games.length > 0 ? games : undefined;
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      layout: { type: 'string' },
      agent: { type: 'string', default: 'expert' },
      'against-known': { type: 'boolean', default: false },
    },
  });
  const file = positionals[0];
  if (!file || !values.layout) {
    console.error(
      'usage: npx tsx scripts/opening-values.ts TOURNAMENT.json --layout L [--agent A] [--against-known]   (the JSON of tournament --json --games)',
    );
    process.exit(2);
  }
  const agent = values.agent!;
  const measure: OpeningMeasure = values['against-known'] ? 'known-replies' : 'best-play';
  let results: GameWithResult[] | undefined;
  let layout: Layout;
  try {
    layout = parseLayout(values.layout);
    results = gamesOfFile(readFileSync(file, 'utf8').split('\n'));
  } catch (error) {
    // A missing file, JSON cut short or a bad layout id: say which, without a stack trace.
    console.error(`opening-values: ${(error as Error).message}`);
    process.exit(2);
  }
  if (layout.size > MAX_SQUARES) {
    console.error(
      `opening-values: ${layout.id} has ${layout.size} squares; solving its openings to the end would take far too long (at most ${MAX_SQUARES})`,
    );
    process.exit(2);
  }
  if (!Array.isArray(results)) {
    console.error(`${file} has no games: run the tournament with --json --games`);
    process.exit(2);
  }
  const started = performance.now();
  const { rows, openings, skipped } = openingValueTable(results, layout, agent, measure);
  if (rows.length === 0) {
    console.error(
      skipped
        ? `every game of ${agent} on ${layout.id} in ${file} is against an opponent whose replies cannot be known in advance`
        : `no games of ${agent} on ${layout.id} in ${file}`,
    );
    process.exit(1);
  }
  const how =
    measure === 'best-play'
      ? 'with best play from both sides'
      : "as the best any player could reach knowing the opponent's every reply";
  console.log(`${agent} on ${layout.id}: results by what its seat was worth after the opening, ${how}`);
  const solvedWhat = measure === 'best-play' ? 'openings solved' : 'searches (opening, seat and opponent)';
  console.log(
    `(${openings} ${solvedWhat} in ${Math.round(performance.now() - started) / 1000} s${skipped ? `; ${skipped} games against unpredictable opponents left out` : ''})`,
  );
  console.log(`${'against'.padEnd(12)}  opening  wins  draws  losses`);
  rows.sort((a, b) => a.against.localeCompare(b.against) || a.opening.localeCompare(b.opening));
  for (const r of rows) {
    console.log(
      `${r.against.padEnd(12)}  ${r.opening.padEnd(7)}  ${String(r.wins).padStart(4)}  ${String(r.draws).padStart(5)}  ${String(r.losses).padStart(6)}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
