// A retry played on is a game derived from the finished one, which was counted already: the verdict
// says Play on is not counted, the sign says so for as long as the game lasts (through a resize and
// Resume from the menu), and when it ends the results say so and the statistics stay as they were.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { settle, shot, SOON } from './harness.ts';
import { tapControl, tapSquare } from './tablet-page.ts';
import { openReviewedGame, scene, shown } from './review-trip.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const SQUARES = ['a', 'b', 'c', 'd'].flatMap((c) => [1, 2, 3, 4].map((r) => `${c}${r}`));
const words = (page: Page) => page.evaluate(() => window.cellDivision.texts().map((t) => t.replace(/\s+/g, ' ')));
const signed = (page: Page, sign: string) => page.waitForFunction((sign) => window.cellDivision.status()?.startsWith(`${sign}. `) === true, sign, SOON);

test('a game played on from a retry is signed, survives a resize and Resume, and is not counted - 1024x768', async () => {
  const { context, page, errors } = await openReviewedGame(browser, inject('gameUrl'), { width: 1024, height: 768, dpr: 2 }, 'square:4', 1029);
  const counted = await page.evaluate(() => window.cellDivision.stats());
  expect(Object.keys(counted), 'the finished game is counted once').toHaveLength(1);
  const review = (await page.evaluate(() => window.cellDivision.review()))!;
  await tapControl(page, 'retry');
  await scene(page, 'board');
  const at = (await settle(page)).moves.length;
  await signed(page, `Retry from move ${at + 1}: not kept`);
  await tapSquare(page, review.moves[at]!.best[0]!);
  await page.waitForFunction(() => window.cellDivision.retryVerdict() !== null, null, { timeout: 30_000 });
  await shown(page, 'confirm:no');
  expect((await words(page)).some((t) => t.includes('not counted in your record')), 'the verdict says Play on is not counted').toBe(true);
  await shot(page, 'retry-played-on-verdict-1024x768');
  await tapControl(page, 'confirm:no');
  await shown(page, 'menu');

  const sign = `Played on from move ${at + 1}: not counted`;
  await signed(page, sign);
  expect((await page.evaluate(() => window.cellDivision.textBoxes())).find((t) => t.text.replace(/\s+/g, ' ') === sign)!.css).toBeGreaterThanOrEqual(13);
  await shot(page, 'retry-played-on-sign-1024x768');

  // The board is laid out again on a resize, and again when the game is resumed from the menu.
  await page.setViewportSize({ width: 768, height: 1024 });
  await settle(page);
  await signed(page, sign);
  await shot(page, 'retry-played-on-resized-768x1024');
  await tapControl(page, 'menu');
  await shown(page, 'confirm:yes');
  await tapControl(page, 'confirm:yes');
  await scene(page, 'menu');
  await shown(page, 'resume');
  await tapControl(page, 'resume');
  await scene(page, 'board');
  await signed(page, sign);

  // Played to the end: the results say it is not counted, and the statistics are as they were.
  for (;;) {
    const s = await settle(page, 60_000);
    if (s.over) break;
    if (s.toMove !== 2) continue;
    await tapSquare(page, SQUARES.find((n) => !s.moves.includes(n))!);
    await page.waitForFunction((n) => { const t = window.cellDivision.state()!; return t.over || t.moves.length > n; }, s.moves.length, SOON);
  }
  await scene(page, 'results');
  await expect.poll(() => words(page), SOON).toContain(`Played on from a retry of move ${at + 1}: not counted in your record`);
  expect((await words(page)).some((t) => t.startsWith('Against ')), 'no record line for a game not counted').toBe(false);
  expect(await page.evaluate(() => window.cellDivision.stats())).toEqual(counted);
  await shot(page, 'retry-played-on-results-768x1024');
  expect(errors).toEqual([]);
  await context.close();
});
