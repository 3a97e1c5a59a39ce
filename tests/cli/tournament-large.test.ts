// A tournament's size: hundreds of agents make a table of over a hundred thousand pair lines, and
// `--json --games` at the game cap must not build one huge line: one line per game instead.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { formatSeatDetail, formatTable, seatDetail, standings } from '../../src/cli/tournament/standings.ts';
import type { GameResult } from '../../src/cli/tournament/play.ts';
import type { GameSpec } from '../../src/cli/tournament/schedule.ts';

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
  test('the standings on the first line, then each game on a line of its own, in schedule order', async () => {
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
    const head = JSON.parse(out[0]!);
    expect(head.games).toBe(12);
    expect(head.results).toBeUndefined();
    expect(head.standings).toHaveLength(3);
    expect(out).toHaveLength(1 + 12);
    const games = out.slice(1).map((line) => JSON.parse(line));
    expect(games.map((g) => g.index)).toEqual([...Array(12).keys()]);
    for (const g of games)
      expect(g).toEqual({
        index: expect.any(Number),
        rules: 'square:3',
        opening: expect.any(Array),
        openingNumber: expect.any(Number),
        players: expect.any(Array),
        difference: expect.any(Number),
      });
  });
});
