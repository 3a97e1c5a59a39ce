// The greyed Hint and Perfect play say why when pressed, by touch, mouse and key: Hint is greyed
// while the opponent moves ("Hints are for your moves: wait for Hard's move."), Perfect play until
// the solver reaches the position ("Perfect play opens when 15 moves are left (now …)").
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const WAIT = "Hints are for your moves: wait for Hard's move.";
const hintEnabled = (page: Page) => page.evaluate(() => window.cellDivision.controls().find((c) => c.id === 'hint')!.enabled);

/**
 * Plays `square` and, during Hard's reply (Hint greyed), presses Hint with `press`; true once the
 * reason was told. The reply may land before the press: the next move tries again.
 */
async function pressDuringReply(page: Page, squares: string[], play: (square: string) => Promise<void>, press: () => Promise<void>): Promise<boolean> {
  for (const square of squares) {
    await settle(page);
    await play(square);
    await page.waitForFunction(() => window.cellDivision.state()!.moves.length % 2 === 1, null, { timeout: 10_000 });
    // The toolbar greys Hint on the frame after the move lands: a slow frame is waited for, a landed reply is not.
    try {
      await page.waitForFunction(() => !window.cellDivision.controls().find((c) => c.id === 'hint')!.enabled || window.cellDivision.state()!.moves.length % 2 === 0, null, { timeout: 3000 });
    } catch { /* neither came: the next move tries again */ }
    if (await hintEnabled(page)) continue;
    await press();
    try {
      await page.waitForFunction((w) => window.cellDivision.notices().includes(w), WAIT, { timeout: 3000 });
      return true;
    } catch { /* the reply landed first */ }
  }
  return false;
}

test('390×844 touch: the greyed Hint and Perfect play say why when tapped', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    width: 390, height: 844, dpr: 3, touch: true, fast: false, query: 'layout=square:6&p1=human&p2=hard', scene: 'board',
  });
  const hint = (await page.evaluate(() => window.cellDivision.controls().find((c) => c.id === 'hint')!))!;
  const told = await pressDuringReply(page, ['c3', 'a1', 'f6', 'a6', 'f1', 'b5'], (sq) => tapSquare(page, sq), () => page.touchscreen.tap(hint.x + hint.width / 2, hint.y + hint.height / 2));
  await shot(page, 'greyed-hint-390x844');
  expect(told).toBe(true);
  // The press asked for nothing: no hint comes once the person's turn is back.
  await settle(page);
  expect(await page.evaluate(() => window.cellDivision.hint())).toBeNull();
  // Past the opening book, Perfect play is closed until 15 moves are left: a tap says from when it opens.
  await tapControl(page, 'overlay');
  await page.waitForFunction(() => window.cellDivision.notice()?.startsWith('Perfect play opens when 15 moves are left') ?? false, null, { timeout: 5000 });
  await shot(page, 'greyed-overlay-390x844');
  expect(errors).toEqual([]);
  await context.close();
});

async function openDesk(): Promise<Awaited<ReturnType<typeof openScreen>> & { click: (sq: string) => Promise<void> }> {
  const opened = await openScreen(browser, inject('gameUrl'), {
    width: 1024, height: 768, dpr: 1, touch: false, fast: false, query: 'layout=square:6&p1=human&p2=hard', scene: 'board',
  });
  await settle(opened.page);
  const click = async (sq: string) => {
    const at = (await opened.page.evaluate((n) => window.cellDivision.square(n), sq))!;
    await opened.page.mouse.click(at.x, at.y);
  };
  return { ...opened, click };
}

test('1024×768 mouse: the greyed Hint says why when clicked', async () => {
  const { context, page, errors, click } = await openDesk();
  const hint = (await page.evaluate(() => window.cellDivision.controls().find((c) => c.id === 'hint')!))!;
  expect(await pressDuringReply(page, ['c3', 'a1', 'f6', 'a6'], click, () => page.mouse.click(hint.x + hint.width / 2, hint.y + hint.height / 2))).toBe(true);
  await shot(page, 'greyed-hint-1024x768');
  expect(errors).toEqual([]);
  await context.close();
});

test('1024×768 keys: Enter on the greyed Hint says why', async () => {
  const { context, page, errors, click } = await openDesk();
  // Shift+Tab from the board reaches How to play, Perfect play, then Hint; a click on the board
  // leaves the focus there, and Hint stays a stop while greyed, since it has something to say.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
  const told = await pressDuringReply(page, ['c3', 'a1', 'f6', 'a6'], click, () => page.keyboard.press('Enter'));
  expect(told).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
