// A desktop player's keys on the menu and the board, with real keys and a real mouse: the first
// arrow moves the menu's gold ring, the arrows move it on, Tab moves it through the menu's own
// buttons and past the last reaches the page's screen-reader switch (shown, named) and Tab from it
// brings the ring back to the first, a click hides it and the next Tab shows it again after the
// clicked place; on the board the cursor's gold brackets go while the mouse moves and come back
// with the next arrow. The rules behind each
// are tested on their models in Node (tests/ui/keyboard-focus-model, tests/screens/game/cursor).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { KEEP_SHOTS, pixelsOnPage, pressKey, SHOTS, settle, twoFrames } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

/** How many pixels near the ring's gold (theme accent 0xffd34d) lie in a part of the page. */
async function goldIn(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const { data } = await pixelsOnPage(page, clip, 'css');
  let n = 0;
  for (let i = 0; i < data.length; i += 4)
    if (
      Math.abs(data[i]! - 0xff) < 40 &&
      Math.abs(data[i + 1]! - 0xd3) < 40 &&
      Math.abs(data[i + 2]! - 0x4d) < 60
    )
      n++;
  return n;
}

/** Whether the ring is drawn round control `id`: gold in the thin band just over its top edge. */
async function ringOn(page: Page, id: string): Promise<boolean> {
  await twoFrames(page);
  const c = (await page.evaluate(() => window.cellDivision.controls())).find((k) => k.id === id)!;
  const band = { x: c.x + c.width * 0.3, y: c.y - 8, width: c.width * 0.4, height: 7 };
  return (await goldIn(page, band)) >= band.width * 0.5;
}

test('menu at 1280x720 - the first arrow moves the ring, the arrows move it on; after a click, Tab shows it again after the ring', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    scene: 'menu',
  });
  await page.waitForTimeout(300);
  // The ring stands on Play, what Enter presses, from the start.
  expect(await ringOn(page, 'play')).toBe(true);
  // The first key, an arrow up: Change, above Play on the big card.
  await pressKey(page, 'ArrowUp');
  expect(await ringOn(page, 'setup')).toBe(true);
  expect(await ringOn(page, 'play')).toBe(false);
  // Right: today's puzzle, level with Change.
  await pressKey(page, 'ArrowRight');
  expect(await ringOn(page, 'puzzle')).toBe(true);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/menu-keys-arrow-1280x720.png` });

  // A click on the menu's background: the ring hides; Tab (the game's own, once it is played by
  // keys) shows it on the control after the puzzle's card.
  await page.mouse.click(20, 700);
  expect(await ringOn(page, 'puzzle')).toBe(false);
  await pressKey(page, 'Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('CANVAS');
  const order = (await page.evaluate(() => window.cellDivision.controls())).map((c) => c.id);
  const after = order[order.indexOf('puzzle') + 1]!;
  // The band over the next card's top edge also holds the puzzle card's ring's foot: not on the puzzle, then.
  expect(await ringOn(page, 'puzzle')).toBe(false);
  expect(await ringOn(page, after)).toBe(true);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/menu-keys-tab-after-click-1280x720.png` });
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

test("menu at 1280x720 - Tab goes through the menu's own buttons first, then the page's screen-reader switch, shown and named; Tab from it comes back to the first", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    scene: 'menu',
  });
  // Waited for, not assumed: the game takes the page's focus on its 'ready' (main.ts), and a Tab before
  // that is the page's own from nowhere (it reaches the switch, the first in the page).
  await page.waitForFunction(
    () => window.cellDivision.laidOut() && document.activeElement?.tagName === 'CANVAS',
  );
  const order = (await page.evaluate(() => window.cellDivision.controls())).map((c) => c.id);
  const tag = () => page.evaluate(() => document.activeElement?.tagName);
  expect(await ringOn(page, 'play')).toBe(true);
  // The first Tab is the game's own (two reviewers' first Tab went to the switch, and Enter turned
  // the mode on): the ring moves on from Play; Shift+Tab then steps back to Play, still in the game.
  const after = order[order.indexOf('play') + 1]!;
  await pressKey(page, 'Tab');
  expect(await tag()).toBe('CANVAS');
  expect(await ringOn(page, after)).toBe(true);
  await pressKey(page, 'Shift+Tab');
  expect(await tag()).toBe('CANVAS');
  expect(await ringOn(page, 'play')).toBe(true);
  // And so on through every button of the menu.
  for (const id of order.slice(order.indexOf('play') + 1)) {
    await pressKey(page, 'Tab');
    expect(await tag()).toBe('CANVAS');
    expect(await ringOn(page, id), id).toBe(true);
  }
  // Past the last: the switch, shown at the top of the screen with its state and what Enter does;
  // the ring gives way to it.
  await pressKey(page, 'Tab');
  expect(await tag()).toBe('BUTTON');
  const box = page.locator('.a11y-switch');
  expect((await box.boundingBox())!.width).toBeGreaterThan(200);
  expect(await page.locator('.a11y-switch-seen').innerText()).toBe(
    'Screen reader mode: off. Enter turns it on.',
  );
  expect(await ringOn(page, order.at(-1)!)).toBe(false);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/menu-keys-switch-1280x720.png` });
  // Tab from it: back into the game on its first button; Shift+Tab there: the switch again, then the last button.
  await pressKey(page, 'Tab');
  expect(await tag()).toBe('CANVAS');
  expect(await ringOn(page, order[0]!)).toBe(true);
  expect((await box.boundingBox())!.width).toBeLessThanOrEqual(1);
  await pressKey(page, 'Shift+Tab');
  expect(await tag()).toBe('BUTTON');
  await pressKey(page, 'Shift+Tab');
  expect(await tag()).toBe('CANVAS');
  expect(await ringOn(page, order.at(-1)!)).toBe(true);
  // The mode is still off: no Tab or Shift+Tab pressed the switch.
  expect(await page.getByRole('region', { name: 'Cell Division', exact: true }).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

test("board at 1280x720 - the cursor's brackets go while the mouse moves and come back with the next arrow", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'layout=square:5&p1=human&p2=human',
    scene: 'board',
  });
  await settle(page);
  const at = (await page.evaluate(() => window.cellDivision.square('c3')))!;
  const fit = await page.evaluate(() => {
    const a = window.cellDivision.square('a1')!;
    const b = window.cellDivision.square('b1')!;
    return Math.abs(b.x - a.x);
  });
  const square = { x: at.x - fit / 2, y: at.y - fit / 2, width: fit, height: fit };
  const empty = await goldIn(page, square);
  // The first arrow shows the cursor on the central square, c3.
  await pressKey(page, 'ArrowUp');
  const shown = await goldIn(page, square);
  expect(shown).toBeGreaterThan(empty + 20);
  // The mouse moves (off the board): the brackets go.
  await page.mouse.move(30, 30);
  await page.mouse.move(40, 40);
  await twoFrames(page);
  expect(await goldIn(page, square)).toBeLessThanOrEqual(empty + 2);
  // The next arrow brings them back where they were, on c3, before any move.
  await pressKey(page, 'ArrowUp');
  expect(await goldIn(page, square)).toBeGreaterThan(empty + 20);
  // Enter plays there.
  await pressKey(page, 'Enter');
  expect((await settle(page)).moves).toEqual(['c3']);
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
