// The retried move's verdict is a question over the board: the opponent's reply waits for its answer,
// so the score the player reads about is the one on the board. Play on lets the reply come.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { tapControl, tapSquare } from './tablet-page.ts';
import { openReviewedGame, scene, shown } from './review-trip.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const plies = async (page: Page) => (await page.evaluate(() => window.cellDivision.state()))!.moves.length;

test('390x844: Easy does not answer the retried move behind its verdict; after Play on it does', async () => {
  const { context, page, errors, moves } = await openReviewedGame(browser, inject('gameUrl'), { width: 390, height: 844 }, 'square:5', 7 + 390);
  const review = (await page.evaluate(() => window.cellDivision.review()))!;

  await tapControl(page, 'retry');
  await scene(page, 'board');
  const at = (await settle(page)).moves.length;
  expect(at).toBeLessThan(moves.length - 1);
  await tapSquare(page, review.moves[at]!.best[0]!);
  await page.waitForFunction(() => window.cellDivision.retryVerdict() !== null, null, { timeout: 30_000 });
  await shown(page, 'confirm:no');
  // Easy answers at once in a game; here its answer waits while the question is open.
  await page.waitForTimeout(1000);
  expect(await plies(page)).toBe(at + 1);
  await shot(page, 'retry-reply-waits-390x844');
  await tapControl(page, 'confirm:no');
  await page.waitForFunction((n) => window.cellDivision.state()!.moves.length === n, at + 2, { timeout: 20_000 });
  const after = await settle(page);
  expect(after.toMove).toBe(2);
  expect(errors).toEqual([]);
  await context.close();
});
