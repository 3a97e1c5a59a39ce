// The forecast of the final margin with best play, from player 1's side: exact from the book on
// a solved board's opening, exact from the solver near the end (checked against plain minimax),
// the expert's estimate elsewhere; and the coach's client answers it.
import { expect, test } from 'vitest';
import { replayRecord } from '../../../src/engine/index.ts';
import { forecastOf, forecastValuer } from '../../../src/ai/coach/forecast.ts';
import { CoachClient } from '../../../src/ai/coach/client.ts';
import { bruteForce } from '../minimax.ts';

test('the book: square:5 is a win by 10 for player 1 from the empty board, exactly', () => {
  expect(forecastOf(replayRecord('square:5'), forecastValuer())).toEqual({ margin: 10, exact: true });
});

test('near the end the solver gives the margin exactly, for either player to move', () => {
  const valuer = forecastValuer();
  for (const record of ['square:4 a1 b2 c3 d4 a4 d1 b3 c2 a2', 'square:4 a1 b2 c3 d4 a4 d1 b3 c2 a2 d3']) {
    const p = replayRecord(record);
    const sign = p.turn() === 1 ? 1 : -1;
    const expected = p.scoreDifference() + sign * bruteForce(p);
    expect(forecastOf(p, valuer)).toEqual({ margin: expected, exact: true });
  }
});

test('a finished game forecasts its own result', () => {
  const p = replayRecord('square:4 a1 b2 c3 d4 a4 d1 b3 c2 a2 d3 b1 c4 a3 d2 b4 c1');
  expect(p.isOver()).toBe(true);
  expect(forecastOf(p, forecastValuer())).toEqual({ margin: p.scoreDifference(), exact: true });
});

test("far from the end of a big board it is the expert's estimate, said as one", () => {
  const f = forecastOf(replayRecord('square:8 d4 e5'), forecastValuer(5_000));
  expect(f.exact).toBe(false);
  expect(Number.isFinite(f.margin)).toBe(true);
});

test("the coach's client answers a forecast, and refuses a bad record in words", async () => {
  const client = new CoachClient();
  expect(await client.forecast('square:5')).toMatchObject({ forecast: { margin: 10, exact: true } });
  expect(await client.forecast('square:5 z9')).toMatchObject({ error: expect.stringMatching(/z9/) });
});
