// Text stays readable: every text the game shows is at least 13 CSS px tall, on a desktop, a phone
// upright and a phone on its side (where the results' chart labels once came out at 8 px): the
// menu, every tab of the setup page (opponent cards, tabs), the board with the hint's banner, and
// the results. Read from the scenes' text objects as shown: font size times every scale, in page pixels.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { KEEP_SHOTS, openSheetFor, settle } from './harness.ts';
import { openWholeSheet } from './results-sheet.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

/** A finished two-person game on square:4, opened by its share link: the results come up over it. */
const FINISHED = 'layout=square:4&p1=human&p2=human&moves=a1.b1.c1.d1.a2.b2.c2.d2.a3.b3.c3.d3.a4.b4.c4.d4';

async function smallest(page: Page): Promise<{ text: string; css: number }> {
  const sizes = await page.evaluate(() => window.cellDivision.textSizes());
  expect(sizes.length).toBeGreaterThan(0);
  return sizes.reduce((a, b) => (b.css < a.css ? b : a));
}

test.each([
  { width: 1280, height: 720, touch: false },
  { width: 844, height: 390, touch: true },
  { width: 390, height: 844, touch: true },
])(
  '$width×$height - the smallest text on the board and in the results is at least 13 CSS px',
  async (screen) => {
    const found: Record<string, { text: string; css: number }> = {};
    // Each press is waited for until the texts shown change (the next page's words), then two frames.
    const press = async (page: Page, id: string) => {
      // The results' Details is in their More.
      await openSheetFor(page, id);
      await page.waitForFunction((id) => window.cellDivision.controls().some((c) => c.id === id), id);
      const before = await page.evaluate(() => window.cellDivision.texts().join('|'));
      if (screen.touch) await tapControl(page, id);
      else {
        const c = (await page.evaluate(() => window.cellDivision.controls())).find((k) => k.id === id)!;
        await page.mouse.click(c.x + c.width / 2, c.y + c.height / 2);
      }
      // A tab already open changes nothing: then the 300 ms this wait took before.
      await page
        .waitForFunction((was) => window.cellDivision.texts().join('|') !== was, before, { timeout: 300 })
        .catch((e: Error) => {
          if (e.name !== 'TimeoutError') throw e;
        });
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    };
    const menu = await openScreen(browser(), inject('gameUrl'), { ...screen });
    await menu.page.waitForTimeout(300);
    found.menu = await smallest(menu.page);
    await press(menu.page, 'setup');
    for (const tab of ['players', 'board', 'rules']) {
      await press(menu.page, `tab:${tab}`);
      found[`setup:${tab}`] = await smallest(menu.page);
    }
    // The first screen's Settings: a page of its own.
    await press(menu.page, 'setup:done');
    await press(menu.page, 'options');
    found.settings = await smallest(menu.page);
    if (KEEP_SHOTS)
      await menu.page.screenshot({
        path: `tests/e2e/screenshots/text-size-setup-${screen.width}x${screen.height}.png`,
      });
    // The board and the results open by their links in the same page (the hook's openMatch), which
    // costs a board instead of a page load.
    const board = menu;
    expect(
      await board.page.evaluate(() => window.cellDivision.openMatch('layout=square:5&p1=human&p2=hard')),
    ).toBe(true);
    expect(await board.page.evaluate(() => window.cellDivision.state()?.layout)).toBe('square:5');
    await settle(board.page);
    found.board = await smallest(board.page);
    await press(board.page, 'hint');
    await board.page.waitForFunction(() => window.cellDivision.hint() !== null, null, { timeout: 60_000 });
    found.hint = await smallest(board.page);
    if (KEEP_SHOTS)
      await board.page.screenshot({
        path: `tests/e2e/screenshots/text-size-hint-${screen.width}x${screen.height}.png`,
      });
    const results = board;
    expect(await results.page.evaluate((q) => window.cellDivision.openMatch(q), FINISHED)).toBe(true);
    await results.page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, {
      timeout: 30_000,
    });
    await results.page.waitForTimeout(600);
    found.results = await smallest(results.page);
    // The charts' labels, one tap away under Details (an upright phone's short sheet: two taps).
    await openWholeSheet(results.page);
    if (KEEP_SHOTS)
      await results.page.screenshot({
        path: `tests/e2e/screenshots/text-size-results-${screen.width}x${screen.height}.png`,
      });
    await press(results.page, 'details');
    await results.page.waitForFunction(() => window.cellDivision.charts().length === 2, null, {
      timeout: 10_000,
    });
    await results.page.waitForTimeout(300);
    found.details = await smallest(results.page);
    console.log(`${screen.width}×${screen.height} smallest text (CSS px):`, JSON.stringify(found));
    for (const [scene, least] of Object.entries(found))
      expect(least.css, `${scene}: "${least.text}"`).toBeGreaterThanOrEqual(12.99);
    if (KEEP_SHOTS)
      await results.page.screenshot({
        path: `tests/e2e/screenshots/text-size-results-${screen.width}x${screen.height}.png`,
      });
    expect(results.errors).toEqual([]);
    await results.context.close();
  },
);
