// A player far ahead of Expert in the first half is told, once, that Expert plays for the final
// count. The game opens replayed to move 4 (You 4, Expert 2 on square:6); b5 makes it 12 to 2.
// One page: the phone upright, then the tablet through the hook's openMatch. Screenshots. About 20 s.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const QUERY = 'layout=square:6&p1=human&p2=expert&moves=a6.b6.a5.d6';
const WORDS = 'You lead now, but Expert plays for the final score: the last moves often turn it.';
const told = (page: Page) => page.evaluate((w) => window.cellDivision.notices().filter((n) => n === w).length, WORDS);

async function leadAndLook(page: Page, tag: string): Promise<void> {
  await settle(page);
  expect(await page.evaluate(() => window.cellDivision.state()!.scores)).toEqual([4, 2]);
  const before = await told(page);
  await tapSquare(page, 'b5');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 5);
  await page.waitForFunction((w) => window.cellDivision.notice() === w, WORDS, { timeout: 10_000 });
  expect(await told(page)).toBe(before + 1);
  await shot(page, `lead-notice-${tag}`);
  // Expert's reply and the next move keep the lead large: not said again in this match.
  const taken = (await settle(page)).moves;
  await tapSquare(page, ['b4', 'c5', 'c4', 'e4'].find((n) => !taken.includes(n))!);
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 7, null, { timeout: 30_000 });
  await settle(page);
  expect(await told(page)).toBe(before + 1);
}

test('far ahead of Expert early on: told once that the last moves decide - 390x844, then 1024x768', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { width: 390, height: 844, query: QUERY, scene: 'board' });
  await leadAndLook(page, '390x844');
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await page.evaluate((q) => window.cellDivision.openMatch(q), QUERY)).toBe(true);
  await page.waitForFunction(() => window.cellDivision.state()?.moves.length === 4);
  await leadAndLook(page, '1024x768');
  expect(errors).toEqual([]);
  await context.close();
});
