// A tap the board refuses while the opponent thinks is told why, briefly ("Wait for Expert's
// move"), and it is still refused: nothing is played for it (the notices' rate limit is in
// tests/ui/refused-tap.test.ts, on a clock of its own).
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { settle, shot, state } from './harness.ts';
import { openScreen, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

/** The opponents' worker answers 3 s late: the opponent is thinking when the test taps, whatever the machine's load. */
const SLOW_REPLIES = `{
  const Real = window.Worker;
  window.Worker = class extends Real {
    set onmessage(f) { super.onmessage = f && ((e) => setTimeout(() => f.call(this, e), 3000)); }
    get onmessage() { return super.onmessage; }
  };
}`;

test.each([
  { width: 1024, height: 768, tag: '1024x768' },
  { width: 390, height: 844, tag: '390x844' },
])('a tap during the opponent\'s turn says whose move to wait for - $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    ...screen, touch: true, query: 'layout=square:8&p1=human&p2=expert', scene: 'board', init: SLOW_REPLIES,
  });
  await settle(page);
  expect(await page.evaluate(() => window.cellDivision.notice())).toBeNull();
  // On a phone the squares are smaller than a finger: the first tap aims, the second places.
  await tapSquare(page, 'c3');
  if ((await state(page)).moves.length === 0) await tapSquare(page, 'c3');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 1);
  const before = (await page.evaluate(() => window.cellDivision.inputs())).refused;
  // The expert's reply is on its way: a tap now is refused, and says why.
  await tapSquare(page, 'a1');
  await page.waitForFunction(() => window.cellDivision.notice() !== null, null, { timeout: 10_000 });
  expect(await page.evaluate(() => window.cellDivision.notice())).toBe("Wait for Expert's move");
  await shot(page, `refused-tap-${screen.tag}`);
  // Refused, not kept for later.
  expect((await page.evaluate(() => window.cellDivision.inputs())).refused).toBeGreaterThan(before);
  const s = await settle(page);
  expect(s.moves.length).toBe(2);
  expect(errors).toEqual([]);
  await context.close();
});

test.each([
  { width: 1024, height: 768, tag: '1024x768' },
  { width: 390, height: 844, dpr: 3, tag: '390x844' },
])('a tap on a taken square says so, once in a while, and plays nothing - $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    ...screen, touch: true, query: 'layout=square:5&p1=human&p2=easy', scene: 'board',
  });
  await settle(page);
  await tapSquare(page, 'c3');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2);
  await settle(page);
  expect(await page.evaluate(() => window.cellDivision.notice())).toBeNull();
  // Tapped twice: said once (the refused taps' gap), and nothing is played.
  await tapSquare(page, 'c3');
  await tapSquare(page, 'c3');
  await page.waitForFunction(() => window.cellDivision.notice() !== null, null, { timeout: 10_000 });
  expect(await page.evaluate(() => window.cellDivision.notice())).toBe('That square is taken');
  await shot(page, `taken-square-${screen.tag}`);
  await page.waitForTimeout(300);
  expect((await page.evaluate(() => window.cellDivision.notices())).filter((n) => n === 'That square is taken')).toHaveLength(1);
  expect((await state(page)).moves.length).toBe(2);
  expect(errors).toEqual([]);
  await context.close();
});

test.each([
  { width: 1024, height: 768, tag: '1024x768' },
  { width: 390, height: 844, dpr: 3, tag: '390x844' },
])('under gravity a tap on a full column says so and plays nothing - $tag', async (screen) => {
  // flask:8x3's a column holds one cell: after a and b it is full.
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    ...screen, touch: true, query: 'layout=flask:8x3&p1=human&p2=easy&moves=a.b', scene: 'board',
  });
  expect((await settle(page)).moves).toHaveLength(2);
  expect(await page.evaluate(() => window.cellDivision.notice())).toBeNull();
  await tapSquare(page, 'a1');
  await page.waitForFunction(() => window.cellDivision.notice() !== null, null, { timeout: 10_000 });
  expect(await page.evaluate(() => window.cellDivision.notice())).toBe('That column is full: choose another');
  await shot(page, `full-column-${screen.tag}`);
  expect((await state(page)).moves).toHaveLength(2);
  expect(errors).toEqual([]);
  await context.close();
});
