// The review on a phone on its side (844×390): the button to its key moment stands in the title's
// row where the progress line stood (it names the move the progress line names), a finger high,
// clear of the score line and the board, so the chart has the height its plot needs; every text in
// it is at least 12 CSS px. The board takes the screen's height (on its left), Prev and Next stand
// beside it with the other controls, and its squares are large enough to carry their counts.
// One page, a finished game of two people opened by its link; about 20 s.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { randomGame } from './random-games.ts';
import { shot, twoFrames } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';
import { overlaps } from './boxes.ts';

const browser = useChromium();

// A random game: someone gave points away, so the line names the costliest move, its longest form.
const FINISHED = `layout=square:4&p1=human&p2=human&moves=${randomGame('square:4', 5).join('.')}`;

test("844×390: the key moment's button in the title's row, a finger high, clear of its neighbours", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 844,
    height: 390,
    dpr: 1,
    touch: true,
    query: FINISHED,
    scene: 'results',
  });
  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => c.id === 'review' && c.enabled),
    null,
    { timeout: 10_000 },
  );
  await tapControl(page, 'review');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'review', null, { timeout: 10_000 });
  await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, {
    timeout: 60_000,
    polling: 200,
  });
  await twoFrames(page);
  await shot(page, 'review-phone-side-844x390');
  const review = (await page.evaluate(() => window.cellDivision.review()))!;
  expect(review.progress).toMatch(/^16 moves reviewed · key moment: Player \d's move \d+, [a-d]\d$/);
  const boxes = await page.evaluate(() => window.cellDivision.textBoxes());
  const scoreLine = boxes.find((b) => / · +move \d+ of 16$/.test(b.text))!;
  expect(scoreLine, JSON.stringify(boxes.map((b) => b.text))).toBeDefined();
  for (const b of boxes) expect(b.css, `"${b.text}"`).toBeGreaterThanOrEqual(11.99);
  // "Review game" opened the key moment: its button there names the next costly move, or the key moment.
  const key = /key moment: (Player \d's move \d+, [a-d]\d)$/.exec(review.progress)![1]!;
  const turn = (await page.evaluate(() => window.cellDivision.controls())).find(
    (c) => c.id === 'review-turn',
  )!;
  expect(turn.label).toMatch(new RegExp(`^(Next costliest: move \\d+, [a-d]\\d|Key moment: ${key})$`));
  expect(turn.height).toBeGreaterThanOrEqual(44);
  expect(turn.y + turn.height).toBeLessThanOrEqual(scoreLine.y + 0.5);
  expect(turn.x + turn.width).toBeLessThanOrEqual(844);
  expect(overlaps(turn, review.boardBox), 'the button over the board').toBe(false);
  // The board as tall as the screen allows (its letters under it): 286 CSS px tall under the title
  // and over a slider, it had squares too small for their counts on Square 8×8.
  expect(review.boardBox.height).toBeGreaterThanOrEqual(330);
  const a1 = (await page.evaluate(() => window.cellDivision.square('a1')))!;
  const b1 = (await page.evaluate(() => window.cellDivision.square('b1')))!;
  expect(b1.x - a1.x).toBeGreaterThanOrEqual(70);
  const controls = await page.evaluate(() => window.cellDivision.controls());
  for (const id of ['review-previous', 'review-next', 'results'])
    expect(controls.find((c) => c.id === id)!.x, id).toBeGreaterThanOrEqual(
      review.boardBox.x + review.boardBox.width,
    );
  expect(errors).toEqual([]);
  await context.close();
});
