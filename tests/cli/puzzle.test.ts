// `puzzle`: the daily puzzle of a date, as text and as JSON, and bad dates refused clearly.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { dailyPuzzle, localDay } from '../../src/game/puzzles.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { replayRecord, squareName } from '../../src/engine/index.ts';

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), async *lines() {} });
  return { code, out, err };
}

describe('cli puzzle', () => {
  test('--json gives the record, the one answer and the value, which the solver confirms', async () => {
    const { code, out } = await cli(['puzzle', '--date', '2026-03-14', '--json']);
    expect(code).toBe(0);
    const printed = JSON.parse(out[0]!) as { record: string; answer: string[]; value: number };
    expect(printed).toEqual({
      record: dailyPuzzle('2026-03-14').record,
      answer: [dailyPuzzle('2026-03-14').answer],
      value: dailyPuzzle('2026-03-14').value,
    });
    const position = replayRecord(printed.record);
    const solution = solvePosition(position);
    expect(solution.best.map((s) => squareName(position.layout, s))).toEqual(printed.answer);
    // + 0: a draw seen from player 2 is -0, which JSON writes as 0.
    expect((position.turn() === 1 ? 1 : -1) * solution.value + 0).toBe(printed.value);
  });

  test("without --date it is today's puzzle, as text with the board, the question and the answer", async () => {
    const { code, out } = await cli(['puzzle']);
    expect(code).toBe(0);
    const today = dailyPuzzle(localDay(new Date()));
    const text = out.join('\n');
    expect(text).toContain(`the daily puzzle of ${localDay(new Date())}`);
    expect(text).toContain(
      today.value > 0
        ? `Find the best move: it wins by ${today.value}.`
        : 'Find the best move: it saves the draw.',
    );
    expect(text).toContain(`record: ${today.record}`);
    expect(text).toContain(`answer: ${today.answer} (`);
  });

  test('consecutive days give different puzzles', async () => {
    const a = await cli(['puzzle', '--date', '2026-05-01', '--json']);
    const b = await cli(['puzzle', '--date=2026-05-02', '--json']);
    expect(a.out[0]).not.toBe(b.out[0]);
  });

  test.each([['2026-02-30'], ['tomorrow'], ['2026-5-1']])(
    'a bad date %s is a usage error in words',
    async (date) => {
      const { code, out, err } = await cli(['puzzle', '--date', date]);
      expect(code).toBe(2);
      expect(out).toEqual([]);
      expect(err.join('\n').split('\n')).toEqual([
        `puzzle: --date takes a calendar date like 2026-11-23, not '${date}'`,
        'usage: puzzle [--date YYYY-MM-DD] [--json]',
      ]);
    },
  );

  test('--date without a date, and a stray word, are usage errors', async () => {
    expect((await cli(['puzzle', '--date'])).err[0]).toMatch(/^puzzle: --date needs a value\n/);
    expect((await cli(['puzzle', 'today'])).code).toBe(2);
  });
});
