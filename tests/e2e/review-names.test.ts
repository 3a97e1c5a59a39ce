// Two people's game reviewed: the review calls them by the names they entered (the score line, the
// move shown, the chart's title, the costliest move), never "Player 1" or "You". Screenshots.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { launchChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, savedSettings, tapControl, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const people = { names: ['Ana', 'Bartholomew'] as [string, string], first: 1 as const };
const small = { name: 'Small', id: 'custom:2x3:fc' };
const boards = `localStorage.setItem('cell-division:v1:boards', ${JSON.stringify(JSON.stringify([small]))});`;

test.each([{ width: 390, height: 844 }, { width: 844, height: 390 }, { width: 1024, height: 768 }])('a two-people game reviewed by their names - $width x $height', async ({ width, height }) => {
  const settings = { ...DEFAULT_SETTINGS, mode: 'duo', custom: small.id, people };
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    width, height, dpr: width < 500 ? 3 : 1, touch: true, init: savedSettings(settings) + boards, query: `layout=${small.id}&p1=human&p2=human`, scene: 'board',
  });
  await settle(page);
  // Bartholomew moves first (people.first is 1), then Ana; the second person's last move is costly.
  for (const sq of ['a1', 'c2', 'b1', 'a2', 'c1', 'b2']) {
    await tapSquare(page, sq);
    await settle(page);
  }
  await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 20_000 });
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'review' && c.enabled), null, { timeout: 10_000 });
  await tapControl(page, 'review');
  await page.waitForFunction(() => window.cellDivision.scene() === 'review', null, { timeout: 10_000 });
  await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, { timeout: 90_000, polling: 200 });
  await tapControl(page, 'review-previous');
  await page.waitForFunction(() => window.cellDivision.review()?.shownMove === 5);
  const words = (await page.evaluate(() => window.cellDivision.texts())).join('\n');
  expect(words).toMatch(/^Bartholomew \d+ – \d+ Ana/m);
  // Move 5 is the first mover's.
  expect(words).toMatch(/^5\. Bartholomew: c1/m);
  expect(words).toMatch(/Bartholomew's lead/);
  const progress = (await page.evaluate(() => window.cellDivision.review()!.progress))!;
  expect(progress).not.toMatch(/your costliest/);
  if (/costliest/.test(progress)) expect(progress).toMatch(/(Ana|Bartholomew)'s costliest: move \d+/);
  expect(words).not.toMatch(/Player [12]|\bYou\b|Opponent/);
  await shot(page, `review-names-${width}x${height}`);
  expect(errors).toEqual([]);
  await context.close();
});
