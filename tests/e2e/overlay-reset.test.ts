// The perfect-play overlay belongs to the game it was turned on in: a restart, or a new game from
// the menu, starts without it (tests/screens/game/coach.test.ts), while a resize keeps it: here the
// board laid out again in Chromium.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { clickControl, twoFrames } from './harness.ts';
import { openScreen } from './tablet-page.ts';
import { NEAR_END } from './random-games.ts';

const browser = useChromium();

async function overlayShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const s = window.cellDivision.state();
      return !!s && !s.busy && s.toMove === 1 && window.cellDivision.overlay()?.values != null;
    },
    null,
    { timeout: 60_000 },
  );
}

async function open(): Promise<Page> {
  const { page } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: NEAR_END,
    scene: 'board',
  });
  await page.waitForFunction(
    () => {
      const s = window.cellDivision.state();
      return !!s && !s.busy && s.toMove === 1;
    },
    null,
    { timeout: 60_000 },
  );
  // The bar opens Best moves on the frame that draws the person's turn.
  await twoFrames(page);
  // Medium on 5x5 is ladder step 3, still locked on a fresh ladder: no star at stake, no question.
  await clickControl(page, 'overlay');
  await overlayShown(page);
  return page;
}

test('overlay - kept through a resize, off again after a restart', async () => {
  const page = await open();
  const before = await page.evaluate(() => window.cellDivision.square('a1'));
  await page.setViewportSize({ width: 1024, height: 700 });
  // The board is laid out again for the new size, the overlay still on.
  await page.waitForFunction((b) => window.cellDivision.square('a1')?.x !== b?.x, before);
  await page.waitForTimeout(300);
  await overlayShown(page);
  expect((await page.evaluate(() => window.cellDivision.overlay()))!.on).toBe(true);

  await clickControl(page, 'restart');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'));
  await clickControl(page, 'confirm:yes');
  await page.waitForFunction(() => window.cellDivision.state()?.moves.length === 0);
  const after = (await page.evaluate(() => window.cellDivision.overlay()))!;
  expect(after.on).toBe(false);
  expect(after.values).toBeNull();
  expect(await page.evaluate(() => window.cellDivision.coachWords())).toBeNull();
  await page.context().close();
});

test("overlay - a closed toggle stays closed, with its reason, after the phone turns (the toolbar is the new layout's)", async () => {
  const { page } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    // Best moves stands in the bar from the first move (board-controls.ts).
    query: 'layout=square:5&p1=human&p2=medium&moves=b4.d3.c4.c3.b2.d2',
    scene: 'board',
  });
  await page.waitForFunction(
    () => {
      const s = window.cellDivision.state();
      return !!s && !s.busy && s.toMove === 1;
    },
    null,
    { timeout: 60_000 },
  );
  const toggle = async () =>
    (await page.evaluate(() => window.cellDivision.controls())).filter((c) => c.id === 'overlay');
  const closed = {
    enabled: false,
    label: 'Best moves, for the last 15 moves, opens in 4 moves',
    caption: expect.objectContaining({ text: 'Best moves' }),
    badge: 'in 4',
  };
  expect(await toggle()).toEqual([expect.objectContaining(closed)]);
  for (const [width, height] of [
    [844, 390],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.waitForFunction(
      (w) =>
        window.cellDivision.scene() === 'board' &&
        window.cellDivision.controls().some((c) => c.id === 'overlay' && c.x + c.width <= w),
      width,
    );
    await page.waitForTimeout(300);
    // Upright and on its side the same short words (a press says when).
    expect(await toggle()).toEqual([expect.objectContaining(closed)]);
  }
  await page.context().close();
});
