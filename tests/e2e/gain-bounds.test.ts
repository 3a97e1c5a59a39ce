// A gain floats up from its cell, but on the top row only as far as the board's frame: it never
// rises over the status line above the board (it did, "+1" over "Tied with 23 moves left").
// Sampled every frame while the label is in sight, on a tablet and an upright phone.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { settle, shot, KEEP_SHOTS } from './harness.ts';
import { openScreen, tapSquare, TABLET_AND_PHONE } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface Seen {
  frames: number;
  highest: number | null;
  statusBottom: number | null;
}

test.each(TABLET_AND_PHONE)('a gain on the top row stays under the status line - $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    ...screen,
    touch: true,
    fast: false,
    query: 'layout=square:5&p1=human&p2=hard',
    scene: 'board',
  });
  await settle(page);
  await page.evaluate(() => {
    const seen: Seen = { frames: 0, highest: null, statusBottom: null };
    (window as unknown as { seen: Seen }).seen = seen;
    const look = () => {
      const status = window.cellDivision.status();
      const box = window.cellDivision.textBoxes().find((b) => b.text === status);
      if (box) seen.statusBottom = box.y + box.height;
      for (const g of window.cellDivision.gains()) {
        if (g.square === 'b5' && g.text.startsWith('+')) {
          seen.frames++;
          seen.highest = Math.min(seen.highest ?? Infinity, g.box.y);
        }
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await tapSquare(page, 'b5');
  await page.waitForFunction(() => (window as unknown as { seen: Seen }).seen.frames > 0, null, {
    timeout: 5000,
  });
  if (KEEP_SHOTS) await page.waitForTimeout(450);
  await shot(page, `gain-bounds-${screen.tag}`);
  await settle(page);
  const seen = await page.evaluate(() => (window as unknown as { seen: Seen }).seen);
  expect(seen.statusBottom).not.toBeNull();
  expect(
    seen.highest!,
    `the gain's top ${seen.highest} against the status line's foot ${seen.statusBottom}`,
  ).toBeGreaterThanOrEqual(seen.statusBottom!);
  expect(errors).toEqual([]);
  await context.close();
});
