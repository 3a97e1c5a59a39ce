// A tournament's size: hundreds of agents make a table of over a hundred thousand pair lines, and
// `--json` must not build one huge line: JSON Lines, a line per game, standing and pair.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { seatDetail, standings } from '../../src/cli/tournament/standings.ts';
import { formatSeatDetail, formatTable } from '../../src/cli/tournament/table-text.ts';
import type { GameResult } from '../../src/cli/tournament/play.ts';
import type { GameSpec } from '../../src/cli/tournament/schedule.ts';
import { readTournamentJson } from '../../src/cli/tournament/json-lines.ts';

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), async *lines() {} });
  return { code, out, err };
}

describe('the table of 400 agents', () => {
  test('every pair is a line, and formatting them does not overflow the stack', () => {
    const agents = Array.from({ length: 400 }, (_, i) => `random:${i + 1}`);
    // One game per ordered pair: the first agent always wins by 2.
    const games: GameSpec[] = [];
    const results: GameResult[] = [];
    for (const a of agents) {
      for (const b of agents) {
        if (a === b) continue;
        games.push({
          index: games.length,
          rules: 'square:4',
          opening: [],
          openingNumber: 0,
          players: [a, b],
        });
        results.push({ index: results.length, difference: 2 });
      }
    }
    const table = standings(agents, games, results);
    expect(table.pairs).toHaveLength(400 * 399);
    const lines = formatTable(table.pairs, true);
    expect(lines).toHaveLength(400 * 399 + 2);
    // Each pair met twice, once from each seat, and player 1 always won by 2.
    expect(lines[2]).toMatch(/^random:1 +random:2 +2 +3 +1 +0 +1 +0\.00$/);
    expect(formatTable(table.overall, false)).toHaveLength(402);
    const detail = seatDetail('random:1', agents, games, results);
    expect(formatSeatDetail(detail)).toHaveLength(399 + 3);
  });
});

describe('--json --games', () => {
  test('JSON Lines: the head, each game in schedule order, the table, the pairs, then done', async () => {
    const { code, out } = await cli([
      'tournament',
      '--agents',
      'random:1,random:2,easy',
      '--layouts',
      'square:3',
      '--openings',
      '2',
      '--json',
      '--games',
    ]);
    expect(code).toBe(0);
    const kinds = out.map((line) => JSON.parse(line).kind);
    expect(kinds).toEqual([
      'tournament',
      ...Array(12).fill('game'),
      ...Array(3).fill('standing'),
      ...Array(6).fill('pair'),
      'done',
    ]);
    const read = readTournamentJson(out);
    expect(read.head).toEqual({ kind: 'tournament', layouts: ['square:3'], games: 12 });
    expect(read.games.map((g) => g.index)).toEqual([...Array(12).keys()]);
    for (const g of read.games)
      expect(g).toEqual({
        kind: 'game',
        index: expect.any(Number),
        rules: 'square:3',
        opening: expect.any(Array),
        openingNumber: expect.any(Number),
        players: expect.any(Array),
        difference: expect.any(Number),
      });
    expect(read.standings.map((s) => s.rank)).toEqual([1, 2, 3]);
    expect(read.done).toEqual({ kind: 'done', games: 12, seconds: expect.any(Number) });
  });

  test('no line grows with the number of agents: 100 agents make 9,900 pair lines, each short', async () => {
    const agents = Array.from({ length: 100 }, (_, i) => `random:${i + 1}`);
    const { code, out } = await cli([
      'tournament',
      '--agents',
      agents.join(','),
      '--layouts',
      'grid:2x2',
      '--openings',
      '1',
      '--opening-moves',
      '0',
      '--json',
      '--games',
    ]);
    expect(code).toBe(0);
    let longest = 0;
    for (const line of out) longest = Math.max(longest, line.length);
    // One line holding every pair would be over 1.4 MB here (and 146 MB for a thousand agents).
    expect(longest).toBeLessThan(500);
    const read = readTournamentJson(out);
    expect(read.games).toHaveLength(100 * 99);
    expect(read.pairs).toHaveLength(100 * 99);
    expect(read.standings).toHaveLength(100);
    expect(read.done?.games).toBe(100 * 99);
  });

  test('games come out as they are played, before the table, with worker threads too', async () => {
    const lines: string[] = [];
    const code = await runCli(
      [
        'tournament',
        '--agents',
        'random:1,random:2,random:3',
        '--layouts',
        'square:3',
        '--openings',
        '3',
        '--jobs',
        '2',
        '--json',
        '--games',
      ],
      { out: (l) => lines.push(l), err: () => {}, async *lines() {} },
    );
    expect(code).toBe(0);
    const read = readTournamentJson(lines);
    expect(read.games.map((g) => g.index)).toEqual([...Array(18).keys()]);
    expect(lines.findIndex((l) => l.includes('"kind":"standing"'))).toBe(1 + 18);
  });

  test('a line that is not the JSON of a tournament is refused with its number', () => {
    expect(() => readTournamentJson(['{"kind":"tournament","layouts":[],"games":0}', 'oops'])).toThrow(
      'line 2 is not JSON',
    );
    expect(() => readTournamentJson(['{"games":3}'])).toThrow('line 1 has no kind');
  });
});
