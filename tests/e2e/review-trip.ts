// The way into a game's review that the review and retry tests share: a random game against Easy
// opened one move short, its last move, the results, then the review with every move analysed.
import type { Browser, Page } from 'playwright-core';
import { settle } from './harness.ts';
import { randomGame } from './random-games.ts';
import { openScreen, tapControl, tapSquare, type OpenedScreen, type ScreenOptions } from './tablet-page.ts';

export const scene = (page: Page, name: string) =>
  page.waitForFunction((name) => window.cellDivision?.scene() === name, name, { timeout: 60_000 });
export const shown = (page: Page, id: string) =>
  page.waitForFunction((id) => window.cellDivision.controls().some((c) => c.id === id), id, {
    timeout: 20_000,
  });

/** The results' way into the review, once shown: "Review game", on every result. */
export async function reviewButton(page: Page): Promise<'review'> {
  // Once it stands still in two frames running: a tap at where it was read finds it.
  const handle = await page.waitForFunction(
    () => {
      const c = window.cellDivision.controls().find((k) => k.id === 'review');
      const w = window as unknown as { lastReviewButton?: string };
      const at = c ? `${c.id} ${c.x} ${c.y}` : '';
      const still = at !== '' && at === w.lastReviewButton;
      w.lastReviewButton = at;
      return still ? c!.id : false;
    },
    null,
    { timeout: 20_000, polling: 100 },
  );
  return (await handle.jsonValue()) as 'review';
}

/** Plays `last` (the game's final move), goes on from the results to the review, and waits for its analysis. */
export async function finishIntoReview(page: Page, last: string): Promise<void> {
  // A game already over would put the results where the square was, and the tap on one of their buttons.
  if ((await settle(page)).over) throw new Error(`the game ended before the person could play ${last}`);
  await tapSquare(page, last);
  await scene(page, 'results');
  // One tap from any result, an upright phone's short sheet too (it was behind "More about this game").
  await tapControl(page, await reviewButton(page));
  await scene(page, 'review');
  await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, {
    timeout: 90_000,
    polling: 200,
  });
}

/**
 * Opens a random game on `layout` (from `seed`) between Easy and the person, one move short, on
 * `screen`; the person plays its last move and goes on into its analysed review. `query` goes
 * before the game's.
 */
export async function openReviewedGame(
  browser: Browser,
  gameUrl: string,
  screen: ScreenOptions,
  layout: string,
  seed: number,
  query = '',
): Promise<OpenedScreen & { moves: string[] }> {
  const moves = randomGame(layout, seed);
  // The last move is the person's: on a board with an odd number of squares they move first.
  // (Were it Easy's, the game would end by itself and the tap meant for it would land on the results.)
  const players = moves.length % 2 === 1 ? 'p1=human&p2=easy' : 'p1=easy&p2=human';
  const opened = await openScreen(browser, gameUrl, {
    touch: true,
    ...screen,
    query: `${query}layout=${layout}&${players}&moves=${moves.slice(0, -1).join('.')}`,
    scene: 'board',
  });
  await finishIntoReview(opened.page, moves.at(-1)!);
  return { ...opened, moves };
}
