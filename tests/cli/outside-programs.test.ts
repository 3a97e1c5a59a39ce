// Tournament agents that are outside programs answering badly: output with no end, one huge
// line, `null`, terminal escapes; programs that leave processes behind; and schedules too large
// to hold.
import { execFileSync, spawn } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { ExternalAgent, MAX_ANSWER_CHARS } from '../../src/cli/tournament/external.ts';
import { readTournamentJson } from '../../src/cli/tournament/json-lines.ts';
import { parseLayout, Position } from '../../src/engine/index.ts';

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), async *lines() {} });
  return { code, out, err };
}

interface GameEntry {
  players: [string, string];
  forfeit?: number;
  error?: string;
}

describe('outside programs that answer badly forfeit with a short, clear reason', () => {
  test('endless output, a huge line, null and terminal escapes', async () => {
    const endless = 'cmd:cat /dev/zero';
    const huge = "cmd:head -c 3000000 /dev/zero | tr '\\0' x; echo";
    const nothing = "cmd:sh -c 'while read line; do echo null; done'";
    const escapes = 'cmd:sh -c \'while read line; do printf "\\033]0;PWNED\\007\\033[2J\\n"; done\'';
    const { code, out } = await cli([
      'tournament',
      '--agents',
      ['hard', endless, huge, nothing, escapes].join(','),
      '--layouts',
      'square:4',
      '--openings',
      '1',
      '--opening-moves',
      '0',
      '--json',
      '--games',
    ]);
    expect(code).toBe(0);
    for (const line of out) expect(line.length).toBeLessThan(20_000);
    const result = readTournamentJson(out);
    const against = (agent: string) =>
      (result.games as GameEntry[]).filter((g) => g.players.includes('hard') && g.players.includes(agent));
    const reasons = (agent: string) => {
      const games = against(agent);
      expect(games).toHaveLength(2);
      for (const g of games) expect(g.players[g.forfeit! - 1]).toBe(agent);
      return games.map((g) => g.error!);
    };
    for (const reason of reasons(endless)) {
      expect(reason).toMatch(
        new RegExp(
          `^cmd:cat /dev/zero wrote more than an answer may be \\(${MAX_ANSWER_CHARS} characters\\) without ending the line: '(\\\\x00){20}…' \\(\\d+ characters\\)$`,
        ),
      );
    }
    for (const reason of reasons(huge)) {
      expect(reason.startsWith(`${huge} `)).toBe(true);
      expect(reason.slice(huge.length)).toMatch(
        new RegExp(
          ` (wrote more|answered a line longer) than an answer may be \\(${MAX_ANSWER_CHARS} characters\\).*: 'x{80}…' \\(\\d+ characters\\)$`,
        ),
      );
    }
    for (const reason of reasons(nothing))
      expect(reason).toBe(`${nothing} answered 'null'; expected {"move": "c3"}`);
    for (const reason of reasons(escapes))
      expect(reason).toBe(
        `${escapes} answered '\\x1b]0;PWNED\\x07\\x1b[2J', not a JSON line; expected {"move": "c3"}`,
      );
    expect(result.standings[0]).toMatchObject({ agent: 'hard', wins: 8, losses: 0 });
  });

  test('lines written before any question are kept only up to a limit', async () => {
    const chatty = new ExternalAgent('cmd:seq 1000; sleep 5', 5000);
    try {
      await new Promise((r) => setTimeout(r, 500));
      await expect(chatty.choose(new Position(parseLayout('square:3')))).rejects.toThrow(
        /^cmd:seq 1000; sleep 5 wrote over 100 lines it was not asked for$/,
      );
    } finally {
      chatty.stop();
    }
  });

  test('a program that closes its output and exits a moment later is said to have exited, with its code and last words', async () => {
    // The exit comes 300 ms after the output closes, as it can on a busy machine.
    const id = 'cmd:exec 1>&-; sleep 0.3; echo no model file >&2; exit 3';
    const slow = new ExternalAgent(id, 5000);
    try {
      await expect(slow.choose(new Position(parseLayout('square:3')))).rejects.toThrow(
        `${id} exited with code 3 (its stderr: 'no model file')`,
      );
    } finally {
      slow.stop();
    }
  });
});

