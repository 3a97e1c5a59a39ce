// `solve` and `tournament`, run in-process through runCli; one tournament game goes through an
// outside program speaking the `move` protocol, and one run spreads games over worker threads.
import { execFileSync, spawn } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { readTournamentJson } from '../../src/cli/tournament/json-lines.ts';
import { liveGroups } from '../../src/cli/tournament/process-groups.ts';
import { replayRecord, squareName } from '../../src/engine/index.ts';
import { bestMovesByBruteForce } from '../ai/minimax.ts';

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), async *lines() {} });
  return { code, out, err };
}

describe('solve', () => {
  test('square:3: player 1 wins by 15 with b2, the only best first move', async () => {
    const { code, out } = await cli(['solve', '--layout', 'square:3', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out[0]!)).toEqual({ value: 15, best: ['b2'] });
  });

  test('grid:2x3 is a draw; a layout over 20 squares is refused', async () => {
    expect(JSON.parse((await cli(['solve', '--layout', 'grid:2x3', '--json'])).out[0]!).value).toBe(0);
    const big = await cli(['solve', '--layout', 'square:5']);
    expect(big.code).toBe(2);
    expect(big.err.join('\n')).toContain('at most 20');
  });

  // A seeded random square:5 game 8 moves from the end, player 2 to move: small enough to check
  // by trying every line.
  const record = 'square:5 d4 d2 a1 b5 d3 c1 d5 e1 b1 a2 c3 e2 b3 c2 c4 a5 e3';

  test('a position: its value and best moves agree with trying every line', async () => {
    const { code, out } = await cli(['solve', record, '--json']);
    expect(code).toBe(0);
    const position = replayRecord(record);
    const { moves, value } = bestMovesByBruteForce(position);
    const sign = position.turn() === 1 ? 1 : -1;
    expect(JSON.parse(out[0]!)).toEqual({
      value: position.scoreDifference() + sign * value,
      best: moves.map((m) => squareName(position.layout, m)),
    });
  });

  test('a best move keeps the value; the text names whose move it is', async () => {
    const { value, best } = JSON.parse((await cli(['solve', record, '--json'])).out[0]!);
    for (const move of best) {
      expect(JSON.parse((await cli(['solve', `${record} ${move}`, '--json'])).out[0]!).value).toBe(value);
    }
    const text = (await cli(['solve', record])).out.join('\n');
    expect(text).toContain(`best moves for player 2: ${best.join(' ')}`);
  });

  test('too many moves left, a layout and a record at once, a finished game, a bad record', async () => {
    const early = await cli(['solve', 'square:6 c3 d4']);
    expect(early.code).toBe(2);
    expect(early.err.join('\n')).toContain(
      'this position has 34 moves left; solve takes at most 20 (give a record with more moves played)',
    );
    expect((await cli(['solve', 'square:3 b2', '--layout', 'square:3'])).err.join('\n')).toContain(
      'not both',
    );
    const over = await cli(['solve', 'square:3 a1 a2 a3 b1 b2 b3 c1 c2 c3']);
    expect(over.code).toBe(0);
    expect(over.out[0]).toMatch(/^the game is over: final difference [+-]?\d+/);
    const nothing = await cli(['solve']);
    expect(nothing.code).toBe(2);
    expect(nothing.err.join('\n')).toContain('give --layout LAYOUT, or a game record');
    expect((await cli(['solve', '--layout', 'petri:5'])).err.join('\n')).toContain('or --equal-moves');
    const bad = await cli(['solve', 'square:3 b2 b2']);
    expect(bad.code).toBe(1);
    expect(bad.err.join('\n')).toContain('b2 is occupied');
  });
});

