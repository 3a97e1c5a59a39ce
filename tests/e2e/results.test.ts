// The results' smoke in a browser: a game won by a tap opens them with the words of the results
// model (tested in Node: tests/screens/results/results.test.ts) and the record kept in the page's
// storage; its ✕ by a tap closes them to the finished board, the toolbar that takes no tap hidden and
// the bar's ways on (Play again, Review, Results, Menu) in sight, on the screen and a finger's size,
// nothing else taking a tap; back by the bar's Results; the panel's three buttons and
// More, whose sheet holds Details (the charts, and back) and Menu, which opens the menu's first
// screen, whose record shows.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { randomGameWhere } from './random-games.ts';
import { clickControl, controls, settle, shot, state, twoFrames } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

/** A whole random game on square:5 whose winner is `winner`: its moves by square name. */
const gameWonBy = (winner: 1 | 2, seed: number) =>
  randomGameWhere('square:5', (p) => p.winner() === winner, seed);

const SCREENS = [{ width: 390, height: 844, touch: true, dpr: 1, tag: '390x844' }];

/** Opens a game of the person (first, so with the last move on 25 squares) against Easy one move from its end, and makes that move. */
async function finish(page: Page, moves: string[], touch: boolean): Promise<void> {
  const last = moves.at(-1)!;
  const at = (await page.evaluate((n) => window.cellDivision.square(n), last))!;
  await settle(page);
  if (touch) await tapSquare(page, last);
  else await page.mouse.click(at.x, at.y);
  // The final beat and the count-up come first; a loaded machine draws slowly.
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 60_000 });
  await twoFrames(page);
}

test.each(SCREENS)(
  'a win named, with the record; closed to the board and back; the menu - $tag',
  async (screen) => {
    const url = inject('gameUrl');
    const won = gameWonBy(1, 7 + screen.width);
    const { context, page, errors } = await openScreen(browser(), url, {
      ...screen,
      query: `layout=square:5&p1=human&p2=easy&moves=${won.slice(0, -1).join('.')}`,
      scene: 'board',
    });
    await finish(page, won, screen.touch);
    const margin = (s: [number, number]) => s[0] - s[1];
    const s = await state(page);
    expect(margin(s.scores)).toBeGreaterThan(0);
    const words = (await page.evaluate(() => window.cellDivision.results()))!;
    expect(words[0]).toBe(`You won against Easy by ${margin(s.scores)}`);
    // The short sheet says its verdict and the ladder's stars; the record is on the whole sheet (below).
    expect(words.join('\n')).not.toMatch(/Against Easy on this board/);
    expect(await page.evaluate(() => window.cellDivision.stats())).toEqual({
      'square:5': {
        easy: { games: 1, wins: 1, draws: 0, losses: 0, bestMargin: margin(s.scores), streak: 1 },
      },
    });
    await shot(page, `results-win-${screen.tag}`);
    // The ✕ closes the results: the toolbar, which takes no tap now, goes out of sight with the panel.
    expect((await state(page)).toolbar).toBe(true);
    await (screen.touch ? tapControl : clickControl)(page, 'see-board');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'results:back'));
    expect((await state(page)).toolbar).toBe(false);
    // Closed: the bar's ways on and nothing else, on the screen, a finger's size, side by side.
    const aside = await controls(page);
    expect(aside.map((c) => c.id)).toEqual([
      'results:again',
      'results:review',
      'results:back',
      'results:menu',
    ]);
    for (const id of ['results:again', 'results:review', 'results:back', 'results:menu']) {
      const c = aside.find((k) => k.id === id)!;
      expect(c, id).toBeDefined();
      expect(Math.min(c.width, c.height), id).toBeGreaterThanOrEqual(44);
      expect(
        c.x >= 0 && c.y >= 0 && c.x + c.width <= screen.width && c.y + c.height <= screen.height,
        id,
      ).toBe(true);
    }
    await shot(page, `results-aside-${screen.tag}`);
    // A tap on the board, where the results once came back at any tap, leaves them closed.
    const board = (await page.evaluate(() => window.cellDivision.square('b2')))!;
    await page.touchscreen.tap(board.x, board.y);
    await twoFrames(page);
    expect((await controls(page)).map((c) => c.id)).toContain('results:back');
    await (screen.touch ? tapControl : clickControl)(page, 'results:back');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'again'));
    expect((await state(page)).toolbar).toBe(true);
    // An upright phone's sheet is short first: the verdict, the score and the next steps,
    // the review one tap away, the board above it; Stats and chart opens it whole.
    const tap = (id: string) => (screen.touch ? tapControl : clickControl)(page, id);
    const short = (await controls(page)).filter((c) => c.id !== 'see-board').map((c) => c.id);
    // The game is kept: said, and Your games one tap away, beside Stats and chart.
    expect(short).toEqual(['next-step', 'again', 'review', 'results:whole', 'games']);
    await tap('results:whole');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'more'));
    expect(((await page.evaluate(() => window.cellDivision.results())) ?? []).join('\n')).toMatch(
      /Against Easy on this board: 1 game: 1 won, 0 drawn, 0 lost · best win by \d+/,
    );

    // The panel's face: the next step (Easy on 5×5 is ladder step 1), two beside it and one More
    // (the reviewer counted 7-8 buttons), the quiet way to Your games; the ✕ over the sheet is not on it.
    const face = (await controls(page)).filter((c) => c.id !== 'see-board').map((c) => c.id);
    expect(face).toEqual(['next-step', 'again', 'review', 'games', 'more']);
    // More opens its sheet over the results, its tiles a finger's size on the screen; its ✕ closes it.
    await tap('more');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'sheet:close'));
    const sheet = await controls(page);
    expect(sheet.map((c) => c.id)).toEqual(['sheet:close', 'details', 'switch', 'share', 'menu']);
    for (const c of sheet) {
      expect(Math.min(c.width, c.height), c.id).toBeGreaterThanOrEqual(44);
      expect(c.x >= 0 && c.x + c.width <= screen.width && c.y + c.height <= screen.height, c.id).toBe(true);
    }
    await shot(page, `results-more-${screen.tag}`);
    await tap('sheet:close');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'more'));
    // Its Details shows the charts, with the way back to the result in sight beside More.
    await tap('details');
    await page.waitForFunction(() => window.cellDivision.charts().length === 2);
    expect((await controls(page)).map((c) => c.id)).toEqual(expect.arrayContaining(['result', 'more']));
    await tap('result');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'review'));

    // More's Menu: the menu's first screen, and the record from it: Your games, on its Record tab.
    await tap('menu');
    await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'history'));
    const ids = (await controls(page)).map((c) => c.id);
    expect(ids).toContain('setup');
    expect(ids).not.toContain('tab:players');
    await (screen.touch ? tapControl : clickControl)(page, 'history');
    await page.waitForFunction(() =>
      window.cellDivision.controls().some((c) => c.id === 'history-tab:record'),
    );
    await (screen.touch ? tapControl : clickControl)(page, 'history-tab:record');
    await page.waitForFunction(() => window.cellDivision?.scene() === 'history');
    await page.waitForTimeout(300);
    await shot(page, `stats-menu-${screen.tag}`);
    expect(errors).toEqual([]);
    await context.close();
  },
);
