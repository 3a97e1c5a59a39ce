// The puzzle's board answers every tap, by playwright's own touch taps on an upright phone: the
// first tap after opening is taken, a tap on another square while a wrong try waits for Try again
// is told why (never silent), and after Try again, twice, the next tap is taken each time. Its
// rules are tested in Node (tests/screens/puzzle/puzzle-taps.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { shot } from './harness.ts';
import { puzzleState, waitForWords } from './puzzle-page.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';
import { PUZZLE_REFUSED_WORDS } from '../../src/words/puzzle-refused-words.ts';

const browser = useChromium();

test('puzzle 366 by touch: open, wrong tap, Try again, wrong tap, Try again, tap: each answered', async () => {
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
  // Another square before Try again: told to press it first.
  await waitForWords(page, 'wins by only 5');
  await tapSquare(page, 'b6');
  await page.waitForFunction((w) => window.cellDivision.notices().includes(w), PUZZLE_REFUSED_WORDS.wrong, {
    timeout: 15_000,
  });
  await shot(page, 'puzzle-refused-tap-390x844');
  expect((await state()).played).toEqual(['a3']);
  await tapControl(page, 'again');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'solving');
  await tapSquare(page, 'b6');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.tries === 2);
  await waitForWords(page, 'wins by only 4');
  await tapControl(page, 'again');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'solving');
  await tapSquare(page, 'a5');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'solved');
  expect(errors).toEqual([]);
  await context.close();
});