describe('tournament', () => {
  const args = [
    'tournament',
    '--agents',
    'random,hard,expert:500',
    '--layouts',
    'square:4,beaker:3x4',
    '--openings',
    '2',
    '--opening-moves',
    '2',
    '--json',
  ];

  test('every pair from both seats on every opening, with points 3/1/0', async () => {
    const { code, out } = await cli(args);
    expect(code).toBe(0);
    const result = readTournamentJson(out);
    expect(result.head!.games).toBe(2 * 2 * 3 * 2);
    for (const row of result.standings) {
      expect(row.games).toBe(16);
      expect(row.points).toBe(3 * row.wins + row.draws);
      expect(row.wins + row.draws + row.losses).toBe(row.games);
    }
    expect(result.pairs.find((p) => p.agent === 'expert:500' && p.against === 'random')!.losses).toBe(0);
    // The same table with two worker threads.
    const parallel = await cli([...args, '--jobs', '2']);
    expect(readTournamentJson(parallel.out).standings).toEqual(result.standings);
  });

  test("--detail splits one agent's games by layout and seat, adding up to its pair lines", async () => {
    const result = readTournamentJson((await cli([...args, '--detail', 'hard'])).out);
    expect(result.detail.map((r) => `${r.against} ${r.layout}`)).toEqual([
      'random square:4',
      'random beaker:3x4',
      'expert:500 square:4',
      'expert:500 beaker:3x4',
    ]);
    for (const against of ['random', 'expert:500']) {
      const pair = result.pairs.find((p) => p.agent === 'hard' && p.against === against)!;
      const rows = result.detail.filter((r) => r.against === against);
      for (const key of ['games', 'wins', 'draws', 'losses'] as const) {
        expect(rows.reduce((sum, r) => sum + r.first[key] + r.second[key], 0)).toBe(pair[key]);
      }
      for (const r of rows) expect([r.first.games, r.second.games]).toEqual([2, 2]);
    }
    const text = await cli([...args.filter((a) => a !== '--json'), '--detail', 'hard']);
    expect(text.out.join('\n')).toMatch(
      /hard by layout and seat[\s\S]*as player 1[\s\S]*expert:500 +beaker:3x4/,
    );
    const wrong = await cli([...args, '--detail', 'medium']);
    expect(wrong.code).toBe(2);
    expect(wrong.err.join('\n')).toContain(
      "--detail 'medium': not one of --agents ('random', 'hard', 'expert:500')",
    );
  });

  test('an outside program plays through the move protocol', async () => {
    const outside = 'cmd:npx tsx src/cli/main.ts move --agent hard';
    const { code, out } = await cli([
      'tournament',
      '--agents',
      `random,${outside}`,
      '--layouts',
      'square:4',
      '--openings',
      '1',
      '--opening-moves',
      '0',
      '--json',
    ]);
    expect(code).toBe(0);
    const result = readTournamentJson(out);
    expect(result.forfeits).toEqual([]);
    expect(result.standings[0].agent).toBe(outside);
    expect(result.standings[0].wins).toBe(2);
  });

  test('an outside program that fails forfeits with the reason, and none outlives the tournament', async () => {
    // One program ignores its input and never answers; the other dies saying why on stderr.
    // The silent one ignores SIGTERM (so only the SIGKILL a second later ends it) and sleeps for a
    // length no other process uses, to find it afterwards.
    const marker = `sleep 900.${process.pid}${Date.now() % 1000}`;
    const silent = `cmd:sh -c 'trap "" TERM; ${marker}'`;
    const dying = "cmd:sh -c 'echo no model file >&2; exit 3'";
    const { code, out } = await cli([
      'tournament',
      '--agents',
      `${silent},${dying},random`,
      '--layouts',
      'square:4',
      '--openings',
      '1',
      '--opening-moves',
      '0',
      '--move-timeout',
      '1',
      '--json',
      '--games',
    ]);
    expect(code).toBe(0);
    const result = readTournamentJson(out);
    const row = (agent: string) => result.standings.find((r) => r.agent === agent)!;
    // Against random, each failing program forfeits both games; against each other the first to
    // be asked forfeits. Forfeits count as losses but stay out of the average difference.
    expect(row('random')).toMatchObject({ wins: 4, losses: 0, forfeits: 0 });
    expect(row('random').averageDifference).toBe(0);
    expect(row(silent).forfeits + row(dying).forfeits).toBe(6);
    expect(result.forfeits).toContainEqual({
      kind: 'forfeit',
      index: 2,
      seat: 1,
      agent: silent,
      error: `${silent} gave no answer within 1 s`,
    });
    expect(result.forfeits).toContainEqual({
      kind: 'forfeit',
      index: 4,
      seat: 1,
      agent: dying,
      error: `${dying} exited with code 3 (its stderr: 'no model file')`,
    });
    // Each game's entry says who forfeited and why; its difference is only the sign of the result.
    const games = result.games;
    expect(games[2]).toMatchObject({
      players: [silent, 'random'],
      difference: -1,
      forfeit: 1,
      error: `${silent} gave no answer within 1 s`,
    });
    expect(games.filter((g: { forfeit?: number }) => g.forfeit !== undefined)).toHaveLength(6);
    // The silent program is stopped with its process group: SIGKILL, since it ignores SIGTERM.
    await new Promise((r) => setTimeout(r, 2000));
    const left = execFileSync('ps', ['-eo', 'stat,args'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(marker) && !line.startsWith('Z'));
    expect(left).toEqual([]);
    expect(liveGroups()).toEqual([]);
  });

  test('Ctrl-C during a tournament also ends the outside programs, though they run in groups of their own', async () => {
    const marker = `sleep 901.${process.pid}${Date.now() % 1000}`;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli/main.ts',
        'tournament',
        '--agents',
        `cmd:${marker},random`,
        '--layouts',
        'square:4',
        '--openings',
        '1',
        '--jobs',
        '2',
        '--quiet',
      ],
      { stdio: 'ignore' },
    );
    // The sleeps themselves (not the shells that started them, nor the tournament, whose
    // arguments also name them), and not zombies that only wait to be reaped.
    const running = () =>
      execFileSync('ps', ['-eo', 'stat=,args='], { encoding: 'utf8' })
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter(([stat, ...args]) => !stat!.startsWith('Z') && args.join(' ') === marker);
    for (let i = 0; i < 100 && running().length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    expect(running()).toHaveLength(2); // one game from each seat, one in each worker thread
    const ended = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    child.kill('SIGINT');
    expect(await ended).toBe('SIGINT');
    expect(running()).toEqual([]);
  });

  test('a typo in an option, the same agent or layout twice, or an empty cmd: is refused before any game', async () => {
    const base = ['tournament', '--agents', 'easy,hard', '--layouts', 'square:4'];
    const typo = await cli([...base, '--opening', '3']);
    expect(typo.code).toBe(2);
    expect(typo.err[0]).toContain('unknown option --opening; did you mean --openings or --opening-moves?');
    const cases: Array<[string[], string]> = [
      [
        ['tournament', '--agents', 'easy,Easy', '--layouts', 'square:4'],
        "--agents lists one agent twice: 'easy' and 'Easy'",
      ],
      [
        ['tournament', '--agents', 'easy,hard', '--layouts', 'square:4,SQUARE:4'],
        '--layouts lists square:4 twice',
      ],
      [['tournament', '--agents', 'easy,hard', '--layouts', ','], '--layouts names no layout'],
      [['tournament', '--agents', 'cmd:,hard', '--layouts', 'square:4'], "'cmd:' names no program"],
      [[...base, '--openings', '0x10'], "--openings takes a whole number from 1 to 100000, not '0x10'"],
      [[...base, '-json'], "unexpected '-json': this command takes only options (did you mean --json?)"],
      [[...base, '--seed', '1', '--seed', '2'], '--seed is given twice'],
    ];
    for (const [argv, message] of cases) {
      const { code, err, out } = await cli(argv);
      expect(code).toBe(2);
      expect(out).toEqual([]);
      expect(err[0]).toContain(message);
    }
  });
});
