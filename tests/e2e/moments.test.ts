// The results' ribbons (smoke): in a fresh profile on an upright phone, a game on Square 3×3 won
// against Easy makes the first win's ribbon; the same win again makes the run's, "2 wins in a row".
// What counts as new, and every edge of it, is tested in Node (tests/screens/results/moments.test.ts).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { randomGameWhere } from './random-games.ts';
import { settle, shot } from './harness.ts';
import { openWholeSheet } from './results-sheet.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

// A whole game the person (player 1) wins, its last move theirs (nine moves: the first and the last are player 1's).
const WON = randomGameWhere('square:3', (p) => p.scores[1]! > p.scores[2]! && p.moves().length % 2 === 1);
const QUERY = `layout=square:3&p1=human&p2=easy&moves=${WON.slice(0, -1).join('.')}`;

/** Plays the last move and waits for the results to list `title` among their words. */
async function winAndSee(page: Page, title: string): Promise<string[]> {
  await settle(page);
  const last = (await page.evaluate((n) => window.cellDivision.square(n), WON.at(-1)!))!;
  await page.touchscreen.tap(last.x, last.y);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 30_000 });
  // The record's ribbons are on the whole sheet, one tap from an upright phone's short one.
  await openWholeSheet(page);
  await page.waitForFunction((t) => window.cellDivision.texts().includes(t), title, { timeout: 10_000 });
  return page.evaluate(() => window.cellDivision.texts());
}

test('a first win against Easy, then the same win again: its ribbon says 2 wins in a row', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    touch: true,
    query: QUERY,
    scene: 'board',
  });
  expect(await page.evaluate(() => window.cellDivision.history())).toEqual([]);
  const first = await winAndSee(page, 'First win against Easy!');
  expect(first).not.toContain('2 wins in a row');
  await shot(page, 'moments-first-win-390x844');
  // The same game again from its link: the second win in a row.
  await page.goto(`${inject('gameUrl')}?fast&${QUERY}`);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 30_000 });
  const second = await winAndSee(page, '2 wins in a row');
  expect(second).not.toContain('First win against Easy!');
  await shot(page, 'moments-two-in-a-row-390x844');
  expect(await page.evaluate(() => window.cellDivision.history().length)).toBe(2);
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
