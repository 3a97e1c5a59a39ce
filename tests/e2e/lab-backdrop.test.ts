// The lab behind every screen (src/ui/lab-layer.ts) in a real page: laid under the game's canvas,
// its slide painted, its cells drifting at the players' pace, still for a player who asks for less
// motion and at the tests' speed, and kept (not made again) when the scene changes. How it looks is
// checked on its tokens in Node (tests/ui/look-tokens.test.ts) and in docs/look.md's pictures.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { openScreen, tapControl } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The first drifting cell's transform now, and whether the lab lies under the canvas. */
const lab = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('cell-division-lab');
    // The game's own canvas: the last one in its element (the lab and the underlay go before it).
    const canvas = [...document.querySelectorAll('#game > canvas')].at(-1) ?? null;
    const cell = root?.querySelector('.lab-cell') as HTMLCanvasElement | null;
    const slide = root?.querySelector('.lab-slide') as HTMLCanvasElement | null;
    return {
      under: !!root && !!canvas && root.compareDocumentPosition(canvas) === Node.DOCUMENT_POSITION_FOLLOWING,
      zIndex: root ? getComputedStyle(root).zIndex : null,
      painted: !!slide && slide.width > 0,
      cells: root?.querySelectorAll('.lab-cell').length ?? 0,
      transform: cell ? getComputedStyle(cell).transform : null,
    };
  });

test('the lab lies under the game, its cells drift at the players’ pace and hold still when asked', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    width: 844,
    height: 390,
    fast: false,
  });
  const first = await lab(page);
  expect(first).toMatchObject({ under: true, zIndex: '-2', painted: true, cells: 6 });
  await expect.poll(async () => (await lab(page)).transform, { timeout: 10_000 }).not.toBe(first.transform);
  // The same lab after a scene change: made once per page.
  await page.evaluate(
    () =>
      ((window as unknown as { labSeen: unknown }).labSeen = document.getElementById('cell-division-lab')),
  );
  await tapControl(page, 'setup');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'setup:done'));
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { labSeen: unknown }).labSeen === document.getElementById('cell-division-lab'),
    ),
  ).toBe(true);
  // Less motion asked: the cells stand still.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const still = (await lab(page)).transform;
  await page.waitForTimeout(1500);
  expect((await lab(page)).transform).toBe(still);
  expect(errors).toEqual([]);
  await context.close();
}, 60_000);

test('at the tests’ speed the lab’s cells stand still', async () => {
  const { context, page } = await openScreen(browser, inject('gameUrl'), { width: 390, height: 844 });
  const before = (await lab(page)).transform;
  await page.waitForTimeout(1500);
  expect((await lab(page)).transform).toBe(before);
  await context.close();
}, 60_000);
