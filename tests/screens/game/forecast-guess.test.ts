// The board's forecast while it is the coach's guess, said as the review says it: early in a game
// the expert's estimate swings (16 ahead, then 4 after the move a hint set up, then 14), so the bar
// is drawn pale, its words hedge ("Too early to tell: a guess"), and its figure is steadied by the
// move before and said in a band of 5, in the first third of the game. An exact forecast (book or
// solver), and an estimate later on, are said as before.
import { expect, test } from 'vitest';
import { replayRecord } from '../../../src/engine/index.ts';
import type { ForecastResult } from '../../../src/ai/coach/client.ts';
import {
  ForecastModel,
  forecastShare,
  type ForecastSnapshot,
} from '../../../src/screens/game/forecast-model.ts';
import { GameReview } from '../../../src/game/review.ts';
import { guessBand, isGuess, steadied } from '../../../src/game/forecast-guess.ts';
import { guessForecastWords } from '../../../src/words/forecast-words.ts';

function rig(record: string) {
  const at = { position: replayRecord(record) };
  const asked: { record: string; answer: (r: ForecastResult) => void }[] = [];
  const drawn: ForecastSnapshot[] = [];
  const model = new ForecastModel({
    match: at,
    ask: (r) => new Promise((answer) => asked.push({ record: r, answer })),
    shown: true,
    names: ['You', 'Easy'],
    viewer: 0,
    draw: (s) => drawn.push(s),
  });
  /** Plays to `next` and answers its forecast. */
  const play = async (next: string, forecast: { margin: number; exact: boolean }) => {
    at.position = replayRecord(next);
    model.onMatchEvent({ type: 'move' } as never);
    asked.at(-1)!.answer({ forecast, ms: 5 });
    await Promise.resolve();
    return model.snapshot();
  };
  return { model, asked, play };
}

test('an early estimate is pale and hedged, in a band: never "about 16" said as fact', async () => {
  const { model, asked } = rig('square:5 d4');
  model.refresh();
  asked[0]!.answer({ forecast: { margin: 16, exact: false }, ms: 5 });
  await Promise.resolve();
  expect(model.snapshot()).toMatchObject({
    guess: true,
    words: 'Too early to tell: a guess, you finish about 15 ahead',
    forecast: { margin: 16, exact: false },
  });
});

test('a swing of 12 the estimate cannot back moves the bar by a band, not 12', async () => {
  const { model, asked, play } = rig('square:5 d4');
  model.refresh();
  asked[0]!.answer({ forecast: { margin: 16, exact: false }, ms: 5 });
  await Promise.resolve();
  const first = model.snapshot();
  const after = await play('square:5 d4 d3', { margin: 4, exact: false });
  // Steadied by the one before: (4 + 16) / 2 = 10, said "about 10".
  expect(after.words).toBe('Too early to tell: a guess, you finish about 10 ahead');
  expect(after.guess).toBe(true);
  // The hook still reads the forecast as it came.
  expect(after.forecast).toEqual({ margin: 4, exact: false });
  // The bar moves by less than the estimate swung.
  expect(first.share - after.share).toBeLessThan(forecastShare(16, 25) - forecastShare(4, 25));
});

test('an exact forecast stays as it was: full colour, the result said plainly, not steadied', async () => {
  const { model, asked, play } = rig('square:5 d4');
  model.refresh();
  asked[0]!.answer({ forecast: { margin: 16, exact: false }, ms: 5 });
  await Promise.resolve();
  const exact = await play('square:5 d4 d3', { margin: 4, exact: true });
  expect(exact).toMatchObject({ guess: false, words: 'Best play from here: you win by 4' });
});

test('one rule for the review and the bar: a guess is the estimate, steadied the same way', () => {
  expect(isGuess({ exact: false })).toBe(true);
  expect(isGuess({ exact: true })).toBe(false);
  expect(steadied(4, [16])).toBe(10);
  expect(steadied(4, [])).toBe(4);
  expect(guessBand(12.4)).toBe(10);
  expect(guessBand(-13)).toBe(-15);
  expect(guessBand(2)).toBe(0);
  expect(guessForecastWords(0, ['You', 'Easy'], 0)).toBe('Too early to tell: a guess, about level');
  expect(guessForecastWords(-10, ['Hard 1', 'Expert 2'], null)).toBe(
    'Too early to tell: a guess, Expert 2 finishes about 10 ahead',
  );
  // The review's chart calls the same values pale: an estimate before the move, exact after.
  const review = new GameReview('square:5 d4 d3');
  review.reviewed[0] = { exact: false } as never;
  review.reviewed[1] = { exact: true } as never;
  expect(review.estimated(0)).toBe(isGuess({ exact: false }));
  expect(review.estimated(1)).toBe(isGuess({ exact: true }));
});

test('past the first third an estimate is said as one, not "too early": full colour, its own figure', async () => {
  // square:5 after 9 moves: 9 of 25 squares played, past a third.
  const { model, asked } = rig('square:5 a1 b1 c1 d1 e1 a2 b2 c2 d2');
  model.refresh();
  asked[0]!.answer({ forecast: { margin: -6, exact: false }, ms: 5 });
  await Promise.resolve();
  const s = model.snapshot();
  expect(s.guess).toBe(false);
  expect(s.words).not.toMatch(/too early|a guess/i);
  expect(s.words).toMatch(/about 6 behind/);
});
