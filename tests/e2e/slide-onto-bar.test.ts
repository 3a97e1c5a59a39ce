// A press held on a square and slid off the board ("slide off to place nothing") lifts over the
// bar: that is no tap on the button there (Show answer would give the day's puzzle away). Whether
// Phaser sees the lift over the button depends on the frames' timing, so this guards the rule
// rather than proving each slide would have pressed it. A press that goes down on it still works.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { controlNamed } from './harness.ts';
import { puzzleState } from './puzzle-page.ts';
import { CONNECTIONS_SEEN, openScreen } from './tablet-page.ts';

const browser = useChromium();

test('a press slid from a square onto Show answer shows nothing; a press on it shows the answer', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    touch: true,
    init: CONNECTIONS_SEEN,
  });
  const open = await controlNamed(page, 'puzzle');
  await page.mouse.click(open.x + open.width / 2, open.y + open.height / 2);
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'solving');
  // The puzzle's board and words in their places (they settle over the first frames).
  await page.waitForTimeout(2500);
  const answer = await controlNamed(page, 'answer');
  const from = (await page.evaluate(() => window.cellDivision.square('a1')))!;
  const to = { x: answer.x + answer.width / 2, y: answer.y + answer.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // Held a moment (the square's gain shows), then slid at a finger's pace: Phaser reads input
  // on its frames, so each step waits for one.
  await page.waitForTimeout(600);
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / 10, from.y + ((to.y - from.y) * i) / 10);
    await page.waitForTimeout(80);
  }
  await page.waitForTimeout(300);
  await page.mouse.up();
  // Time for a tap's answer to show, had the lift counted as one.
  await page.waitForTimeout(3000);
  expect(await puzzleState(page)).toMatchObject({ state: 'solving', tries: 0 });
  await page.mouse.click(to.x, to.y);
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'shown', null, {
    timeout: 15_000,
  });
  expect(errors).toEqual([]);
  await context.close();
});
