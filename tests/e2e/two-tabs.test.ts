// Two tabs, one save: Resume in a tab opened earlier re-reads the save (the game as the other tab
// left it), and a tab whose save was played on elsewhere says so and never writes its older game over it.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { SAVE_CHANGED_WORDS } from '../../src/game/saved-game-words.ts';
import { useChromium } from './browser.ts';
import { settle } from './harness.ts';
import { openScreen, tapControl, tapSquare, TUTORIAL_OFFERED } from './tablet-page.ts';

const browser = useChromium();

const saved = (page: Page) => page.evaluate(() => localStorage.getItem('cell-division:v1:match'));
const savedMoves = async (page: Page) => JSON.parse((await saved(page))!).record.split(' ').length - 1;

/**
 * Plays on `page` as a person would: in the tab in front. Chromium gives the game in a tab behind
 * another about 2 frames a second, though the page still says it is visible (a move there took ~20 s).
 */
async function playOn(page: Page, squares: string[]) {
  await page.bringToFront();
  for (const square of squares) {
    await settle(page);
    await tapSquare(page, square);
  }
  await settle(page);
}

/** Tab A: a two-person square:5 game on the board, in a context of its own (two tabs of one page load each: warm-pages.ts). */
function openFirstTab(gameUrl: string) {
  return openScreen(browser(), gameUrl, {
    width: 768,
    height: 1024,
    query: 'layout=square:5&p1=human&p2=human',
    scene: 'board',
    newPage: true,
  });
}

test('two tabs - Resume re-reads the save; the tab left behind says so and writes nothing over the newer game', async () => {
  const gameUrl = inject('gameUrl');
  const { context, page: a, errors } = await openFirstTab(gameUrl);
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

test('two tabs - a write from a tab that had not yet seen the newer game is replaced by the newer game', async () => {
  const gameUrl = inject('gameUrl');
  const { context, page: a, errors } = await openFirstTab(gameUrl);
  await playOn(a, ['a1', 'e5', 'b1']);
  const newer = (await saved(a))!;
  const b = await context.newPage();
  b.on('pageerror', (e) => errors.push(e.message));
  await b.addInitScript(TUTORIAL_OFFERED);
  await b.goto(`${gameUrl}?fast`);
  await b.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });
  expect(await saved(b)).toBe(newer);

  // What a tab writes when it played on from the two-move game before A's third move reached it:
  // the revision after the two-move game's, by another game.
  const { rev } = JSON.parse(newer) as { rev: number };
  const older = JSON.stringify({ ...JSON.parse(newer), record: 'square:5 a1 e5 c3', rev: rev - 1, by: 'b' });
  await b.evaluate((value) => localStorage.setItem('cell-division:v1:match', value), older);
  // A hears it (the browser's storage event) and writes its game back; B's copy gets it.
  await b.waitForFunction((value) => localStorage.getItem('cell-division:v1:match') === value, newer, {
    timeout: 10_000,
  });
  // A's game is still the save: its next move is saved.
  await playOn(a, ['e4']);
  expect(await savedMoves(a)).toBe(4);
  expect(await a.evaluate(() => window.cellDivision.notices())).not.toContain(SAVE_CHANGED_WORDS);
  expect(errors).toEqual([]);
  await context.close();
});
