// `solve` and `tournament`, run in-process through runCli; one tournament game goes through an
// outside program speaking the `move` protocol, and one run spreads games over worker threads.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
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
    expect(early.err.join('\n')).toContain('this position has 34 moves left; solve takes at most 20 (give a record with more moves played)');
    expect((await cli(['solve', 'square:3 b2', '--layout', 'square:3'])).err.join('\n')).toContain('not both');
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
