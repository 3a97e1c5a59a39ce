// The review's retry is a side trip: "Back to review" throws the retried game away, so the results'
// Menu then offers no Resume of it, and the save is as it was before the retry.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { controls, settle, shot } from './harness.ts';
import { tapControl, tapSquare } from './tablet-page.ts';
import { openReviewedGame, scene, shown } from './review-trip.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const savedGame = (page: Page) => page.evaluate(() => localStorage.getItem('cell-division:v1:match'));

test('back to the review from a retry leaves no game in progress behind - 1024x768', async () => {
  const { context, page, errors, moves } = await openReviewedGame(browser, inject('gameUrl'), { width: 1024, height: 768 }, 'square:5', 11 + 1024);
  const review = (await page.evaluate(() => window.cellDivision.review()))!;
  const before = await savedGame(page);
  expect(before).not.toBeNull();

  await tapControl(page, 'retry');
  await scene(page, 'board');
  const at = (await settle(page)).moves.length;
  // The retried move leaves the game unfinished: the verdict is asked over the board, not the results.
  expect(at).toBeLessThan(moves.length - 1);
  await tapSquare(page, review.moves[at]!.best[0]!);
  await page.waitForFunction(() => window.cellDivision.retryVerdict() !== null, null, { timeout: 30_000 });
  await shown(page, 'confirm:yes');
  // While the retry is played, it is what the save holds.
  expect(await savedGame(page)).not.toBe(before);
  await tapControl(page, 'confirm:yes');
  await scene(page, 'review');
  expect(await savedGame(page)).toBe(before);
  // The retry's notices ("Move 2 again…", its verdict) went with it, and the review shows the retried move.
  expect(await page.evaluate(() => window.cellDivision.notice())).toBeNull();
  await page.waitForFunction((n) => window.cellDivision.review()?.shownMove === n, at + 1, { timeout: 10_000 });

  await tapControl(page, 'results');
  await scene(page, 'results');
  await shown(page, 'menu');
  await tapControl(page, 'menu');
  await scene(page, 'menu');
  await shown(page, 'play');
  await page.waitForTimeout(300);
  await shot(page, 'retry-side-trip-menu-1024x768');
  const menu = await controls(page);
  expect(menu.map((c) => c.id)).not.toContain('resume');
  expect(menu.find((c) => c.id === 'play')!.label).toBe('Play');
  expect(await savedGame(page)).toBe(before);
  expect(errors).toEqual([]);
  await context.close();
});
