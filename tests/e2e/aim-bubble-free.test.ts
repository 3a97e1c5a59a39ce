// The aim's Place bubble on an upright phone's 12×12 (390×844, 3×, touch), mid-game: a quick tap on
// a free square in the bottom, middle and top rows aims there, and the bubble (with its ✕) stands
// over no square still free to play, since a square under it could not be tapped while the player
// chooses (ui/aim-spot.ts: it covers a player's panel first). Read from the page's own boxes.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { randomGame } from './random-games.ts';
import { controls, settle, shot } from './harness.ts';
import { openScreen } from './tablet-page.ts';
import { fingerOn, quickTapSquare } from './finger.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const COLUMNS = 'abcdefghijkl';
const names = (row: number) => [...COLUMNS].map((c) => `${c}${row}`);

/** The squares of rows 1–12 with no cell drawn on them: the ones a tap could still play. */
async function freeSquares(page: Page): Promise<string[]> {
  const taken = new Set(await page.evaluate(() => window.cellDivision.drawn()));
  return Array.from({ length: 12 }, (_, r) => names(r + 1))
    .flat()
    .filter((n) => !taken.has(n));
}

test('square:12 at 390×844, mid-game: the aim’s bubble stands over no free square, for squares in the bottom, middle and top rows', async () => {
  // Half a seeded game: cells all over the board, free squares in every row.
  const moves = randomGame('square:12', 7).slice(0, 64);
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 3,
    touch: true,
    query: `layout=square:12&p1=human&p2=easy&moves=${moves.join('.')}`,
    scene: 'board',
  });
  await settle(page);
  const free = await freeSquares(page);
  const finger = await fingerOn(page);
  // In each row its leftmost, middle and rightmost free square.
  const targets = [1, 6, 12].flatMap((row) => {
    const open = names(row).filter((n) => free.includes(n));
    expect(open.length, `row ${row} has free squares`).toBeGreaterThan(0);
    return [...new Set([open[0]!, open[Math.floor(open.length / 2)]!, open.at(-1)!])];
  });
  const centres = await page.evaluate(
    (list) => list.map((n) => ({ name: n, at: window.cellDivision.square(n)! })),
    free,
  );
  for (const target of targets) {
    await quickTapSquare(page, finger, target);
    const aimed = (timeout: number) =>
      page.waitForFunction((n) => window.cellDivision.state()!.aimed === n, target, { timeout });
    // In 2 of 4 full runs one quick tap here did not aim (never alone, nor beside two other browser
    // files in 5 runs): the lost tap is open. Say what the page held, then tap once more, so the
    // bubble's rule below is still checked.
    if (
      !(await aimed(10_000).then(
        () => true,
        () => false,
      ))
    ) {
      const held = await page.evaluate(() => ({
        state: window.cellDivision.state(),
        texts: window.cellDivision.texts(),
      }));
      console.warn(`aim-bubble-free: the quick tap on ${target} did not aim`, JSON.stringify(held));
      await quickTapSquare(page, finger, target);
      await aimed(30_000);
    }
    await settle(page);
    const boxes = (await controls(page)).filter((c) => c.id === 'aim:place' || c.id === 'aim:let-go');
    expect(
      boxes.map((b) => b.id),
      `the bubble and its ✕ for ${target}`,
    ).toEqual(expect.arrayContaining(['aim:place', 'aim:let-go']));
    const covered = centres
      .filter(({ at }) =>
        boxes.some((b) => at.x > b.x && at.x < b.x + b.width && at.y > b.y && at.y < b.y + b.height),
      )
      .map((c) => c.name);
    if (covered.length > 0) await shot(page, `aim-bubble-free-${target}`);
    expect(covered, `free squares under the bubble aimed at ${target}`).toEqual([]);
  }
  await shot(page, 'aim-bubble-free-390x844');
  expect((await settle(page)).moves).toHaveLength(moves.length);
  expect(errors).toEqual([]);
  await context.close();
});
