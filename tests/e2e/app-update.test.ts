// A new version of the installed game never takes over mid-game: it waits, the match goes on
// untouched with nothing over the board, a notice says it is ready once the board is left (on the
// home screen, clear of its controls: where and when is tests/ui/update-moment.test.ts), and
// Reload switches to it (the unfinished game then resumes); Later puts the next one's notice away
// and it waits for the next visit.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { launchChromium } from './browser.ts';
import { clickControl, clickSquare, settle, shot } from './harness.ts';
import { serveDist, TEST_BUILD } from './server.ts';
import { openScreen, savedSettings, tapControl, tapSquare } from './tablet-page.ts';

const DIST = TEST_BUILD;
const HARD_SQUARE_5 = {
  ...DEFAULT_SETTINGS,
  opponent: 'hard',
  first: 'you',
  layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:5' },
};

let browser: Browser;
let copy: string;
beforeAll(async () => {
  browser = await launchChromium({ serviceWorkers: 'allow' });
  copy = mkdtempSync(join(tmpdir(), 'cd-update-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(copy, { recursive: true, force: true });
});

const waiting = (page: Page) =>
  page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);

// On the upright phone by touch: the flow is the same on every screen and by every input (the notice
// is the page's own HTML, its buttons clicked alike), so one screen, the one most players hold, runs it
// (the desktop's run by mouse repeated every step, 12 to 15 s more).
test.each([{ width: 390, height: 844, touch: true }])(
  'a new version at $width×$height waits while a game is played, then for the player',
  async ({ width, height, touch }) => {
    const root = join(copy, `${width}`);
    cpSync(DIST, root, { recursive: true });
    const server = await serveDist(root);
    const { context, page, errors } = await openScreen(browser, server.url, {
      width,
      height,
      touch,
      init: savedSettings(HARD_SQUARE_5),
    });
    const press = (id: string) => (touch ? tapControl(page, id) : clickControl(page, id));
    const place = (square: string) => (touch ? tapSquare(page, square) : clickSquare(page, square));
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
    await press('play');
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
    await settle(page);
    await place('c3');
    const before = await settle(page);
    expect(before.moves.length).toBe(2);

    // A new release: the service worker's bytes change; the browser finds it on its next check.
    appendFileSync(join(root, 'sw.js'), '\n// the next release\n');
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    await page.waitForFunction(
      async () => !!(await navigator.serviceWorker.getRegistration())?.waiting,
      null,
      { timeout: 30_000 },
    );
    // Nothing changes under the player: no notice over the board, the same match, and it plays on.
    await page.waitForTimeout(1500);
    expect(await page.locator('.update-notice').isVisible()).toBe(false);
    expect(await page.evaluate(() => window.cellDivision.scene())).toBe('board');
    await place('b2');
    const moves = (await settle(page)).moves;
    expect(moves.slice(0, 2)).toEqual(before.moves);
    expect(moves.length).toBe(4);

    // Left for the menu, the game is kept and the notice is told.
    await press('menu');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'));
    await press('confirm:yes');
    await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
    await page.waitForSelector('.update-notice', { timeout: 10_000 });
    await shot(page, `update-notice-${width}x${height}`);
    expect(await waiting(page)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });
    expect(await waiting(page)).toBe(false);
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // The game in play was saved: the menu offers to resume it, and it resumes with every move.
    await press('resume');
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
    expect((await settle(page)).moves).toEqual(moves);
    // The release after that, found on the menu: Later puts the notice away and the new version
    // waits for the next visit.
    await press('menu');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'));
    await press('confirm:yes');
    await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
    appendFileSync(join(root, 'sw.js'), '\n// the release after\n');
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    await page.getByRole('button', { name: 'Later' }).click();
    expect(await page.locator('.update-notice').count()).toBe(0);
    expect(await waiting(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
    await server.close();
  },
);
