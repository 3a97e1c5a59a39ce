// What a move gains, seen before it is made, on until the player turns it off (gains-setting.ts): on a
// 1280×720 desktop the mouse resting on d4 shows each cell's gain (d4's own +6, +2 on each of the
// three cells it touches) and the total "= +12"; on a 390×844 phone a finger down on d4 shows the
// same before the release, and the release still places. Which cells gain what, and that it adds up
// to the engine's gain on every grid, is the model's, in Node (tests/screens/game/move-worth.test.ts).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { settle, shot, SOON } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

// Player 1 to move: d4 touches c4, c3 and d3 of theirs, each along a line it does not have yet.
const QUERY = 'layout=square:5&p1=human&p2=human&moves=c3.a1.d3.a2.c4.e1';
const SHOWN = ['+6', '+2', '= +12'];

/** Waits until every one of `words` is on the screen, the +2 three times. */
const worthShown = (page: Page) =>
  page.waitForFunction(
    (shown) => {
      const texts = window.cellDivision.texts();
      return shown.every((w) => texts.includes(w)) && texts.filter((t) => t === '+2').length === 3;
    },
    SHOWN,
    SOON,
  );

test('a resting mouse on a desktop shows each cell’s gain and the total before the click - 1280x720', async () => {
  const { page, context, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: QUERY,
    scene: 'board',
  });
  await settle(page);
  const d4 = (await page.evaluate(() => window.cellDivision.square('d4')))!;
  await page.mouse.move(d4.x, d4.y);
  await worthShown(page);
  await shot(page, 'move-worth-1280x720');
  // Away from the board, the gains go.
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => !window.cellDivision.texts().includes('= +12'), null, SOON);
  expect(errors).toEqual([]);
  await context.close();
});

test('a finger down on a phone shows the same before the release, which places - 390x844', async () => {
  const { page, context, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    query: QUERY,
    scene: 'board',
  });
  await settle(page);
  const d4 = (await page.evaluate(() => window.cellDivision.square('d4')))!;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: d4.x, y: d4.y }] });
  await worthShown(page);
  await shot(page, 'move-worth-390x844');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // However long the screenshot held it, the release places (a hold looks, then plays).
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 7, null, SOON);
  expect((await page.evaluate(() => window.cellDivision.state()!.moves)).at(-1)).toBe('d4');
  expect(errors).toEqual([]);
  await context.close();
});
