// Two people on one device keep their own colour when "Swap who starts" gives the second person
// the first seat: Bo's cells, score panel and results line stay blue, Ada's green.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { clickControl, colourOnPage, KEEP_SHOTS, settle, SHOTS } from './harness.ts';
import { openScreen, savedSettings } from './tablet-page.ts';

const browser = useChromium();

type Rgb = [number, number, number];
const far = (a: Rgb, b: Rgb) => a.reduce((sum, v, i) => sum + (v - b[i]!) ** 2, 0);

/** The colour on screen at a board square's centre. */
async function colourAt(page: Page, square: string): Promise<Rgb> {
  return colourOnPage(page, (await page.evaluate((n) => window.cellDivision.square(n), square))!);
}

/** Plays `square` by a click; `look`: the pointer then leaves the board, so the colours read next are the cells' own. */
async function play(page: Page, square: string, look = false): Promise<void> {
  const n = (await settle(page)).moves.length;
  const at = (await page.evaluate((s) => window.cellDivision.square(s), square))!;
  await page.mouse.click(at.x, at.y);
  await page.waitForFunction((k) => window.cellDivision.state()!.moves.length > k, n);
  await settle(page);
  if (!look) return;
  await page.mouse.move(2, 2);
  await page.waitForTimeout(300);
}

test('1280×720, two people: after "Swap who starts" each keeps their colour and name', async () => {
  const settings = {
    ...DEFAULT_SETTINGS,
    mode: 'duo',
    people: { names: ['Ada', 'Bo'], first: 0 },
    layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:3' },
  };
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    init: savedSettings(settings),
  });
  await clickControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await settle(page);
  await play(page, 'a1'); // Ada
  await play(page, 'c3', true); // Bo
  const ada = await colourAt(page, 'a1');
  const bo = await colourAt(page, 'c3');
  expect(ada).not.toEqual(bo);
  for (const s of ['b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3']) await play(page, s);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 30_000 });
  if (KEEP_SHOTS) await page.waitForTimeout(800);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/duo-1280x720-results-game1.png` });
  await clickControl(page, 'switch');
  await page.waitForFunction(
    () => window.cellDivision.scene() === 'board' && window.cellDivision.state()!.moves.length === 0,
  );
  await settle(page);
  expect((await page.evaluate(() => window.cellDivision.hudTexts()))!.map((t) => t.name.text)).toEqual([
    'Bo',
    'Ada',
  ]);
  await play(page, 'c3'); // Bo, now first
  await play(page, 'a1', true); // Ada
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/duo-1280x720-swapped.png` });
  expect(await colourAt(page, 'c3')).toEqual(bo);
  expect(await colourAt(page, 'a1')).toEqual(ada);
  // The menu's Resume card pictures the game in the same colours: Bo's c3 at its top right.
  await clickControl(page, 'menu');
  await page.waitForFunction(
    () =>
      window.cellDivision.scene() === 'menu' ||
      window.cellDivision.controls().some((c) => c.id === 'confirm:yes'),
  );
  if ((await page.evaluate(() => window.cellDivision.scene())) !== 'menu')
    await clickControl(page, 'confirm:yes');
  await page.waitForFunction(() => window.cellDivision.resumePicture() !== null);
  await page.waitForTimeout(300);
  const picture = (await page.evaluate(() => window.cellDivision.resumePicture()))!;
  const c3 = await colourOnPage(page, {
    x: picture.x + picture.width * 0.8,
    y: picture.y + picture.height * 0.2,
  });
  const a1 = await colourOnPage(page, {
    x: picture.x + picture.width * 0.2,
    y: picture.y + picture.height * 0.8,
  });
  expect(far(c3, bo), `the picture's c3 ${c3} is Bo's colour ${bo}, not Ada's ${ada}`).toBeLessThan(
    far(c3, ada),
  );
  expect(far(a1, ada), `the picture's a1 ${a1} is Ada's colour ${ada}, not Bo's ${bo}`).toBeLessThan(
    far(a1, bo),
  );
  // Resumed, the board draws them so again. (The second game is not played out: its end asserted
  // nothing but the results coming up, which the first game's did; who gets which colour after
  // the swap is matchPalettes' in Node, tests/ui/colours.test.ts.)
  await clickControl(page, 'resume');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  expect((await settle(page)).moves).toEqual(['c3', 'a1']);
  await page.mouse.move(2, 2);
  await expect.poll(() => colourAt(page, 'c3')).toEqual(bo);
  expect(await colourAt(page, 'a1')).toEqual(ada);
  expect(errors).toEqual([]);
  await context.close();
});
