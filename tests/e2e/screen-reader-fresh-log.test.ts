// The screen readers' move log starts afresh on each new place: a new game, the builder, the
// daily puzzle and the guided game never read back the last game's moves.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { settle } from './harness.ts';
import { CONNECTIONS_SEEN, openScreen } from './tablet-page.ts';

const browser = useChromium();

const heard = (page: Page) =>
  page.getByRole('log', { name: 'Moves' }).getByRole('paragraph').allTextContents();

async function press(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).focus();
  await page.keyboard.press('Enter');
}

/** Leaves the game in play for the menu (the way out in the top corner), saying yes if the game asks. */
async function toMenu(page: Page): Promise<void> {
  await press(page, 'Menu');
  const dialog = page.getByRole('dialog');
  await page.waitForFunction(
    () => window.cellDivision.scene() === 'menu' || document.querySelector('[role=dialog]') !== null,
  );
  if ((await dialog.count()) > 0) {
    const names = await dialog.getByRole('button').allTextContents();
    await press(
      page,
      names.find((n) => !/keep|cancel|not|^no$/i.test(n))!,
    );
  }
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
}

/** Plays the focused square on the board and waits for the opponent's reply to be heard. */
async function playOne(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-square')))
    .toBe(true);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 2);
  await settle(page);
  await expect.poll(async () => (await heard(page)).join(' ')).toMatch(/You placed .*Easy placed/);
}

test("a11y=1 - the builder, the puzzle, the guided game and a new game each start with a log free of the last game's moves", async () => {
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
  await playOne(page);
  const oldMoves = async () => (await heard(page)).filter((line) => /placed/.test(line));

  await toMenu(page);
  await press(page, 'Build a board');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'builder');
  await page.waitForTimeout(300);
  expect(await oldMoves()).toEqual([]);

  await press(page, 'Menu');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  await press(page, "Today's puzzle");
  await page.waitForFunction(() => window.cellDivision?.scene() === 'puzzle');
  await expect.poll(() => heard(page)).toEqual([expect.stringMatching(/^Puzzle: /)]);

  await press(page, 'Menu');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  // The game left in play, resumed: said as the game come back to, not a new one, and no puzzle heard.
  await press(page, /^Carry on/);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await expect
    .poll(() => heard(page))
    .toEqual([expect.stringMatching(/^Back to the game\. You 1, Easy 1, /)]);

  // One move in, against the computer, How to play stands in the bar (Best moves waits its turn).
  await press(page, 'How to play');
  await press(page, 'Guided game');
  await page.waitForFunction(() => window.cellDivision.state()?.layout === 'square:3');
  await page.waitForTimeout(300);
  expect(await oldMoves()).toEqual([]);

  await press(page, 'Skip');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await toMenu(page);
  await press(page, 'New game');
  await page.waitForFunction(
    () => window.cellDivision.scene() === 'board' && window.cellDivision.state()!.moves.length === 0,
  );
  await expect.poll(() => heard(page)).toEqual([expect.stringMatching(/^New game\. /)]);
  expect(errors).toEqual([]);
  await context.close();
});
