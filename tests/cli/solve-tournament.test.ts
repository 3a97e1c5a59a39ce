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
