// What the puzzle's browser tests share: the hook's puzzle state, waiting for a line of words, and
// playing a square by touch on any board the day may bring.
import type { Page } from 'playwright-core';
import { twoFrames } from './harness.ts';
import { tapControl, tapSquare } from './tablet-page.ts';

export const puzzleState = (page: Page) => page.evaluate(() => window.cellDivision.puzzle());

/** Waits until some text on screen matches `pattern` (a RegExp's source). */
export const waitForWords = (page: Page, pattern: string) =>
  page.waitForFunction((p) => window.cellDivision.texts().some((t) => new RegExp(p).test(t)), pattern, {
    timeout: 15_000,
  });

/** Plays a square by touch: one tap, or on squares smaller than a finger (the day's board may have them) a tap and Place. */
export async function play(page: Page, name: string): Promise<void> {
  await tapSquare(page, name);
  // The tap's aim, if any, is shown by the game's next frame.
  await twoFrames(page);
  if ((await page.evaluate(() => window.cellDivision.controls())).some((c) => c.id === 'aim:place'))
    await tapControl(page, 'aim:place');
}
