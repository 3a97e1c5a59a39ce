// The words around the board, by touch on a phone, a phone on its side and a tablet: Undo says
// what it took back, and a draw says who led. (The setup page's words are checked on its model:
// tests/screens/menu.)
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// The words are checked in CSS pixels' layout, which a dense screen only draws finer; pixel ratio 1
// draws a ninth of a phone's pixels under software WebGL.
const SCREENS = [
  { width: 390, height: 844, dpr: 1, tag: '390x844' },
  { width: 844, height: 390, dpr: 1, tag: '844x390' },
  { width: 1024, height: 768, dpr: 1, tag: '1024x768' },
] as const;
const PHONE = SCREENS[0];

test("Undo says what it took back: the move and the opponent's reply", async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    ...PHONE,
    query: 'layout=square:5&p1=human&p2=easy',
    scene: 'board',
  });
  await settle(page);
  await tapSquare(page, 'c3');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2);
  await settle(page);
  await tapControl(page, 'undo');
  // Every notice shown is kept for the hook: the words are read there, however brief the notice.
  await page.waitForFunction(() => window.cellDivision.notices().length > 0);
  await shot(page, 'undo-notice-390x844');
  expect(await page.evaluate(() => window.cellDivision.notices())).toEqual([
    "Took back your move and Easy's reply.",
  ]);
  expect(errors).toEqual([]);
  await context.close();
});

// A square:4 game one move from a draw (Easy's last move, the only square left, levels it): the
// person led by 14 after move 15.
const NEAR_DRAW = 'layout=square:4&p1=human&p2=easy&moves=c3.b1.c2.b3.d1.a2.b4.c4.d2.d3.d4.a1.a3.a4.c1';

test.each(SCREENS)('a draw says who led during the game - $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    ...screen,
    query: NEAR_DRAW,
    scene: 'board',
  });
  await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 60_000 });
  await page.waitForFunction(() => (window.cellDivision.results() ?? []).length > 0);
  expect(await page.evaluate(() => window.cellDivision.results())).toContain(
    'You led by 14 after move 15; Easy caught up.',
  );
  await shot(page, `results-draw-lead-${screen.tag}`);
  expect(errors).toEqual([]);
  await context.close();
});
