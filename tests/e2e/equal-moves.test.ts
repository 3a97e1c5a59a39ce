// Equal moves on an odd board: the game ends with one square empty, and the final board says why
// (the status line keeps the reason, and the empty square carries a note).
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { clickControl, shot } from './harness.ts';
import { openScreen } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

test('equal moves: the final board says why one square stays empty', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    width: 390, height: 844, dpr: 2, query: 'layout=square:3&p1=easy&p2=random&equal=1', scene: 'board',
  });
  await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 60_000 });
  const s = await page.evaluate(() => window.cellDivision.state()!);
  expect(s.over).toBe(true);
  expect(s.moves).toHaveLength(8);
  expect(await page.evaluate(() => window.cellDivision.status())).toMatch(/equal moves left one square empty$/);
  await clickControl(page, 'see-board');
  await page.waitForTimeout(1200);
  await shot(page, 'equal-moves-final-board-390x844');
  expect(errors).toEqual([]);
  await context.close();
});
