// `tournament --json`: JSON Lines, one object a line, each naming its `kind`, so no line grows with
// the number of agents or games (a thousand agents make a million pair lines, not one line of
// 150 MB) and a reader can take the games as they are played. In order:
//   tournament  the layouts and how many games, before the first game
//   game        with --games, one a game, in schedule order as each is done
//   standing    one an agent, best first (the table)
//   pair        one an agent against one other, from both seats
//   detail      with --detail, one a layout and opponent, by seat
//   forfeit     one a game an outside program lost by failing
//   done        the seconds taken: the last line, so output cut short has none
// docs/cli.md describes the fields.

import type { GameResult } from './play.ts';
import type { GameSpec } from './schedule.ts';
import type { Record, SeatRecord } from './standings.ts';

export interface TournamentLine {
  kind: 'tournament';
  layouts: string[];
  games: number;
}
export type GameLine = GameSpec & {
  kind: 'game';
  /** Player 1's score minus player 2's; after a forfeit only its sign, for who won. */
  difference: number;
  /** The seat (1 or 2) that forfeited, if one did. */
  forfeit?: 1 | 2;
  error?: string;
};
export type StandingLine = Record & { kind: 'standing'; rank: number };
export type PairLine = Record & { kind: 'pair'; against: string };
export type DetailLine = SeatRecord & { kind: 'detail' };
export interface ForfeitLine {
  kind: 'forfeit';
  /** The game's place in the schedule, from 0 as in its game line. */
  index: number;
  /** The seat (1 or 2) and agent that failed. */
  seat: 1 | 2;
  agent: string;
  error: string;
}
export interface DoneLine {
  kind: 'done';
  games: number;
  seconds: number;
}
export type TournamentJsonLine =
  TournamentLine | GameLine | StandingLine | PairLine | DetailLine | ForfeitLine | DoneLine;

export function gameLine(spec: GameSpec, result: GameResult): string {
  const { difference, forfeit, error } = result;
  const line: GameLine = {
    kind: 'game',
    ...spec,
    difference,
    ...(forfeit === undefined ? {} : { forfeit: (forfeit + 1) as 1 | 2, error: error ?? '' }),
  };
  return JSON.stringify(line);
}

export function forfeitLine(spec: GameSpec, result: GameResult): string | null {
  if (result.forfeit === undefined) return null;
  const line: ForfeitLine = {
    kind: 'forfeit',
    index: spec.index,
    seat: (result.forfeit + 1) as 1 | 2,
    agent: spec.players[result.forfeit],
    error: result.error ?? '',
  };
  return JSON.stringify(line);
}

/** The lines after the games: the table, the pairs, the detail, the forfeits and the end. */
export function* tableLines(table: {
  overall: Record[];
  pairs: Iterable<Record>;
  detail?: SeatRecord[];
  forfeits: Array<{ spec: GameSpec; result: GameResult }>;
  games: number;
  seconds: number;
}): Generator<string> {
  let rank = 0;
  for (const row of table.overall) yield JSON.stringify({ kind: 'standing', rank: ++rank, ...row });
  for (const row of table.pairs) yield JSON.stringify({ kind: 'pair', ...row });
  for (const row of table.detail ?? []) yield JSON.stringify({ kind: 'detail', ...row });
  for (const { spec, result } of table.forfeits) {
    const line = forfeitLine(spec, result);
    if (line !== null) yield line;
  }
  yield JSON.stringify({ kind: 'done', games: table.games, seconds: table.seconds } satisfies DoneLine);
}

/** A tournament's JSON Lines read back, each kind in its own list, in the order written. */
export interface TournamentJson {
  head?: TournamentLine;
  games: GameLine[];
  standings: StandingLine[];
  pairs: PairLine[];
  detail: DetailLine[];
  forfeits: ForfeitLine[];
  done?: DoneLine;
}

/**
 * Reads the lines of `tournament --json` (blank lines skipped). A line that is not JSON, or of no
 * kind written here, throws an error naming its line number.
 */
export function readTournamentJson(lines: Iterable<string>): TournamentJson {
  const read: TournamentJson = { games: [], standings: [], pairs: [], detail: [], forfeits: [] };
  let number = 0;
  for (const text of lines) {
    number++;
    if (text.trim() === '') continue;
    let line: TournamentJsonLine;
    try {
      line = JSON.parse(text) as TournamentJsonLine;
    } catch {
      throw new SyntaxError(`line ${number} is not JSON: is this the output of tournament --json?`);
    }
    switch (line?.kind) {
      case 'tournament':
        read.head = line;
        break;
      case 'game':
        read.games.push(line);
        break;
      case 'standing':
        read.standings.push(line);
        break;
      case 'pair':
        read.pairs.push(line);
        break;
      case 'detail':
        read.detail.push(line);
        break;
      case 'forfeit':
        read.forfeits.push(line);
        break;
      case 'done':
        read.done = line;
        break;
      default:
        throw new SyntaxError(
          `line ${number} has no kind of tournament --json line (tournament, game, standing, pair, detail, forfeit, done)`,
        );
    }
  }
  return read;
}
