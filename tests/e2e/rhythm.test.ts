// The game's rhythm and honest standing, in a real page at the players' speed: after the person's
// move the computer's reply waits at least 500 ms with the thinking cue in sight, the status line
// says the plain score, and with the forecast switched on (the setting, as saved) its thin bar and
// words show and the hook gives the forecast. The rules are tested on their models in Node.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { openScreen, tapSquare } from './tablet-page.ts';

const browser = useChromium({ testSpeed: false });

const FORECAST_ON = `localStorage.setItem('cell-division:v1:settings', JSON.stringify({ forecast: { solo: true } }));`;

test('the reply waits 500 ms or more with the cue in sight; the forecast bar shows when switched on', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    query: 'layout=square:6&p1=human&p2=hard',
    scene: 'board',
    init: FORECAST_ON,
  });
  try {
    await page.waitForFunction(() => window.cellDivision.forecast() !== null, null, { timeout: 20_000 });
    const bar = (await page.evaluate(() => window.cellDivision.forecastBar()))!;
    expect(bar.bar.height).toBeLessThanOrEqual(22);
    // Exact said plainly; the coach's guess early in a game hedged, as the review says it.
    expect(bar.words).toMatch(/^(Best play from here|Too early to tell: a guess,) /);
    const start = await page.evaluate(() => {
      const w = window as unknown as { seen: { cue: boolean; at: number; reply: number } };
      w.seen = { cue: false, at: 0, reply: 0 };
      window.cellDivision.frames(() => {
        if (window.cellDivision.thinkingCue()) w.seen.cue = true;
      });
      window.cellDivision.watch((e) => {
        if (e.type === 'move' && e.byOpponent && !w.seen.reply) w.seen.reply = performance.now();
        if (e.type === 'move' && !e.byOpponent) w.seen.at = performance.now();
      });
      return performance.now();
    });
    expect(start).toBeGreaterThan(0);
    await tapSquare(page, 'c3');
    await page.waitForFunction(
      () => (window as unknown as { seen: { reply: number } }).seen.reply > 0,
      null,
      {
        timeout: 20_000,
      },
    );
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { cue: boolean; at: number; reply: number } }).seen,
    );
    expect(seen.cue).toBe(true);
    expect(seen.reply - seen.at).toBeGreaterThanOrEqual(500);
    // The status line follows once the reply has landed on the board (its divisions drawn).
    await expect
      .poll(() => page.evaluate(() => window.cellDivision.status()), { timeout: 10_000 })
      .toMatch(/^34 moves left$/);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
