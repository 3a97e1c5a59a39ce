// Two tabs, one save: Resume in a tab opened earlier re-reads the save (the game as the other tab
// left it), and a tab whose save was played on elsewhere says so and never writes its older game over it.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SAVE_CHANGED_WORDS } from '../../src/game/saved-game-words.ts';
import { launchChromium } from './browser.ts';
import { settle } from './harness.ts';
import { openScreen, tapControl, tapSquare, TUTORIAL_OFFERED } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const saved = (page: Page) => page.evaluate(() => localStorage.getItem('cell-division:v1:match'));
const savedMoves = async (page: Page) => JSON.parse((await saved(page))!).record.split(' ').length - 1;

/**
 * Plays on `page` as a person would: in the tab in front. A tab behind another is hidden, and
 * Chromium throttles its frames (each move there took about 20 s).
 */
async function playOn(page: Page, squares: string[]) {
  await page.bringToFront();
  for (const square of squares) {
    await settle(page);
    await tapSquare(page, square);
  }
  await settle(page);
}

test('two tabs - Resume re-reads the save; the tab left behind says so and writes nothing over the newer game', async () => {
  const gameUrl = inject('gameUrl');
  const {
    context,
    page: a,
    errors,
  } = await openScreen(browser, gameUrl, {
    width: 768,
    height: 1024,
    query: 'layout=square:5&p1=human&p2=human',
    scene: 'board',
    // Two tabs of one page load each (warm-pages.ts).
    newPage: true,
  });
  await playOn(a, ['a1', 'e5']);

  const b = await context.newPage();
  b.on('pageerror', (e) => errors.push(e.message));
  await b.addInitScript(TUTORIAL_OFFERED);
  await b.goto(`${gameUrl}?fast`);
  await b.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });

  await playOn(a, ['b1', 'e4']);
  await b.bringToFront();
  await tapControl(b, 'resume');
  await b.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 30_000 });
  expect((await settle(b)).moves).toHaveLength(4);

  await playOn(a, ['c1', 'e3']);
  const newer = await saved(a);
  expect(await savedMoves(a)).toBe(6);
  await playOn(b, ['d1']);
  expect(await saved(b)).toBe(newer);
  expect(await b.evaluate(() => window.cellDivision.notices())).toContain(SAVE_CHANGED_WORDS);
  expect(errors).toEqual([]);
  await context.close();
});
