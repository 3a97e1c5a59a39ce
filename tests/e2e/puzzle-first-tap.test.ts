// The reviewer's route to today's puzzle (Your games → Menu → Today's puzzle) on an upright
// phone, by touch: a finger held on a square and slid off plays nothing; one held and lifted on it
// plays, as on the game's board (a busy phone stamped a quick tap as a hold, and the old
// look's lift played nothing). The answer at once is tested in Node (puzzle-answer-at-once.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { shot, twoFrames } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';
import { puzzleNumber } from '../../src/ai/puzzles/puzzle-set.ts';
import { squareName } from '../../src/engine/index.ts';
import { localDay } from '../../src/game/puzzles.ts';
import { newcomersDaily } from '../../src/screens/puzzle/daily-choice.ts';

const browser = useChromium();

test('Your games → Menu → puzzle: a held square slid off plays nothing; held and lifted on it, it plays', async () => {
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
  // Today's puzzle opens (a warm-up came first); two squares it leaves empty.
  const daily = puzzleNumber(newcomersDaily(localDay(new Date())))!;
  expect((await page.evaluate(() => window.cellDivision.puzzle()))!.number).toBe(daily.number);
  const [first, second] = [...daily.values.keys()].map((s) => squareName(daily.position.layout, s));
  const centre = async (name: string) => (await page.evaluate((n) => window.cellDivision.square(n), name))!;
  // A finger held well past the hold's ring (the page's own clock), slid to `end` or not, then lifted.
  const cdp = await context.newCDPSession(page);
  const hold = async (at: { x: number; y: number }, end = at) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    const held = await page.evaluate(() => performance.now());
    await page.waitForFunction((t) => performance.now() - t > 1200, held);
    await twoFrames(page);
    if (end !== at) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [end] });
      await twoFrames(page);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await twoFrames(page);
  };
  // Held and lifted on its square: played (the old look played nothing).
  await hold(await centre(first!));
  await page.waitForFunction(() => window.cellDivision.puzzle()?.played.length === 1, null, {
    timeout: 15_000,
  });
  await shot(page, 'puzzle-held-lift-plays-390x844');
  // Another square held, then slid off the board: nothing more played, no try spent.
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'again'), null, {
    timeout: 15_000,
  });
  const other = await centre(second!);
  await hold(other, { x: other.x, y: 4 });
  expect(await page.evaluate(() => window.cellDivision.puzzle())).toMatchObject({
    played: [first],
    tries: 1,
  });
  expect(errors).toEqual([]);
  await context.close();
});
