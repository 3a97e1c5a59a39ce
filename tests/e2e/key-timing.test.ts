// A key is judged by when it was pressed, not when the browser hands it over, as taps are
// (tap-timing.test.ts). Frames are held on purpose once the opponent's reply is coming, and Enter
// is pressed meanwhile: the game hears of it only after the reply, and keeps it for the turn (a
// premove, as a tap is kept): played once the reply is on screen, never before it.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { settle } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium({ testSpeed: false });

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
  'Enter pressed while the page is held (%s) is kept for the turn and played after the reply',
  async (when) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
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
    await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 4, null, {
      timeout: 30_000,
    });
    const after = await settle(page);
    const held = await page.evaluate(() => (window as unknown as { held: Held }).held);
    expect(held.keys).toHaveLength(2);
    expect(held.keys[1]).toBeGreaterThan(held.start);
    expect(held.keys[1]).toBeLessThan(held.end);
    // The reply first, then the kept Enter's square, then the opponent's answer to it.
    expect(after.moves.slice(0, 3)).toEqual(['c3', 'c4', 'a1']);
    expect(after.toMove).toBe(1);
    expect(await page.evaluate(() => window.cellDivision.inputs())).toMatchObject({
      accepted: 2,
      refused: 0,
    });
    expect(errors).toEqual([]);
    await context.close();
  },
);
