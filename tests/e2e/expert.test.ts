// The strongest opponent thinks in the Web Worker: while it plays, the page has no main-thread
// task longer than 100 ms (PerformanceObserver 'longtask').
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { launchChromium } from './browser.ts';
import { clickControl, openGame, playAgainstOpponent, settle } from './harness.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

// Frames must be cheap for this to mean anything: under SwiftShader a board drawn wholly in WebGL
// takes 100–135 ms a frame by itself (see npm run bench:browser and ui/underlay.ts).
test('expert - plays without a main-thread task over 100 ms', async () => {
  const settings = { ...DEFAULT_SETTINGS, family: 'square', opponent: 'expert', first: 'you', layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:6' } };
  const { page, errors } = await openGame(browser, inject('gameUrl'), settings);
  await clickControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision.scene() === 'board');
  await settle(page);
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({ type: 'longtask' });
  });
  await playAgainstOpponent(page, ['c3', 'd4', 'b5', 'e2']);
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  expect(longTasks.filter((d) => d > 100)).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});
