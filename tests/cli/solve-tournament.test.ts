// `solve` and `tournament`, run in-process through runCli; one tournament game goes through an
// outside program speaking the `move` protocol, and one run spreads games over worker threads.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/main.ts';

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
});

describe('tournament', () => {
  const args = ['tournament', '--agents', 'random,hard,expert:500', '--layouts', 'square:4,beaker:3x4', '--openings', '2', '--opening-moves', '2', '--json'];

  test('every pair from both seats on every opening, with points 3/1/0', async () => {
    const { code, out } = await cli(args);
    expect(code).toBe(0);
    const result = JSON.parse(out[0]!);
    expect(result.games).toBe(2 * 2 * 3 * 2);
    for (const row of result.standings) {
      expect(row.games).toBe(16);
      expect(row.points).toBe(3 * row.wins + row.draws);
      expect(row.wins + row.draws + row.losses).toBe(row.games);
    }
    expect(result.pairs.find((p: { agent: string; against: string }) => p.agent === 'expert:500' && p.against === 'random').losses).toBe(0);
    // The same table with two worker threads.
    const parallel = await cli([...args, '--jobs', '2']);
    expect(JSON.parse(parallel.out[0]!).standings).toEqual(result.standings);
  });

  test('--detail splits one agent\'s games by layout and seat, adding up to its pair lines', async () => {
    const result = JSON.parse((await cli([...args, '--detail', 'hard'])).out[0]!);
    expect(result.detail.map((r: { against: string; layout: string }) => `${r.against} ${r.layout}`))
      .toEqual(['random square:4', 'random beaker:3x4', 'expert:500 square:4', 'expert:500 beaker:3x4']);
    for (const against of ['random', 'expert:500']) {
      const pair = result.pairs.find((p: { agent: string; against: string }) => p.agent === 'hard' && p.against === against);
      const rows = result.detail.filter((r: { against: string }) => r.against === against);
      for (const key of ['games', 'wins', 'draws', 'losses'] as const) {
        expect(rows.reduce((sum: number, r: Record<string, Record<string, number>>) => sum + r.first![key]! + r.second![key]!, 0)).toBe(pair[key]);
      }
      for (const r of rows) expect([r.first.games, r.second.games]).toEqual([2, 2]);
    }
    const text = await cli([...args.filter((a) => a !== '--json'), '--detail', 'hard']);
    expect(text.out.join('\n')).toMatch(/hard by layout and seat[\s\S]*as player 1[\s\S]*expert:500 +beaker:3x4/);
    const wrong = await cli([...args, '--detail', 'medium']);
    expect(wrong.code).toBe(2);
    expect(wrong.err.join('\n')).toContain('--detail medium: not one of --agents');
  });

  test('an outside program plays through the move protocol', async () => {
    const outside = 'cmd:npx tsx src/cli/main.ts move --agent hard';
    const { code, out } = await cli(['tournament', '--agents', `random,${outside}`, '--layouts', 'square:4', '--openings', '1', '--opening-moves', '0', '--json']);
    expect(code).toBe(0);
    const result = JSON.parse(out[0]!);
    expect(result.forfeits).toEqual([]);
    expect(result.standings[0].agent).toBe(outside);
    expect(result.standings[0].wins).toBe(2);
  });
});
