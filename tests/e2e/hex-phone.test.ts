// The hexagonal boards on an upright phone use the width they have (their names on the glass's
// rim): the 37-hexagon board's cells are a finger wide (44 CSS px), the 61-hexagon board's 40 CSS
// px, so a single tap places on both, with no aim and Place.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

test.each([
  [390, 844, 3, 'hex:4', 44],
  [390, 844, 2, 'hex:4', 44],
  [390, 844, 1, 'hex:5', 40],
])(
  '%i×%i at %ix, %s: cells at least %i CSS px, a single tap places',
  async (width, height, dpr, id, least) => {
    const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
      width,
      height,
      dpr,
      touch: true,
      query: `layout=${id}&p1=human&p2=medium`,
      scene: 'board',
    });
    await settle(page);
    const [a1, b1] = await page.evaluate(() => ['a1', 'b1'].map((n) => window.cellDivision.square(n)!));
    // Neighbours' centres one cell apart: the cell's width across its flat sides.
    expect(b1!.x - a1!.x).toBeGreaterThanOrEqual(least);
    const labels = (await page.evaluate(() => window.cellDivision.boardLabels()))!;
    for (const l of labels)
      expect(l.x >= 0 && l.x + l.width <= width, `label ${l.text} at ${l.x}`).toBe(true);
    await tapSquare(page, 'd4');
    await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 1, null, { timeout: 5000 });
    expect((await page.evaluate(() => window.cellDivision.state()!)).moves[0]).toBe('d4');
    await settle(page);
    await shot(page, `hex-phone-${id.replace(':', '')}-${width}x${height}-${dpr}x`);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test.each([
  [844, 390],
  [1024, 768],
])('%i×%i, hex:4: the board on the screen, labels inside it', async (width, height) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    width,
    height,
    dpr: 2,
    touch: true,
    query: 'layout=hex:4&p1=human&p2=medium',
    scene: 'board',
  });
  await settle(page);
  const labels = (await page.evaluate(() => window.cellDivision.boardLabels()))!;
  for (const l of labels)
    expect(
      l.x >= 0 && l.x + l.width <= width && l.y >= 0 && l.y + l.height <= height,
      `label ${l.text}`,
    ).toBe(true);
  await shot(page, `hex-phone-${width}x${height}`);
  expect(errors).toEqual([]);
  await context.close();
});
