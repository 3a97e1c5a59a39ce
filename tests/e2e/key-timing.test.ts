// A key is judged by when it was pressed, not when the browser hands it over, as taps are
// (tap-timing.test.ts). Frames are held on purpose once the opponent's reply is coming, and Enter
// is pressed meanwhile: the game hears of it only after the reply, and must refuse it. Enter
// pressed once the reply is on screen is played.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { settle } from './harness.ts';
import { openScreen } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ testSpeed: false });
});
afterAll(async () => {
  await browser?.close();
});

interface Held {
  start: number;
  end: number;
  keys: number[];
}

/** Holds the main thread for `ms` once the match emits `when`, recording the DOM time of every Enter meanwhile. */
async function holdFramesAt(page: Page, when: 'reply-coming' | 'reply-applied', ms: number): Promise<void> {
  await page.evaluate(
    ({ when, ms }) => {
      const held: Held = { start: 0, end: 0, keys: [] };
      (window as unknown as { held: Held }).held = held;
      window.addEventListener(
        'keydown',
        (e) => {
          if (e.key === 'Enter') held.keys.push(e.timeStamp);
        },
        { capture: true },
      );
      const stop = window.cellDivision.watch((e) => {
        const hit =
          when === 'reply-coming' ? e.type === 'thinking' && !e.thinking : e.type === 'move' && e.byOpponent;
        if (!hit) return;
        stop();
        held.start = performance.now();
        console.log('held');
        while (performance.now() - held.start < ms) {
          /* a long frame */
        }
        held.end = performance.now();
      });
    },
    { when, ms },
  );
}

test.each(['reply-coming', 'reply-applied'] as const)(
  'Enter pressed while the page is held (%s) is refused; the next one, pressed after, is played',
  async (when) => {
    const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
      width: 1280,
      height: 800,
      touch: false,
      query: 'layout=square:5&p1=human&p2=hard',
      scene: 'board',
    });
    await settle(page);
    await page.keyboard.press('ArrowLeft'); // shows the cursor, on c3
    await holdFramesAt(page, when, 1500);
    const holding = page.waitForEvent('console', (m) => m.text() === 'held');
    await page.keyboard.press('Enter');
    // To a corner, away from the reply (hard answers c3 with c4), while the opponent thinks.
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
    await holding;
    await page.waitForTimeout(150);
    await page.keyboard.press('Enter');
    const after = await settle(page);
    const held = await page.evaluate(() => (window as unknown as { held: Held }).held);
    expect(held.keys).toHaveLength(2);
    expect(held.keys[1]).toBeGreaterThan(held.start);
    expect(held.keys[1]).toBeLessThan(held.end);
    expect(after.moves).toEqual(['c3', 'c4']);
    expect(after.toMove).toBe(1);
    expect(await page.evaluate(() => window.cellDivision.inputs())).toMatchObject({
      accepted: 1,
      refused: 1,
    });

    // Pressed now, with the reply on screen: played, and answered.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 4);
    const done = await settle(page);
    expect(done.moves[2]).toMatch(/^[ae][15]$/);
    expect(errors).toEqual([]);
    await context.close();
  },
);
