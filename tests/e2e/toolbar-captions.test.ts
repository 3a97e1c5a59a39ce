// The board's toolbar names its buttons under their icons where a row has room for the words (a
// desktop, a tablet), readable; on a phone the icons stand alone and name themselves on hover or
// a held finger.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { openScreen } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const NAMES = ['Undo', 'Restart', 'Copy link', 'Menu', 'Sound', 'Fullscreen', 'Hint', 'Perfect play', 'How to play'];

test.each([
  { name: 'desktop', width: 1280, height: 720, touch: false, captions: true },
  { name: 'tablet', width: 1024, height: 768, touch: true, captions: true },
  { name: 'phone', width: 390, height: 844, touch: true, dpr: 3, captions: false },
  { name: 'phone-side', width: 844, height: 390, touch: true, dpr: 3, captions: false },
] as const)('toolbar - names under the icons where there is room - $name', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { ...screen, query: 'layout=square:6&p1=human&p2=easy', scene: 'board' });
  const sizes = await page.evaluate(() => window.cellDivision.textSizes());
  for (const name of NAMES) {
    const shown = sizes.filter((t) => t.text === name);
    if (screen.captions) {
      expect(shown, name).toHaveLength(1);
      expect(shown[0]!.css, name).toBeGreaterThanOrEqual(12);
    } else {
      expect(shown, name).toHaveLength(0);
    }
  }
  // Every button still keeps a finger's size, and stays on the screen.
  const controls = (await page.evaluate(() => window.cellDivision.controls())).filter((c) => ['undo', 'restart', 'hint', 'help'].includes(c.id));
  for (const c of controls) {
    expect(Math.min(c.width, c.height), c.id).toBeGreaterThanOrEqual(44);
    expect(c.x >= 0 && c.x + c.width <= screen.width && c.y + c.height <= screen.height, c.id).toBe(true);
  }
  expect(errors).toEqual([]);
  await context.close();
});
