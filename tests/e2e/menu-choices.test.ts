// The menu's choices read the same way everywhere: every size is named by its number of squares
// and every size the layouts offer is reachable (petri:7 too); each opponent says how it plays,
// with a difficulty mark; Adaptive shows a level and Expert says it searches.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { parseLayout } from '../../src/engine/index.ts';
import { launchChromium } from './browser.ts';
import { clickControl, controls, openGame, settle, shot, SOON } from './harness.ts';
import { openScreen } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

test('sizes are named by their squares; petri:7 can be played from the menu', async () => {
  const { page, errors } = await openGame(browser, inject('gameUrl'), null, { width: 1280, height: 720 });
  await clickControl(page, 'setup');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'tab:board'));
  const opponents = (await controls(page)).filter((c) => c.id.startsWith('opponent:')).map((c) => c.label);
  expect(opponents).toEqual(['Easy', 'Medium', 'Hard', 'Adaptive', 'Expert', 'Perfect']); // square:5 is solved: Perfect is offered
  await clickControl(page, 'tab:board');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'family:petri'));
  await clickControl(page, 'family:petri');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'size:petri:7'));
  const sizes = (await controls(page)).filter((c) => c.id.startsWith('size:'));
  expect(sizes.map((c) => c.id)).toEqual(['size:petri:5', 'size:petri:6', 'size:petri:7', 'size:petri:8', 'size:petri:10']);
  for (const c of sizes) expect(c.label).toBe(`${parseLayout(c.id.slice('size:'.length)).size} squares`);
  await clickControl(page, 'size:petri:7');
  await clickControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision.scene() === 'board');
  expect((await settle(page)).layout).toBe('petri:7');
  expect(errors).toEqual([]);
  await page.close();
});

test.each([
  { width: 1280, height: 720, touch: false },
  { width: 1024, height: 768, touch: true },
  { width: 390, height: 844, touch: true, dpr: 3 },
])('each opponent says how it plays - $width', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), screen);
  const texts = async () => page.evaluate(() => window.cellDivision.texts());
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'setup'));
  const setup = (await controls(page)).find((k) => k.id === 'setup')!;
  if (screen.touch) await page.touchscreen.tap(setup.x + setup.width / 2, setup.y + setup.height / 2);
  else await page.mouse.click(setup.x + setup.width / 2, setup.y + setup.height / 2);
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'opponent:expert'));
  const tap = async (id: string) => {
    const c = (await controls(page)).find((k) => k.id === id)!;
    if (screen.touch) await page.touchscreen.tap(c.x + c.width / 2, c.y + c.height / 2);
    else await page.mouse.click(c.x + c.width / 2, c.y + c.height / 2);
  };
  // The menu takes a tap on its next frame: the words are waited for, not read at once.
  await tap('opponent:expert');
  // The cards' names, difficulty marks and lines on how they play.
  await expect.poll(texts, SOON).toEqual(expect.arrayContaining(['Expert', '●●●●●', '●○○○○', expect.stringMatching(/^Searches thousands/)]));
  await tap('opponent:adaptive');
  await expect.poll(async () => (await texts()).some((t) => /^(Starts at|Now) level \d+ of 10/.test(t)), SOON).toBe(true); // not 0.50
  await shot(page, `menu-opponents-${screen.width}`);
  expect(errors).toEqual([]);
  await context.close();
});
