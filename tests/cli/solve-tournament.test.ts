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
    expect(early.err.join('\n')).toContain('this position has 34 moves left; solve takes positions with at most 20');
    expect((await cli(['solve', 'square:3 b2', '--layout', 'square:3'])).err.join('\n')).toContain('not both');
    const over = await cli(['solve', 'square:3 a1 a2 a3 b1 b2 b3 c1 c2 c3']);
    expect(over.code).toBe(0);
    expect(over.out[0]).toMatch(/^the game is over: final difference [+-]?\d+/);
    const bad = await cli(['solve', 'square:3 b2 b2']);
    expect(bad.code).toBe(1);
    expect(bad.err.join('\n')).toContain('b2 is occupied');
  });
});
