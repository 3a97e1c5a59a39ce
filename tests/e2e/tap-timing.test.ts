// A tap is judged by when it was made, not when the browser hands it over. Frames are held on
// purpose (a busy loop in the page) so that a tap made while the opponent thinks, or after its
// reply landed but before any frame showed it, reaches the game only after the reply: it is kept
// for the person's turn (a premove) and played once the turn is drawn, never before the reply. A
// tap made once the reply is on screen is played.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { settle } from './harness.ts';
import { openScreen, tapSquare } from './tablet-page.ts';

const browser = useChromium({ testSpeed: false });

interface Held {
  start: number;
  end: number;
  taps: number[];
}

/**
 * Holds the page's main thread for `ms` once the match emits the event `when` picks (the opponent
 * stops thinking: its reply is applied right after; or the reply's move: applied, not yet drawn),
 * and records the DOM time of every touch meanwhile.
 */
async function holdFramesAt(page: Page, when: 'reply-coming' | 'reply-applied', ms: number): Promise<void> {
  await page.evaluate(
    ({ when, ms }) => {
      const held: Held = { start: 0, end: 0, taps: [] };
      (window as unknown as { held: Held }).held = held;
      window.addEventListener('touchstart', (e) => held.taps.push(e.timeStamp), { capture: true });
      const stop = window.cellDivision.watch((e) => {
        const hit =
          when === 'reply-coming' ? e.type === 'thinking' && !e.thinking : e.type === 'move' && e.byOpponent;
        if (!hit) return;
        stop();
        held.start = performance.now();
        console.log('held'); // told to the test at once, though the page stays busy
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
  'a tap made while the page is held (%s) is kept for the turn and played after the reply; the next one is played too',
  async (when) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width: 1024,
      height: 768,
      query: 'layout=square:5&p1=human&p2=hard',
      scene: 'board',
    });
    await settle(page);
    await holdFramesAt(page, when, 900);
    const square = await page.evaluate(() => window.cellDivision.square('a1'));
    const holding = page.waitForEvent('console', (m) => m.text() === 'held');
    await tapSquare(page, 'c3');
    await holding;
    await page.waitForTimeout(150);
    await page.touchscreen.tap(square!.x, square!.y);
    const after = await settle(page);
    const held = await page.evaluate(() => (window as unknown as { held: Held }).held);
    // The second tap was made while the page was held (so the game heard of it after the reply).
    expect(held.end).toBeGreaterThan(held.start);
    expect(held.taps).toHaveLength(2);
    expect(held.taps[1]).toBeGreaterThan(held.start);
    expect(held.taps[1]).toBeLessThan(held.end);
    expect(after.moves[0]).toBe('c3');
    // Kept for the turn: played right after the reply (unless the reply took a1), then answered.
    const reply = after.moves[1]!;
    let played = after.moves;
    if (reply !== 'a1') {
      await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 4, null, {
        timeout: 30_000,
      });
      played = (await settle(page)).moves;
      expect(played[2]).toBe('a1');
    }
    expect((await page.evaluate(() => window.cellDivision.inputs())).refused).toBe(0);

    // Made now, with the reply on screen: played, and answered.
    const free = ['e5', 'a5', 'e1', 'b2'].find((n) => !played.includes(n))!;
    const count = played.length;
    await tapSquare(page, free);
    await page.waitForFunction((n) => window.cellDivision.state()!.moves.length >= n + 2, count, {
      timeout: 30_000,
    });
    expect((await settle(page)).moves[count]).toBe(free);
    expect(errors).toEqual([]);
    await context.close();
  },
);
