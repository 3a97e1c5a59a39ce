// Small things: the "Link copied" toast stands clear of the scores and goes with its game; the
// status line says "Tied with …"; the hook's status() and notice() report what is on screen.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.each([
  { width: 390, height: 844, dpr: 3 },
  { width: 1024, height: 768 },
])('the link toast stands clear of the scores and goes with its game - $width', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    ...screen, query: 'layout=square:5&p1=human&p2=easy', scene: 'board',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await settle(page);
  expect(await page.evaluate(() => window.cellDivision.status())).toBe('The board is empty with 25 moves left');
  await tapSquare(page, 'c3');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2);
  await settle(page);
  // One cell each, none divided: level scores.
  expect(await page.evaluate(() => window.cellDivision.status())).toBe('Tied with 23 moves left');
  await tapControl(page, 'share');
  await page.waitForFunction(() => window.cellDivision.notice() !== null);
  expect(await page.evaluate(() => window.cellDivision.notice())).toBe('Link copied: it opens this game at this move.');
  const toast = (await page.evaluate(() => window.cellDivision.noticeBox()))!;
  const panels = (await page.evaluate(() => window.cellDivision.scorePanels()))!;
  expect(panels).toHaveLength(2);
  for (const panel of panels) expect(overlaps(toast, panel)).toBe(false);
  await shot(page, `toast-link-copied-${screen.width}`);
  // A restart ends that game: its toast goes at once.
  await tapControl(page, 'restart');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'));
  await tapControl(page, 'confirm:yes');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 0);
  expect(await page.evaluate(() => window.cellDivision.notice())).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
});
