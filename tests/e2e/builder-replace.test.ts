// A preset or Clear replaces a board made by hand only after asking ("Keep mine" keeps every
// square); on a preset's own shape or an empty board they act at once. A phone, upright.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { shot } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const board = (page: Page) => page.evaluate(() => window.cellDivision.builderBoard());
const asked = (page: Page) => page.evaluate(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'));
const has = (page: Page, id: string) => page.waitForFunction((c) => window.cellDivision.controls().some((k) => k.id === c), id);

test('390×844: a preset over a hand-made board asks first; over a preset it does not', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { width: 390, height: 844, dpr: 3, touch: true, query: 'build=custom:6x6:fffffffff', scene: 'builder' });
  await has(page, 'builder:preset:ring');
  // From one preset to another: at once.
  const full = await board(page);
  await tapControl(page, 'builder:preset:ring');
  await page.waitForFunction((b) => window.cellDivision.builderBoard() !== b, full);
  expect(await asked(page)).toBe(false);
  // A square turned off by hand: now Heart asks, and Keep mine keeps the board as made.
  const ring = await board(page);
  await tapSquare(page, 'c3');
  await page.waitForFunction((b) => window.cellDivision.builderBoard() !== b, ring);
  const mine = await board(page);
  await tapControl(page, 'builder:preset:heart');
  await has(page, 'confirm:yes');
  expect(await page.evaluate(() => window.cellDivision.texts())).toContain('Start from Heart?');
  await shot(page, 'builder-replace-asks-390x844');
  await tapControl(page, 'confirm:no');
  await page.waitForFunction(() => !window.cellDivision.controls().some((c) => c.id === 'confirm:yes'));
  expect(await board(page)).toBe(mine);
  // Clear asks too; Replace clears.
  await tapControl(page, 'builder:clear');
  await has(page, 'confirm:yes');
  await tapControl(page, 'confirm:yes');
  await page.waitForFunction((b) => window.cellDivision.builderBoard() !== b, mine);
  expect(await page.evaluate(() => window.cellDivision.builderFacts())).toMatch(/^0 squares/);
  expect(errors).toEqual([]);
  await context.close();
});
