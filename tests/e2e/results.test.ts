// Results that feel like an ending: the words name the player ("You won against Easy by 3", "Easy
// won by 2"), a loss gets kind words, the record against this opponent on this board is kept on
// the device (hook stats()) and shown on the results and from the menu, and "See the board" hides
// the toolbar that takes no tap while the results are aside.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { randomGameWhere } from './random-games.ts';
import { clickControl, controls, settle, shot, state } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

/** A whole random game on square:4 whose winner is `winner`: its moves by square name. */
const gameWonBy = (winner: 1 | 2, seed: number) => randomGameWhere('square:4', (p) => p.winner() === winner, seed);

const SCREENS = [
  { width: 1280, height: 720, touch: false, tag: '1280x720' },
  { width: 1024, height: 768, touch: true, tag: '1024x768' },
  { width: 390, height: 844, touch: true, dpr: 3, tag: '390x844' },
];

/** Opens a game of Easy (first) against the person one move from its end, and makes that move. */
async function finish(page: Page, moves: string[], touch: boolean): Promise<void> {
  const last = moves.at(-1)!;
  const at = (await page.evaluate((n) => window.cellDivision.square(n), last))!;
  await settle(page);
  if (touch) await tapSquare(page, last);
  else await page.mouse.click(at.x, at.y);
  await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 20_000 });
  await page.waitForTimeout(350);
}

test.each(SCREENS)('a win and a loss named, with the record - $tag', async (screen) => {
  const url = inject('gameUrl');
  const won = gameWonBy(2, 7 + screen.width);
  const { context, page, errors } = await openScreen(browser, url, {
    ...screen, query: `layout=square:4&p1=easy&p2=human&moves=${won.slice(0, -1).join('.')}`, scene: 'board',
  });
  await finish(page, won, screen.touch);
  const margin = (s: [number, number]) => s[1] - s[0];
  let s = await state(page);
  expect(margin(s.scores)).toBeGreaterThan(0);
  let words = (await page.evaluate(() => window.cellDivision.results()))!;
  expect(words[0]).toBe(`You won against Easy by ${margin(s.scores)}`);
  expect(words.join('\n')).toMatch(/Against Easy on this board: 1 game: 1 won, 0 drawn, 0 lost · best win by \d+/);
  expect(await page.evaluate(() => window.cellDivision.stats())).toEqual({
    'square:4': { easy: { games: 1, wins: 1, draws: 0, losses: 0, bestMargin: margin(s.scores), streak: 1 } },
  });
  await page.waitForTimeout(250);
  await shot(page, `results-win-${screen.tag}`);
  // See the board: the toolbar, which takes no tap now, goes out of sight with the panel.
  expect((await state(page)).toolbar).toBe(true);
  await (screen.touch ? tapControl : clickControl)(page, 'see-board');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'back-to-results'));
  expect((await state(page)).toolbar).toBe(false);
  await shot(page, `results-aside-${screen.tag}`);
  await (screen.touch ? tapControl : clickControl)(page, 'back-to-results');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'again'));

  // A loss, in the same browser: its words are kind, and the record adds it.
  const lost = gameWonBy(1, 3 + screen.height);
  await page.goto(`${url}?fast&layout=square:4&p1=easy&p2=human&moves=${lost.slice(0, -1).join('.')}`);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 30_000 });
  await finish(page, lost, screen.touch);
  s = await state(page);
  words = (await page.evaluate(() => window.cellDivision.results()))!;
  expect(words[0]).toBe(`Easy won by ${-margin(s.scores)}`);
  expect(words[1]).toMatch(/close|gentler/);
  const tally = (await page.evaluate(() => window.cellDivision.stats()))['square:4']!.easy!;
  expect(tally).toMatchObject({ games: 2, wins: 1, losses: 1, streak: -1 });
  await shot(page, `results-loss-${screen.tag}`);

  // The record from the menu.
  await (screen.touch ? tapControl : clickControl)(page, 'menu');
  await page.waitForFunction(() => window.cellDivision.scene() === 'menu');
  await (screen.touch ? tapControl : clickControl)(page, 'stats');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'close-stats'));
  expect((await controls(page)).map((c) => c.id)).toEqual(['close-stats']);
  await shot(page, `stats-menu-${screen.tag}`);
  if (!screen.touch) {
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'play'));
  }
  expect(errors).toEqual([]);
  await context.close();
});
