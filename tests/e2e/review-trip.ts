// The way into a game's review that the review and retry tests share: the last move of a game
// opened one move short, the results, then the review with every move analysed.
import type { Page } from 'playwright-core';
import { settle } from './harness.ts';
import { tapControl, tapSquare } from './tablet-page.ts';

export const scene = (page: Page, name: string) => page.waitForFunction((name) => window.cellDivision.scene() === name, name, { timeout: 60_000 });
export const shown = (page: Page, id: string) => page.waitForFunction((id) => window.cellDivision.controls().some((c) => c.id === id), id, { timeout: 20_000 });

/** Plays `last` (the game's final move), goes on from the results to the review, and waits for its analysis. */
export async function finishIntoReview(page: Page, last: string): Promise<void> {
  await settle(page);
  await tapSquare(page, last);
  await scene(page, 'results');
  await shown(page, 'review');
  await tapControl(page, 'review');
  await scene(page, 'review');
  await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, { timeout: 90_000, polling: 200 });
}
