// A hint with the screen readers' mode on gives the hinted square the focus (and says so), and the
// results read the final board as a position, with no instructions for moves there are none of;
// Closing them is headed "Final board", with one way back to the results.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { settle } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

const heard = (page: Page) =>
  page.getByRole('log', { name: 'Moves' }).getByRole('paragraph').allTextContents();
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

test('a11y=1 - H: the hint is heard, names the square, and that square has the focus; Enter plays it', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1&layout=square:5&p1=human&p2=easy',
    scene: 'board',
  });
  await settle(page);
  // Away from the square the hint will name: the corner.
  await page.getByRole('button', { name: 'a1, empty', exact: true }).focus();
  await page.keyboard.press('h');
  // Easy on 5x5 is ladder step 1: the game's first hint is free there and comes at once (no question).
  await expect
    .poll(() => heard(page), { timeout: 20_000 })
    .toContainEqual(expect.stringMatching(/^Hint\. Try [a-e][1-5]: .* The focus is on [a-e][1-5]\.$/));
  const hint = (await heard(page)).find((line) => line.startsWith('Hint.'))!;
  const square = /^Hint\. Try ([a-e][1-5]):/.exec(hint)![1]!;
  expect(hint.endsWith(`The focus is on ${square}.`)).toBe(true);
  await expect.poll(() => focused(page)).toBe(`${square}, empty`);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 1);
  expect((await settle(page)).moves[0]).toBe(square);
  expect(errors).toEqual([]);
  await context.close();
});

test('a11y=1 - on the results, the results are read first and the board is the final position, without move instructions; closing them shows the final board, with one way back', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    // Opened by its link a move before its end: the last move played by Enter brings the results.
    // (Whole games by the screen readers' keys are screen-reader-keys'.)
    query: 'a11y=1&layout=square:3&p1=human&p2=easy&moves=a1.b2.c3.a2.a3.b1.b3.c1',
    scene: 'board',
  });
  expect(
    await page.getByRole('group', { name: /^Board, 9 squares: arrow keys move, Enter places/ }).count(),
  ).toBe(1);
  while ((await page.evaluate(() => window.cellDivision.scene())) === 'board') {
    const state = await settle(page);
    if (state.toMove === null) break;
    await page
      .getByRole('button', { name: /, empty$/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (n) => window.cellDivision.state()!.moves.length > n || window.cellDivision.scene() === 'results',
      state.moves.length,
    );
  }
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 30_000 });
  const board = page.getByRole('group', {
    name: /^Final board, 9 squares: arrow keys go from square to square$/,
  });
  await expect.poll(() => board.count()).toBe(1);
  expect(await page.getByRole('group', { name: /Enter places|hint|takes back/ }).count()).toBe(0);
  // Reading down the page: the results' heading and lines (who won, the scores) come before the board.
  const order = await page.evaluate(() =>
    [...document.querySelectorAll('h1, [data-a11y-board]')].map((e) =>
      e.tagName === 'H1' ? `heading: ${e.textContent}` : 'board',
    ),
  );
  expect(order).toEqual(['heading: Results', 'board']);
  const results = await page.evaluate(() => window.cellDivision.results());
  const lines = await page
    .getByRole('region', { name: 'Cell Division' })
    .getByRole('paragraph')
    .allTextContents();
  expect(lines[0]).toBe(results![0]!.replace(/\s+/g, ' ').trim());
  expect(lines.slice(0, 3).join(' ')).toMatch(/win|won|draw|lose|lost/i);

  // Close the results, on the same page (was screen-reader-names.test.ts): the heading says the final
  // board, and there is one way back among the bar's ways on.
  await page.getByRole('button', { name: 'Close the results' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Final board');
  const mirror = page.getByRole('region', { name: 'Cell Division' });
  expect(await mirror.getByRole('button', { name: /results/i }).allTextContents()).toEqual(['Results']);
  await mirror.getByRole('button', { name: 'Results' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Results');
  expect(errors).toEqual([]);
  await context.close();
});
