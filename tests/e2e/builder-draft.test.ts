// A draft of 0 or 1 squares in the builder is kept when the builder is left and opened again, and
// Play on it says what it lacks ("Mark at least 2 squares to play (now 1)") rather than nothing.
// Its way back to the menu says "Menu" beside the icon where the top row has room.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { shot } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const scene = (page: Page, name: string) => page.waitForFunction((n) => window.cellDivision.scene() === n, name);
const board = (page: Page) => page.evaluate(() => window.cellDivision.builderBoard());
const has = (page: Page, id: string) => page.waitForFunction((c) => window.cellDivision.controls().some((k) => k.id === c), id);

test.each([
  { width: 390, height: 844, dpr: 3, tag: '390x844' },
  { width: 844, height: 390, dpr: 3, tag: '844x390' },
  { width: 1024, height: 768, dpr: 2, tag: '1024x768' },
])('a one-square draft survives leaving the builder, and Play says it needs 2 squares - $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), screen);
  await tapControl(page, 'build');
  await scene(page, 'builder');
  await has(page, 'builder:clear');
  // The way back is named beside its icon where the top row has room (not on an upright phone).
  const named = (await page.evaluate(() => window.cellDivision.textSizes())).some((t) => t.text === 'Menu');
  expect(named).toBe(screen.width > screen.height);
  const before = await board(page);
  await tapControl(page, 'builder:clear');
  await page.waitForFunction((b) => window.cellDivision.builderBoard() !== b, before);
  const cleared = await board(page);
  await tapSquare(page, 'a1');
  await page.waitForFunction((b) => window.cellDivision.builderBoard() !== b, cleared);
  const draft = (await board(page))!;

  await tapControl(page, 'builder:back');
  await scene(page, 'menu');
  await has(page, 'build');
  await tapControl(page, 'build');
  await scene(page, 'builder');
  await has(page, 'builder:play');
  expect(await board(page)).toBe(draft);

  await tapControl(page, 'builder:play');
  await page.waitForFunction(() => window.cellDivision.notice() !== null);
  expect(await page.evaluate(() => window.cellDivision.notice())).toBe('Mark at least 2 squares to play (now 1).');
  expect(await page.evaluate(() => window.cellDivision.scene())).toBe('builder');
  await shot(page, `builder-draft-one-square-${screen.tag}`);
  expect(errors).toEqual([]);
  await context.close();
});
