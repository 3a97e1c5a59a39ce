// The puzzle's board answers every tap, by playwright's own touch taps on an upright phone: the
// first tap after opening is taken, a tap on another square after a wrong try is the next try,
// and after Try again the next tap is taken. Its
// rules are tested in Node (tests/screens/puzzle/puzzle-taps.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { shot } from './harness.ts';
import { puzzleState, waitForWords } from './puzzle-page.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

test('puzzle 366 by touch: open, wrong tap, another wrong tap, Try again, tap: each answered', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 2,
    query: 'puzzle=366',
    scene: 'puzzle',
  });
  await page.waitForFunction(() => window.cellDivision.puzzle() !== null);
  const state = async () => (await puzzleState(page))!;
  await tapSquare(page, 'a3');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'wrong');
  // Another square before Try again: the next try, the wrong move taken back.
  await waitForWords(page, 'wins by only 5');
  await tapSquare(page, 'b6');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.tries === 2);
  await waitForWords(page, 'wins by only 4');
  await shot(page, 'puzzle-next-try-390x844');
  expect((await state()).played).toEqual(['b6']);
  await tapControl(page, 'again');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'solving');
  await tapSquare(page, 'a5');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'solved');
  expect(errors).toEqual([]);
  await context.close();
});
