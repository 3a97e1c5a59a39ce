// The screen readers' board (a11y=1): read through Chromium's accessibility tree, as a screen
// reader would. A button per square named by its state, arrow keys move the focus, Enter places,
// and the move log announces the person's move and the opponent's reply in the game's words.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { KEEP_SHOTS, pressKey, settle, SHOTS } from './harness.ts';
import { CONNECTIONS_SEEN, openScreen } from './tablet-page.ts';

const browser = useChromium();

/** The accessible name of the focused element. */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

test('a11y=1 - the board is a grid of named buttons; arrows move, Enter places, the log announces both moves', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1&layout=square:5&p1=human&p2=hard',
    scene: 'board',
  });
  await settle(page);
  const board = page.getByRole('group', { name: /^Board, 25 squares/ });
  expect(await board.getByRole('button').count()).toBe(25);
  expect(await board.getByRole('button', { name: 'c3, empty' }).count()).toBe(1);
  // The board took the focus, on its middle square; the arrows move it as on the canvas.
  expect(await focusedName(page)).toBe('c3, empty');
  await pressKey(page, 'ArrowLeft');
  expect(await focusedName(page)).toBe('b3, empty');
  await pressKey(page, 'ArrowUp');
  expect(await focusedName(page)).toBe('b4, empty');
  await page.keyboard.press('ArrowDown');
  await pressKey(page, 'ArrowRight');
  expect(await focusedName(page)).toBe('c3, empty');

  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 2);
  const after = await settle(page);
  expect(after.moves).toEqual(['c3', 'c4']);
  // Played once: the game's own Enter (the canvas cursor) did not play as well.
  expect(await page.evaluate(() => window.cellDivision.inputs())).toMatchObject({ accepted: 1, refused: 0 });
  const log = page.getByRole('log', { name: 'Moves' });
  await expect.poll(() => log.textContent()).toContain('Hard placed c4');
  const lines = await log.getByRole('paragraph').allTextContents();
  expect(lines).toEqual([
    'New game. An empty board, 25 moves left. Your turn.',
    'You placed c3, a lone cell, +1.',
    expect.stringMatching(/^Hard placed c4, a lone cell, \+1\. You 1, Hard 1, 23 moves left\. Your turn\.$/),
  ]);
  expect(await board.getByRole('button', { name: /^c3, yours, a lone cell: 1$/ }).count()).toBe(1);
  expect(await board.getByRole('button', { name: /^c4, Hard's, a lone cell: 1$/ }).count()).toBe(1);
  const snapshot = await board.ariaSnapshot();
  expect(snapshot).toContain('button "c3, yours, a lone cell: 1"');

  // A taken square says so, and nothing is played.
  await page.keyboard.press('Enter');
  await expect.poll(() => log.textContent()).toContain('c3 is taken.');
  expect((await settle(page)).moves).toHaveLength(2);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/screen-reader-1280x720.png` });
  expect(errors).toEqual([]);
  await context.close();
});

test('a11y=1 on a hexagonal board scored by connections - names and announcements use its squares and connections', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1&layout=hex:3/connections&p1=human&p2=hard',
    scene: 'board',
    init: CONNECTIONS_SEEN,
  });
  await settle(page);
  const size = await page.evaluate(() => window.cellDivision.state()!.layout);
  const board = page.getByRole('group', { name: /^Board, \d+ (hexagons|cells)/ });
  const count = await board.getByRole('button').count();
  expect(count).toBeGreaterThan(0);
  expect(await board.getByRole('button', { name: /, empty$/ }).count()).toBe(count);
  const first = await focusedName(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 2);
  const moves = (await settle(page)).moves;
  expect(first).toBe(`${moves[0]}, empty`);
  const log = page.getByRole('log', { name: 'Moves' });
  await expect.poll(() => log.textContent()).toContain(`Hard placed ${moves[1]}`);
  const text = await log.textContent();
  expect(text).toContain(`You placed ${moves[0]}, touches none of its own, +0.`);
  expect(text).toMatch(/connection|The board|Tied/);
  expect(await board.getByRole('button', { name: new RegExp(`^${moves[0]}, yours, touches`) }).count()).toBe(
    1,
  );
  expect(size).toMatch(/^hex:3/);
  // The group's name tells how the arrows go on a hexagonal board; Up keeps the letter; A says the squares around.
  expect(await board.getAttribute('aria-label')).toMatch(
    /Up and Down keep the letter \(e5 to e6 or e4\), A says the six hexagons around$/,
  );
  await board.getByRole('button', { name: /^c3, / }).focus();
  await pressKey(page, 'ArrowUp');
  expect(await focusedName(page)).toMatch(/^c4, /);
  await page.keyboard.press('a');
  await expect.poll(() => log.textContent()).toMatch(/Around c4: [a-e]\d(, [a-e]\d){5}\.$/);
  expect(errors).toEqual([]);
  await context.close();
});

test("without a11y=1 there is no screen readers' board", async () => {
  const { context, page } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'layout=square:5&p1=human&p2=hard',
    scene: 'board',
  });
  await settle(page);
  expect(await page.getByRole('group', { name: /^Board/ }).count()).toBe(0);
  // What is heard instead: the screen's name, and in a sentence what the switch gives.
  const region = page.getByRole('region', { name: 'Screen-reader switch' });
  await expect.poll(() => region.getByRole('heading').textContent()).toBe('Cell Division: Game');
  expect(await region.getByRole('paragraph').first().textContent()).toMatch(
    /^This screen is a picture a screen reader cannot read\. Press the button "Board for screen readers" to hear its words and buttons/,
  );
  expect(await region.getByRole('button').getAttribute('aria-describedby')).toBe('a11y-switch-intro');
  await context.close();
});

test("the menu's switch turns the screen readers' board on, and it is remembered", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
  });
  const toggle = page.getByRole('button', { name: 'Board for screen readers' });
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  const menuRegion = page.getByRole('region', { name: 'Cell Division menu' });
  expect(await menuRegion.textContent()).toContain('Press Enter to play.');
  expect(await menuRegion.getByRole('heading').textContent()).toBe('Cell Division: Menu');
  await toggle.focus();
  await toggle.press('Enter');
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  // The switch took that Enter: the menu did not start a game with it.
  expect(await page.evaluate(() => window.cellDivision.scene())).toBe('menu');
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('cell-division:v1:settings')!).screenReader),
  ).toBe(true);
  // The mirror of the menu takes over, its own switch first: Tab reaches Play.
  await page.waitForFunction(() => document.activeElement?.textContent === 'Cell Division');
  expect(await page.getByRole('button', { name: 'Board for screen readers' }).count()).toBe(1);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await pressKey(page, 'Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Play');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  expect(
    await page
      .getByRole('group', { name: /^Board, 25 squares/ })
      .getByRole('button')
      .count(),
  ).toBe(25);
  expect(errors).toEqual([]);
  await context.close();
});

test('a11y=1 with two people - the log says whose turn it is by name, and U with nothing to take back says so', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'a11y=1&layout=square:4&p1=human&p2=human',
    scene: 'board',
  });
  await settle(page);
  const last = () => page.getByRole('log', { name: 'Moves' }).getByRole('paragraph').last().textContent();
  await expect.poll(last).toMatch(/^New game\. .* Player 1's turn\.$/);
  await page.keyboard.press('u');
  await expect.poll(last).toBe('Undo is not available now.');
  await page.waitForFunction(() => document.activeElement?.hasAttribute('data-square'));
  await page.keyboard.press('Enter');
  await expect
    .poll(last)
    .toMatch(/^Player 1 placed [a-d][1-4], .*\. Player 1 \d+, Player 2 0, .* Player 2's turn\.$/);
  await page.keyboard.press('s');
  await expect.poll(last).toMatch(/^Player 1 \d+, Player 2 0, .* Player 2's turn\.$/);
  expect(errors).toEqual([]);
  await context.close();
});
