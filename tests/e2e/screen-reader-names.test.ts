// Each thing is said once: the results with the panel aside say the board is in sight and have one
// way back to the results. (The menu's "Change" said once: screen-reader-labels.test.ts.)
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { randomGame } from './random-games.ts';
import { openScreen } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

test('a11y=1 results, See the board - the heading says the final board, and there is one way back', async () => {
  const moves = randomGame('square:4', 7);
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: `a11y=1&layout=square:4&p1=human&p2=human&moves=${moves.join('.')}`,
    scene: 'results',
  });
  await page.getByRole('button', { name: /See the board/ }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Final board');
  const mirror = page.getByRole('region', { name: 'Cell Division' });
  expect(await mirror.getByRole('button', { name: /results/i }).allTextContents()).toEqual([
    'Back to the results',
  ]);
  await mirror.getByRole('button', { name: 'Back to the results' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Results');
  expect(errors).toEqual([]);
  await context.close();
});
