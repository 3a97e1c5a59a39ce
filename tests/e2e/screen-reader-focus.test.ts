// With the screen readers' mode on (a11y=1), entering or leaving fullscreen restarts the scene at
// its new size: the focus comes back to the control or the square that had it, on every scene.
// Headless Chromium grants fullscreen without changing the page's size, so the size change that
// follows it is made by resizing the page.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { settle } from './harness.ts';
import { CONNECTIONS_SEEN, openScreen } from './tablet-page.ts';

const browser = useChromium();

/** The focused element's name as a screen reader says it (its label, or its text). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    return e
      ? `${e.getAttribute('role') ?? e.tagName.toLowerCase()}: ${e.getAttribute('aria-label') ?? e.textContent ?? ''}`
      : '';
  });

/** Resizes the page as fullscreen would, waits for the scene to be laid out again, and gives the focus a few frames to settle. */
async function resize(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction(([w, h]) => innerWidth === w && innerHeight === h, [width, height]);
  await page.waitForTimeout(600);
}

test("a11y=1 - fullscreen (a resize) gives the focus back to the board's control, square, and to the other scenes' ones", async () => {
  // The day's puzzle may be scored by connections: this player has seen its picture before.
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1&layout=square:4&p1=human&p2=easy',
    scene: 'board',
    init: CONNECTIONS_SEEN,
  });
  await settle(page);
  // A button of the bar keeps the focus through the restart, both ways (Fullscreen is in the
  // sheet, which a restart closes: it is pressed from the mirror in screen-reader-said.test.ts).
  // (How to play is in the sheet now, beside Fullscreen: Hint stands in the bar.)
  await page.getByRole('button', { name: 'Hint', exact: true }).focus();
  await resize(page, 1000, 700);
  expect(await focused(page)).toBe('button: Hint');
  await resize(page, 1280, 720);
  expect(await focused(page)).toBe('button: Hint');

  // A square of the board keeps it too.
  const b2 = page
    .getByRole('group', { name: /^Board, 16 squares/ })
    .getByRole('button', { name: 'b2, empty', exact: true });
  await b2.focus();
  await resize(page, 1000, 700);
  expect(await focused(page)).toBe('button: b2, empty');

  // The menu's control (Menu, the way out in the top corner).
  await page.getByRole('button', { name: 'Menu', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  await page.getByRole('button', { name: 'Your games', exact: true }).focus();
  await resize(page, 1280, 720);
  expect(await focused(page)).toBe('button: Your games');

  // The builder's square.
  await page.getByRole('button', { name: 'Build a board', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'builder');
  await page
    .getByRole('group', { name: /^Board being built/ })
    .getByRole('button', { name: 'b2', exact: true })
    .focus();
  await resize(page, 1000, 700);
  expect(await focused(page)).toBe('button: b2');

  // The puzzle's square.
  await page.getByRole('button', { name: 'Menu', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  await page.getByRole('button', { name: "Today's puzzle", exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'puzzle');
  const square = page
    .getByRole('group', { name: /^Board, / })
    .getByRole('button', { name: /, empty$/ })
    .first();
  const name = await square.textContent();
  await square.focus();
  await resize(page, 1280, 720);
  expect(await focused(page)).toBe(`button: ${name}`);
  expect(errors).toEqual([]);
  await context.close();
});
