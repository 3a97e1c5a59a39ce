// Early in a game the perfect-play overlay is closed: a screen-reader player who presses it hears
// why and when it opens: in the button's name as the focus reaches it, and at each press (not only the first).
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { settle } from './harness.ts';
import { openScreen } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const heard = (page: Page) =>
  page.getByRole('log', { name: 'Moves' }).getByRole('paragraph').allTextContents();

test('a11y=1 - the closed Perfect play says why, from which move, at every press', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1&layout=square:6&p1=human&p2=easy',
    scene: 'board',
  });
  await settle(page);
  const toggle = page.getByRole('button', {
    name: /^Perfect play opens when \d+ moves are left \(now 36\)$/,
  });
  await expect.poll(() => toggle.count()).toBe(1);
  expect(await toggle.getAttribute('aria-disabled')).toBe('true');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(
      async () =>
        (await heard(page)).filter((line) => /^Perfect play opens when \d+ moves are left/.test(line)).length,
    )
    .toBe(1);
  await page.keyboard.press('Enter');
  await expect
    .poll(
      async () =>
        (await heard(page)).filter((line) => /^Perfect play opens when \d+ moves are left/.test(line)).length,
    )
    .toBe(2);
  expect(errors).toEqual([]);
  await context.close();
});
