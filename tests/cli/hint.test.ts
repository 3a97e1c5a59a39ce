// `hint RECORD [--json]`: the hint the game shows, with the same clear errors as the other commands.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { replayRecord } from '../../src/engine/index.ts';
import { coachHint } from '../../src/ai/coach/hint.ts';
import { bestMovesByBruteForce } from '../ai/minimax.ts';

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

describe('cli hint', () => {
  test('hint - json: a best move near the end, its gain, what it blocks and the exact margin', async () => {
    const record = 'grid:3x3 a1 b2 c3 a3 c1';
    const { code, out } = await cli(['hint', record, '--json']);
    expect(code).toBe(0);
    const hint = JSON.parse(out[0]!);
    const position = replayRecord(record);
    const best = bestMovesByBruteForce(position);
    expect(
      best.moves.map((m) => ['a', 'b', 'c'][position.layout.colOf[m]!]! + (position.layout.rowOf[m]! + 1)),
    ).toContain(hint.move);
    expect(hint).toMatchObject({
      toMove: 2,
      source: 'solver',
      margin: -position.scoreDifference() + best.value,
    });
    expect(hint.text).toBe(coachHint(position).text);
    expect(hint.text).toContain(
      `Try ${hint.move}: +${hint.gain} for you now${hint.denies > 1 ? `, and it blocks their +${hint.denies} there` : ''}.`,
    );
  });

  test("hint - words: the game's own sentence, the move's idea before the solver's reach", async () => {
    const { code, out } = await cli(['hint', 'square:6 c3 d4']);
    expect(code).toBe(0);
    expect(out).toEqual([`player 1 to move: ${coachHint(replayRecord('square:6 c3 d4')).text}`]);
    expect(out[0]).toMatch(/ The idea: it [^.]+\.$/);
  });

  test.each([
    [['hint'], 2, /give a record/],
    [['hint', 'square:4 a1 a1'], 1, /move 2: a1 is occupied/],
    [['hint', 'square:99'], 1, /square:99/],
    [['hint', 'square:4', '--jsn'], 2, /unknown option --jsn; did you mean --json\?/],
    [
      ['hint', 'square:3 a1 a2 a3 b1 b2 b3 c1 c2 c3'],
      1,
      /^hint: the game is over: there is no move to suggest$/,
    ],
  ])('hint - bad input %j is refused in words', async (argv, exit, message) => {
    const { code, out, err } = await cli(argv as string[]);
    expect(code).toBe(exit);
    expect(out).toEqual([]);
    expect(err[0]).toMatch(message);
  });
});
