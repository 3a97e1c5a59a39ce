// The strongest opponent thinks in the Web Worker: while it searches for a second or more, the page
// never freezes. A search on the main thread would be one task as long as the search; the check
// allows 500 ms, well over a frame drawn by software WebGL (100–150 ms here). The frame cost
// itself, against its 100 ms goal, is measured by scripts/bench/frame-tasks.ts, not asserted here.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { playAgainstOpponent, settle } from './harness.ts';
import { openScreen } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

/** Positions the expert searches per move here: about a second of search. */
const BUDGET = 3_000_000;

test('expert - searches a second or more per move without freezing the page', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    width: 1280, height: 720, touch: false, query: `layout=square:6&p1=human&p2=expert:${BUDGET}`, scene: 'board',
  });
  await settle(page);
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; thinking: number[]; since: number | null };
    w.longTasks = [];
    w.thinking = [];
    w.since = null;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({ type: 'longtask' });
    // Each reply's wait, from the frame the person's cell has landed to the frame the reply appears.
    const step = () => {
      const s = window.cellDivision.state();
      if (s && s.moves.length % 2 === 1 && s.landed === s.moves.length && w.since === null) w.since = performance.now();
      if (s && s.moves.length % 2 === 0 && w.since !== null) { w.thinking.push(performance.now() - w.since); w.since = null; }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  await playAgainstOpponent(page, ['c3', 'd4', 'b5', 'e2']);
  const { longTasks, thinking } = await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; thinking: number[] };
    return { longTasks: w.longTasks, thinking: w.thinking };
  });
  console.log(`expert: replies after ${thinking.map((t) => Math.round(t)).join(', ')} ms; longest task ${Math.round(Math.max(0, ...longTasks))} ms`);
  expect(thinking.length).toBe((await settle(page)).moves.length / 2); // every reply timed
  expect(Math.min(...thinking)).toBeGreaterThan(500); // the searches were long enough to show a freeze
  expect(longTasks.filter((d) => d > 500)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
