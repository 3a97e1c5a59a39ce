// `tournament --agents a,b,… --layouts l1,l2 …` (options in `usage` below): every pair of agents
// on every layout from N seeded random short openings, from both seats, with a table of points
// (3 win, 1 draw, 0 loss), wins, draws, losses, average difference and, if any, forfeits.
// An agent `cmd:<shell command>` is an outside program speaking the `move` protocol; one that
// answers badly, late (--move-timeout, 60 s a move by default) or not at all forfeits the game.

import { availableParallelism } from 'node:os';
import { parseRules, quoteInput, withOptions } from '../../engine/index.ts';
import { createAgent } from '../../ai/index.ts';
import { flag, intOption, option, UsageError, type CliCommand, type CliIO } from '../command.ts';
import { DEFAULT_ANSWER_MS, EXTERNAL_PREFIX, externalCommand } from '../tournament/external.ts';
import { gameLine, tableLines } from '../tournament/json-lines.ts';
import { runGames } from '../tournament/pool.ts';
import { gameCount, MAX_GAMES, schedule } from '../tournament/schedule.ts';
import { Tally } from '../tournament/standings.ts';
import { formatSeatDetail, tableText } from '../tournament/table-text.ts';

/**
 * The id that makes the same agent (`Easy` and `easy`, `random` and `random:1` are one), or an
 * error a person can act on when the text names no agent.
 */
