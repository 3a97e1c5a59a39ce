// The forecast at the board on its model: the words (exact said as a result, an estimate with
// "about", from the person's side or by name), the bar's share, off means nothing is asked, and a
// newer position's answer wins over an older one still on its way.
import { expect, test } from 'vitest';
import { replayRecord } from '../../../src/engine/index.ts';
import type { ForecastResult } from '../../../src/ai/coach/client.ts';
import {
  ForecastModel,
  forecastShare,
  forecastWords,
  type ForecastSnapshot,
} from '../../../src/screens/game/forecast-model.ts';

const names = ['You', 'Hard'] as const;

test('words: an estimate says "about", an exact margin says the result, from the person or by name', () => {
  expect(forecastWords({ margin: -6, exact: false }, names, 0)).toBe(
    'Best play from here: you finish about 6 behind',
  );
  expect(forecastWords({ margin: -6.4, exact: false }, ['Hard', 'You'], 1)).toBe(
    'Best play from here: you finish about 6 ahead',
  );
  expect(forecastWords({ margin: 4, exact: true }, names, 0)).toBe('Best play from here: you win by 4');
  expect(forecastWords({ margin: 4, exact: true }, names, 1)).toBe('Best play from here: you lose by 4');
  expect(forecastWords({ margin: 0, exact: true }, names, 0)).toBe('Best play from here: a draw');
  expect(forecastWords({ margin: 0.3, exact: false }, names, null)).toBe('Best play from here: about level');
  expect(forecastWords({ margin: -12, exact: false }, ['Hard 1', 'Expert 2'], null)).toBe(
    'Best play from here: Expert 2 finishes about 12 ahead',
  );
  expect(forecastWords({ margin: 1, exact: true }, ['Hard 1', 'Expert 2'], null, true)).toBe(
    'Best play from here: Hard 1 wins by 1 connection',
  );
});

test("the bar: a half when level, player 1's side grows with the margin, never past the ends", () => {
  expect(forecastShare(0, 36)).toBe(0.5);
  expect(forecastShare(6, 36)).toBeGreaterThan(0.5);
  expect(forecastShare(-6, 36)).toBeCloseTo(1 - forecastShare(6, 36));
  expect(forecastShare(12, 36)).toBeGreaterThan(forecastShare(6, 36));
  expect(forecastShare(1000, 36)).toBeLessThanOrEqual(1);
  expect(forecastShare(-1000, 36)).toBeGreaterThanOrEqual(0);
});

function rig(shown: boolean) {
  const position = { position: replayRecord('square:6 c3') };
  const asked: { record: string; answer: (r: ForecastResult) => void }[] = [];
  const drawn: ForecastSnapshot[] = [];
  const model = new ForecastModel({
    match: position,
    ask: (record) => new Promise((answer) => asked.push({ record, answer })),
    shown,
    names,
    viewer: 0,
    draw: (s) => drawn.push(s),
  });
  return { model, asked, drawn, position };
}

test('off: nothing is asked and nothing shows', () => {
  const { model, asked } = rig(false);
  model.refresh();
  expect(asked).toEqual([]);
  expect(model.snapshot()).toMatchObject({ shown: false, forecast: null, words: null });
});

test("on: the position's forecast is asked once, drawn when it comes; a newer position's answer wins", async () => {
  const { model, asked, drawn, position } = rig(true);
  model.refresh();
  model.refresh();
  expect(asked.map((a) => a.record)).toEqual(['square:6 c3']);
  position.position = replayRecord('square:6 c3 d4');
  model.onMatchEvent({ type: 'restart' } as never);
  expect(asked.map((a) => a.record)).toEqual(['square:6 c3', 'square:6 c3 d4']);
  // The older answer comes last: it is dropped.
  asked[1]!.answer({ forecast: { margin: -3, exact: false }, ms: 5 });
  asked[0]!.answer({ forecast: { margin: 9, exact: true }, ms: 5 });
  await Promise.resolve();
  await Promise.resolve();
  expect(model.snapshot()).toMatchObject({
    forecast: { margin: -3, exact: false },
    words: 'Too early to tell: a guess, you finish about 5 behind',
    guess: true,
  });
  expect(drawn.at(-1)!.share).toBeLessThan(0.5);
});

test('once the game is over the bar and its words go and nothing more is asked; an undo from the end brings them back', async () => {
  const { model, asked, drawn, position } = rig(true);
  model.refresh();
  asked[0]!.answer({ forecast: { margin: 0, exact: true }, ms: 5 });
  await Promise.resolve();
  expect(model.snapshot()).toMatchObject({ shown: true, words: 'Best play from here: a draw' });
  // Every square of a 2×2 grid taken: the game is over.
  position.position = replayRecord('grid:2x2 a1 b2 a2 b1');
  expect(position.position.isOver()).toBe(true);
  model.onMatchEvent({ type: 'move' } as never);
  expect(asked).toHaveLength(1);
  expect(drawn.at(-1)).toMatchObject({ shown: false, forecast: null, words: null });
  position.position = replayRecord('grid:2x2 a1 b2 a2');
  model.onMatchEvent({ type: 'undo' } as never);
  expect(asked.map((a) => a.record)).toEqual(['square:6 c3', 'grid:2x2 a1 b2 a2']);
  expect(model.snapshot().shown).toBe(true);
});
