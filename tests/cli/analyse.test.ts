// `analyse`: the review of a record in the console, as text and as one JSON object.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { Position, parseRules, replayRecord, squareName } from '../../src/engine/index.ts';
import { bestMovesByBruteForce, bruteForce } from '../ai/minimax.ts';

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    async *lines() {},
  });
  return { code, out, err };
}

const GRID = 'grid:2x4 a1 b2 a2 d1 b1 c2 d2 c1';

describe('cli analyse', () => {
  test('json - one object, a move per record move, costs equal brute-force minimax', async () => {
    const { code, out, err } = await cli(['analyse', GRID, '--json']);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out).toHaveLength(1);
    const { moves } = JSON.parse(out[0]!) as {
      moves: { move: string; best: string[]; cost: number; exact: boolean }[];
    };
    const played = replayRecord(GRID);
    const position = new Position(played.rules);
    expect(moves.map((m) => m.move)).toEqual(GRID.split(' ').slice(1));
    for (const [i, m] of moves.entries()) {
      expect(Object.keys(m)).toEqual(['move', 'best', 'cost', 'exact']);
      const { moves: best, value } = bestMovesByBruteForce(position);
      const square = played.moves()[i]!;
      const gain = position.deltaScore(position.turn(), square);
      position.playUnchecked(square);
      expect(m).toEqual({
        move: squareName(played.layout, square),
        best: best.map((s) => squareName(played.layout, s)),
        cost: value - (gain - bruteForce(position)),
        exact: true,
      });
    }
    expect(moves.some((m) => m.cost > 0)).toBe(true);
  });

  test('text - a line per move with its mover, best moves, cost and exactness; estimates marked with ~', async () => {
    const { code, out } = await cli(['analyse', 'square:6 c3 d4', '--nodes', '2000']);
    expect(code).toBe(0);
    expect(out).toHaveLength(3);
    expect(out[1]).toMatch(/^1\. p1 +c3 +[a-f][1-6] +~?\d+(\.\d)? +estimate/);
    expect(out[2]).toMatch(/^2\. p2 +d4 /);
  });

  test('--nodes is checked: a whole number, said so plainly', async () => {
    const { code, err } = await cli(['analyse', 'square:6 c3', '--nodes', 'many']);
    expect(code).toBe(2);
    expect(err[0]!.split('\n')[0]).toBe(
      "analyse: --nodes takes a whole number from 100 to 100000000, not 'many'",
    );
  });

  test.each([
    [['analyse'], 2, 'analyse: give a record, like "square:6 c3 d4 d3"'],
    [['analyse', 'square:6 c3 c3'], 1, 'analyse: move 2: c3 is occupied'],
    [['analyse', 'squares:6 c3'], 1, expect.stringMatching(/^analyse: 'squares:6' /)],
    [['analyse', 'square:6'], 1, 'analyse: the record has no moves to analyse'],
    [
      ['analyse', 'square:6 c3', '--depth', '3'],
      2,
      expect.stringMatching(/^analyse: unknown option --depth/),
    ],
  ])('bad input %j - a clear error and a non-zero exit', async (argv, exit, message) => {
    const { code, out, err } = await cli(argv as string[]);
    expect(code).toBe(exit);
    expect(out).toEqual([]);
    expect(err[0]!.split('\n')[0]).toEqual(message);
  });

  test('a finished square:4 game is exact throughout (the book and the solver)', async () => {
    const { moves } = JSON.parse(
      (await cli(['analyse', 'square:4 a1 b2 c3 d4 a2 b1 c1 d1 a3 a4 b3 b4 c2 c4 d2 d3', '--json'])).out[0]!,
    );
    expect(moves).toHaveLength(16);
    expect(moves.every((m: { exact: boolean }) => m.exact)).toBe(true);
    expect(moves[11]).toEqual({ move: 'b4', best: ['c2'], cost: 12, exact: true });
    expect(parseRules('square:4').layout.size).toBe(16);
  });
});