function canonicalId(id: string): string {
  if (!id.startsWith(EXTERNAL_PREFIX)) return createAgent(id).id;
  try {
    return `${EXTERNAL_PREFIX}${externalCommand(id)}`;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/**
 * --jobs, at most the cores this machine has while only built-in agents play (a game never waits,
 * so more threads only share the cores, each with its own copy of the game: 64 on 2 cores took
 * 1.7 GB); with an outside program, which spends its games waiting for answers, up to 4 a core.
 */
function jobsOf(asked: number, agents: string[], io: CliIO): number {
  const cores = availableParallelism();
  const outside = agents.some((id) => id.startsWith(EXTERNAL_PREFIX));
  const most = outside ? cores * 4 : cores;
  if (asked <= most) return asked;
  const threads = `${most} thread${most === 1 ? '' : 's'}`;
  io.err(
    `--jobs ${asked}: this machine has ${cores} core${cores === 1 ? '' : 's'}, so the tournament runs ${threads} ${outside ? '(4 a core, as outside programs wait for their answers)' : '(more would only share them)'}`,
  );
  return most;
}

function list(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export const tournamentCommand: CliCommand = {
  name: 'tournament',
  usage:
    'tournament --agents A,B,… --layouts L1,L2,… [--openings N] [--opening-moves K] [--seed S] [--jobs J] [--equal-moves] [--detail AGENT] [--move-timeout SECONDS] [--json] [--games] [--quiet]',
  summary: 'every pair of agents from both seats on seeded openings, with a points table',
  options: ['agents', 'layouts', 'openings', 'opening-moves', 'seed', 'jobs', 'detail', 'move-timeout'],
  flags: ['json', 'equal-moves', 'games', 'quiet'],
  async run(args, io) {
    const agents = list(option(args, 'agents'));
    if (agents.length < 2) throw new UsageError('--agents needs at least two agents, separated by commas');
    // Check every id before the first game, so a typo fails at once.
    const canonical = agents.map(canonicalId);
    const twice = canonical.findIndex((id, i) => canonical.indexOf(id) !== i);
    if (twice >= 0)
      throw new UsageError(
        `--agents lists one agent twice: ${quoteInput(agents[canonical.indexOf(canonical[twice]!)]!)} and ${quoteInput(agents[twice]!)}`,
      );
    const detailText = args.options.has('detail') ? option(args, 'detail') : undefined;
    // Named as in --agents, or any spelling of the same agent (`Hard` for `hard`).
    const detailId =
      detailText === undefined
        ? undefined
        : (() => {
            try {
              return canonicalId(detailText);
            } catch {
              return null;
            }
          })();
    const detailFor =
      detailText === undefined
        ? undefined
        : agents.find((id, i) => id === detailText || detailId === canonical[i]);
    if (detailText !== undefined && detailFor === undefined)
      throw new UsageError(
        `--detail ${quoteInput(detailText)}: not one of --agents (${agents.map((a) => quoteInput(a)).join(', ')})`,
      );
    // Rules ids; the older --equal-moves switch adds equal moves to each.
    const equalMoves = flag(args, 'equal-moves');
    const layouts = list(option(args, 'layouts', 'square:6')).map(
      (id) => withOptions(parseRules(id), { equalMoves }).id,
    );
    if (layouts.length === 0)
      throw new UsageError('--layouts names no layout; give one or more, like square:6,petri:7');
    const repeated = layouts.find((id, i) => layouts.indexOf(id) !== i);
    if (repeated !== undefined) throw new UsageError(`--layouts lists ${repeated} twice`);
    const answerMs = intOption(args, 'move-timeout', DEFAULT_ANSWER_MS / 1000, 1, 3600) * 1000;
    const openings = intOption(args, 'openings', 10, 1, 100_000);
    const count = gameCount({ agents, rules: layouts, openings });
    if (count > MAX_GAMES) {
      const many = (n: number) => n.toLocaleString('en-US');
      throw new UsageError(
        `that would be ${many(count)} games (${agents.length} agents make ${many(agents.length * (agents.length - 1))} pairings by seat, × ${layouts.length} layout${layouts.length === 1 ? '' : 's'} × ${many(openings)} openings); a tournament plays at most ${many(MAX_GAMES)}: give fewer agents, layouts or --openings`,
      );
    }
    const games = schedule({
      agents,
      rules: layouts,
      openings,
      openingPlies: intOption(args, 'opening-moves', 4, 0, 20),
      seed: intOption(args, 'seed', 1, 0, 2 ** 32 - 1),
    });
    const jobs = jobsOf(intOption(args, 'jobs', 1, 1, 64), canonical, io);
    const json = flag(args, 'json');
    const gameLines = json && flag(args, 'games');
    // JSON Lines (json-lines.ts): the head before the first game, then each game as it is done.
    if (json) io.out(JSON.stringify({ kind: 'tournament', layouts, games: games.length }));
    // Each game is added to the tables as it is told, and then forgotten.
    const tally = new Tally(agents, detailFor);
    const started = performance.now();
    let shown = 0;
    await runGames(
      games,
      jobs,
      json || flag(args, 'quiet')
        ? undefined
        : (done, total) => {
            if (done === total || done - shown >= Math.max(1, Math.floor(total / 20))) {
              shown = done;
              io.err(`${done}/${total} games`);
            }
          },
      { answerMs },
      (spec, result) => {
        tally.add(spec, result);
        if (gameLines) io.out(gameLine(spec, result));
      },
    );
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const detail = detailFor === undefined ? undefined : tally.detail();
    if (json) {
      const lines = tableLines({
        overall: tally.standings(),
        pairs: tally.pairs(),
        detail,
        forfeits: tally.forfeits,
        games: games.length,
        seconds,
      });
      for (const line of lines) io.out(line);
      return 0;
    }
    const columns = { names: agents, forfeits: tally.anyForfeits() };
    io.out(`${games.length} games on ${layouts.join(', ')} in ${seconds} s`);
    io.out('');
    for (const line of tableText(tally.standings(), false, columns)) io.out(line);
    io.out('');
    for (const line of tableText(tally.pairs(), true, columns)) io.out(line);
    if (detail) {
      io.out('');
      for (const line of formatSeatDetail(detail)) io.out(line);
    }
    for (const { result: r } of tally.forfeits) io.out(`forfeit: game ${r.index + 1}: ${r.error}`);
    return 0;
  },
};