describe('schedules', () => {
  test('a schedule too large to hold is refused before any game, saying how many games it would be', async () => {
    const agents = Array.from({ length: 30 }, (_, i) => `random:${i + 1}`).join(',');
    const { code, out, err } = await cli([
      'tournament',
      '--agents',
      agents,
      '--layouts',
      'square:12,petri:12,grid:12x12',
      '--openings',
      '100000',
    ]);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err[0]).toMatch(
      /^tournament: that would be 261,000,000 games \(30 agents make 870 pairings by seat, × 3 layouts × 100,000 openings\); a tournament plays at most 1,000,000: give fewer agents, layouts or --openings\n/,
    );
    const fits = await cli([
      'tournament',
      '--agents',
      'random:1,random:2',
      '--layouts',
      'square:3',
      '--openings',
      '2',
      '--json',
    ]);
    expect(readTournamentJson(fits.out).head!.games).toBe(4);
  });
});

describe('nothing an outside program started outlives its game', () => {
  test('processes that left its group and session are stopped too (Linux)', async () => {
    const tag = `${process.pid}${Date.now() % 1000}`;
    // M1 leaves the session (found by the mark in its environment and as a descendant); M2 also
    // loses its parent (found by the mark alone); M3 starts with an empty environment (found as
    // a descendant alone). The program answers null, forfeits, and is stopped.
    const marks = [`905.${tag}`, `906.${tag}`, `907.${tag}`];
    const program = `cmd:sh -c 'setsid sleep ${marks[0]} & (setsid sleep ${marks[1]} &); env -i /usr/bin/setsid /bin/sleep ${marks[2]} & read line; echo null; sleep 30'`;
    const sleeping = () =>
      execFileSync('ps', ['-eo', 'pid=,stat=,comm=,args='], { encoding: 'utf8' })
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter(
          ([, stat, comm, ...args]) =>
            comm === 'sleep' && !stat!.startsWith('Z') && marks.some((m) => args.includes(m)),
        );
    try {
      const { code, out } = await cli([
        'tournament',
        '--agents',
        `random,${program}`,
        '--layouts',
        'square:3',
        '--openings',
        '1',
        '--opening-moves',
        '0',
        '--json',
      ]);
      expect(code).toBe(0);
      expect(readTournamentJson(out).forfeits).toHaveLength(2);
      // Stopped with SIGTERM; anything left would get SIGKILL a second later.
      await new Promise((r) => setTimeout(r, 1500));
      expect(sleeping().map((p) => p.slice(2).join(' '))).toEqual([]);
    } finally {
      for (const [pid] of sleeping()) process.kill(Number(pid), 'SIGKILL');
    }
  });

  test('Ctrl-C also ends what left the group, from the main thread and from worker threads', async () => {
    const tag = `${process.pid}${Date.now() % 1000}`;
    const marks = [`908.${tag}`, `909.${tag}`];
    const sleeping = () =>
      execFileSync('ps', ['-eo', 'pid=,stat=,comm=,args='], { encoding: 'utf8' })
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter(
          ([, stat, comm, ...args]) =>
            comm === 'sleep' && !stat!.startsWith('Z') && marks.some((m) => args.includes(m)),
        );
    try {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'src/cli/main.ts',
          'tournament',
          '--agents',
          `cmd:(setsid sleep ${marks[0]} &); sleep ${marks[1]},random`,
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
      // One game from each seat, one in each worker thread: two of each sleep.
      for (let i = 0; i < 100 && sleeping().length < 4; i++) await new Promise((r) => setTimeout(r, 100));
      expect(sleeping()).toHaveLength(4);
      const ended = new Promise<NodeJS.Signals | null>((resolve) =>
        child.on('exit', (_code, signal) => resolve(signal)),
      );
      child.kill('SIGINT');
      expect(await ended).toBe('SIGINT');
      await new Promise((r) => setTimeout(r, 200));
      expect(sleeping().map((p) => p.slice(2).join(' '))).toEqual([]);
    } finally {
      for (const [pid] of sleeping()) process.kill(Number(pid), 'SIGKILL');
    }
  });
});
