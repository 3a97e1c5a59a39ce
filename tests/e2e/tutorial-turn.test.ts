// The guided game's score panels name nobody's turn while the card explains a move and waits for
// Next: "to move" beside the opponent only once its line comes (it said so after the person's tap,
// while nothing happened until Next).
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { shot } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

test('1024×768: after the first tap, while the card explains it, no panel says whose turn it is', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { width: 1024, height: 768, dpr: 2, touch: true, firstVisit: true, scene: 'tutorial' });
  await tapControl(page, 'tutorial:start');
  await page.waitForFunction(() => window.cellDivision.state()?.layout === 'square:3', null, { timeout: 30_000 });
  await tapSquare(page, 'b2');
  await page.waitForFunction(() => window.cellDivision.texts().some((t) => t.startsWith('Your cell is on its own')), null, { timeout: 30_000 });
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'tutorial:next'), null, { timeout: 30_000 });
  await page.waitForTimeout(500);
  const words = (await page.evaluate(() => window.cellDivision.textSizes())).map((t) => t.text);
  await shot(page, 'tutorial-turn-explaining-1024x768');
  expect(words).not.toContain('to move');
  expect(words).not.toContain('Your turn');
  expect(errors).toEqual([]);
  await context.close();
});
