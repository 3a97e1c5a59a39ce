// Leaving a finished game: the results' Menu opens the menu's first screen (not the setup page the
// game was started from), and with the results put aside ("See the board") a way back and a way
// out stay in sight.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { controls, settle, shot } from './harness.ts';
import { launchChromium } from './browser.ts';
import { openScreen, savedSettings, tapControl, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const shown = (page: Page, id: string) => page.waitForFunction((id) => window.cellDivision.controls().some((c) => c.id === id), id, { timeout: 20_000 });

test.each([
  { width: 1024, height: 768, tag: '1024x768' },
  { width: 390, height: 844, tag: '390x844' },
])('a game started from the setup page ends back on the menu\'s first screen - $tag', async (screen) => {
  const settings = { ...DEFAULT_SETTINGS, mode: 'duo', layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' } };
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { ...screen, touch: true, init: savedSettings(settings) });
  await shown(page, 'setup');
  await tapControl(page, 'setup');
  await shown(page, 'tab:players');
  await tapControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision.scene() === 'board');
  for (const row of ['1', '2', '3', '4']) {
    for (const col of ['a', 'b', 'c', 'd']) {
      await settle(page);
      await tapSquare(page, `${col}${row}`);
    }
  }
  await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 20_000 });
  await shown(page, 'see-board');

  // Aside: the board in full, with the way back to the results and the way to the menu both shown.
  await tapControl(page, 'see-board');
  await shown(page, 'results:back');
  const aside = await controls(page);
  expect(aside.map((c) => c.id)).toEqual(expect.arrayContaining(['results:back', 'results:menu']));
  for (const id of ['results:back', 'results:menu']) {
    const c = aside.find((k) => k.id === id)!;
    expect(c.width, id).toBeGreaterThanOrEqual(44);
    expect(c.y + c.height, id).toBeLessThanOrEqual(screen.height);
  }
  await page.waitForTimeout(300);
  await shot(page, `results-aside-ways-${screen.tag}`);
  await tapControl(page, 'results:back');
  await shown(page, 'again');

  await tapControl(page, 'menu');
  await page.waitForFunction(() => window.cellDivision.scene() === 'menu');
  await shown(page, 'play');
  const ids = (await controls(page)).map((c) => c.id);
  expect(ids).toContain('setup');
  expect(ids).not.toContain('tab:players');
  expect(errors).toEqual([]);
  await context.close();
});
