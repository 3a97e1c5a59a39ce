// The reviewer's route to today's puzzle (Your games → Menu → Today's puzzle) on an upright
// phone, by touch: a finger held on a square looks at it and its lift is answered in words (a look
// plays nothing), and the next tap plays. A quick tap that a slow frame took for a hold is tested
// in Node (tests/screens/puzzle/puzzle-taps.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { shot, twoFrames } from './harness.ts';
import { lookedWords } from '../../src/words/press-words.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';
import { puzzleNumber } from '../../src/ai/puzzles/puzzle-set.ts';
import { squareName } from '../../src/engine/index.ts';
import { localDay } from '../../src/game/puzzles.ts';
import { newcomersDaily } from '../../src/screens/puzzle/daily-choice.ts';

const browser = useChromium();

test('Your games → Menu → puzzle: a held square is told a look, the next tap plays', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 2,
  });
  await tapControl(page, 'history');
  await page.waitForFunction(() => window.cellDivision.scene() === 'history', null, { timeout: 15_000 });
  await tapControl(page, 'history:menu');
  await page.waitForFunction(() => window.cellDivision.scene() === 'menu', null, { timeout: 15_000 });
  await tapControl(page, 'puzzle');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'solving', null, {
    timeout: 15_000,
  });
  // Today's puzzle opens (revX12: a warm-up came first); a square it leaves empty, held then tapped.
  const daily = puzzleNumber(newcomersDaily(localDay(new Date())))!;
  expect((await page.evaluate(() => window.cellDivision.puzzle()))!.number).toBe(daily.number);
  const empty = squareName(daily.position.layout, [...daily.values.keys()][0]!);
  const at = (await page.evaluate((name) => window.cellDivision.square(name), empty))!;
  // A finger held well past the look's wait (the page's own clock), then lifted.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  const held = await page.evaluate(() => performance.now());
  await page.waitForFunction((t) => performance.now() - t > 1200, held);
  await twoFrames(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForFunction((w) => window.cellDivision.notice() === w, lookedWords('touch'), {
    timeout: 15_000,
  });
  await shot(page, 'puzzle-look-told-390x844');
  expect((await page.evaluate(() => window.cellDivision.puzzle()))!.played).toEqual([]);
  await tapSquare(page, empty);
  await page.waitForFunction(() => window.cellDivision.puzzle()?.played.length === 1, null, {
    timeout: 15_000,
  });
  expect(errors).toEqual([]);
  await context.close();
});
