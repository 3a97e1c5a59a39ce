// A blind player's first visit with the mode off: the canvas's name says truly how to reach the
// switch (and, once the game is played by keys, the way back to it), the first Shift+Tab reaches it
// (the first Tab is the game's own: the ring moves on), the switch says what Enter does (Play),
// Tab from it comes back to the game's first button, and the guided game started by the game's
// Enter is said, not silent.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { pressKey } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    return e?.getAttribute('aria-label') ?? e?.textContent ?? '';
  });

test("first visit, mode off - Shift+Tab reaches the switch, and the guided game started by the game's Enter is said", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    firstVisit: true,
    scene: 'menu',
  });
  await page.waitForTimeout(500);
  // The canvas has the focus and its name tells the way to the switch.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('CANVAS');
  // The menu's switch says what Enter does: on a first visit what its one big button does, the guided game.
  const region = page.getByRole('region', { name: 'Cell Division menu' });
  await expect
    .poll(() => region.locator('[data-a11y-enter]').textContent())
    .toBe('Press Enter to start the guided game.');

  // Shift+Tab, as the canvas's name says: the switch.
  expect(await page.locator('canvas[aria-label]').getAttribute('aria-label')).toBe(
    'Cell Division, a drawn game: press Shift+Tab for the board for screen readers',
  );
  await pressKey(page, 'Shift+Tab');
  expect(await focusedName(page)).toBe('Board for screen readers');
  // Tab from it: back to the game's first button, the offer, whose Enter starts the guided game:
  // that is said, not silent.
  await pressKey(page, 'Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('CANVAS');
  // Enter on the ringed offer: the guided game.
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => window.cellDivision.controls().some((c) => c.id === 'tutorial:start')))
    .toBe(false);
  const news = page.locator('[aria-live=polite][data-a11y-news]');
  await expect.poll(() => news.textContent()).toMatch(/^Guided game\. This screen is drawn only/);
  // Played by keys, the canvas's name says the way back; Shift+Tab past the game's buttons reaches the switch; Enter turns the mode on, with the guided game's board.
  expect(await page.locator('canvas[aria-label]').getAttribute('aria-label')).toBe(
    "Cell Division, a drawn game: arrow keys move, Enter places; Tab past the game's last button reaches the board for screen readers",
  );
  for (let i = 0; i < 6 && (await focusedName(page)) !== 'Board for screen readers'; i++)
    await pressKey(page, 'Shift+Tab');
  expect(await focusedName(page)).toBe('Board for screen readers');
  await page.keyboard.press('Enter');
  // Turned on mid-way, the guided game goes on with its board for screen readers and its line for the ear.
  await expect
    .poll(() =>
      page
        .getByRole('group', { name: /^Board, / })
        .getByRole('button')
        .count(),
    )
    .toBeGreaterThan(0);
  const line = await page
    .getByRole('heading', { name: 'Guided game' })
    .locator('xpath=following-sibling::div[1]')
    .textContent();
  expect(line).toMatch(/Press Enter on [a-e][1-5]/);
  expect(line).not.toMatch(/Tap|glow/);
  expect(errors).toEqual([]);
  await context.close();
});
