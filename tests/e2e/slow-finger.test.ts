// A slow finger: a tap that stays down 1.5 s on the results' ✕ still closes them (a held button is
// named, and its release still presses it: the rule is tests/ui/button-press.test.ts). A reviewer's
// taps reached the game as such holds, and the ✕, Hint, More and Undo did nothing.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { controlNamed, shot } from './harness.ts';
import { openScreen, tapSquare } from './tablet-page.ts';

const browser = useChromium();

/** How long the slow finger stays down, in ms: past the hold that names a button. */
const SLOW_TAP_MS = 1500;

test('a slow tap on the results ✕ closes them - 390x844', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 2,
    query: 'layout=square:3&p1=human&p2=human&moves=a1.b1.c1.a2.b2.c2.a3.b3',
    scene: 'board',
  });
  await tapSquare(page, 'c3');
  await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 30_000 });
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'see-board'));
  const close = await controlNamed(page, 'see-board');
  const at = { x: close.x + close.width / 2, y: close.y + close.height / 2 };
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  // Held: the ✕ says its name, as before.
  await page.waitForFunction(() => window.cellDivision.tooltip() === 'Close the results');
  await shot(page, 'slow-finger-x-named-390x844');
  await page.waitForTimeout(SLOW_TAP_MS);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // Released over it: the results are closed, the finished board and its bar in sight.
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'results:back'));
  expect((await page.evaluate(() => window.cellDivision.controls())).map((c) => c.id)).not.toContain(
    'see-board',
  );
  await shot(page, 'slow-finger-x-closed-390x844');
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
