// The review's smoke in a browser: it opens from the results by a tap and the worker reviews the
// game; the progress line stands whole beside the title over the board, no words run into others,
// the key stands beside the board, readable; a phone's width on its side and back lays it out
// again in its place; taps on the slider's ends and on a chart bar go to those moves. What it says
// and what Retry retries are the review model's, tested in Node (tests/screens/review/review.test.ts).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { randomGame } from './random-games.ts';
import { settle, shot, twoFrames } from './harness.ts';
import { openScreen, tapSquare } from './tablet-page.ts';
import { reviewButton } from './review-trip.ts';

const browser = useChromium();

const SCREENS = [{ width: 1024, height: 768, touch: true, tag: '1024x768' }];

async function control(page: Page, id: string) {
  const c = (await page.evaluate(() => window.cellDivision.controls())).find((k) => k.id === id);
  if (!c) throw new Error(`no control ${id}`);
  return c;
}

async function press(page: Page, touch: boolean, x: number, y: number): Promise<void> {
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

const review = (page: Page) => page.evaluate(() => window.cellDivision.review()!);

/**
 * Plays the last move of a game of Easy (first) against the person, opens the review and waits for
 * it to finish; "Review game" opens it, on every result.
 */
async function openReview(page: Page, moves: string[], touch: boolean): Promise<'review'> {
  await settle(page);
  if (touch) await tapSquare(page, moves.at(-1)!);
  else
    await page.mouse.click(
      ...(Object.values((await page.evaluate((n) => window.cellDivision.square(n), moves.at(-1)!))!) as [
        number,
        number,
      ]),
    );
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 60_000 });
  await twoFrames(page);
  await shot(page, `review-results-${await page.evaluate(() => innerWidth)}`);
  const via = await reviewButton(page);
  const r = await control(page, via);
  await press(page, touch, r.x + r.width / 2, r.y + r.height / 2);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'review', null, { timeout: 10_000 });
  await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, {
    timeout: 90_000,
    polling: 200,
  });
  return via;
}

test.each(SCREENS)('the review: laid out, and its slider and chart go to moves - $tag', async (screen) => {
  const moves = randomGame('square:5', 11 + screen.width);
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...screen,
    query: `layout=square:5&p1=easy&p2=human&moves=${moves.slice(0, -1).join('.')}`,
    scene: 'board',
  });
  const via = await openReview(page, moves, screen.touch);
  const r = await review(page);
  expect(r.error).toBeNull();
  expect(r.moves.map((m) => m.move)).toEqual(moves);
  // Both sides are reviewed; the random person gave points away somewhere (a move the computer
  // could not judge is never named the costliest).
  const person = r.moves.filter((m) => m.index % 2 === 1 && !m.unsure);
  const worst = person.reduce((a, b) => (b.cost > a.cost ? b : a));
  expect(worst.cost).toBeGreaterThan(0);
  expect(
    r.moves.every(
      (m) =>
        m.cost >= 0 &&
        (m.unsure ? m.mark === null : ['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(m.mark!)),
    ),
  ).toBe(true);
  // "Review game" opens the review at its key moment, the move its progress line names.
  expect(via).toBe('review');
  const key = /^\d+ moves reviewed · key moment: move (\d+), [a-e][1-5]$/.exec(r.progress);
  expect(key, r.progress).not.toBeNull();
  expect(r.shownMove).toBe(Number(key![1]));
  expect(worst.cost).toBeGreaterThan(0);
  // The whole line stands on the screen beside the title, over the board (a phone cut it at "mov").
  expect(r.progressBox.x + r.progressBox.width).toBeLessThanOrEqual(screen.width);
  expect(r.progressBox.y + r.progressBox.height).toBeLessThanOrEqual(r.boardBox.y);
  await twoFrames(page);
  await shot(page, `review-${screen.tag}`);
  // No line of words runs into another (on a tablet the line ran into the shown move's words).
  await expectNoOverlap(page);
  if (screen.tag === '1024x768') {
    // A phone on its side, then back: the review is drawn again for the screen and keeps its place.
    await page.setViewportSize({ width: 844, height: 390 });
    await page.waitForFunction(() => window.cellDivision.review()?.done === true && innerWidth === 844);
    await page.waitForTimeout(300);
    await shot(page, 'review-844x390');
    await expectNoOverlap(page);
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.waitForFunction(() => window.cellDivision.review()?.done === true && innerWidth === 1024);
    // Drawn again for the tablet: the key stands beside the board once more (on its side it waits behind "?").
    await page.waitForFunction(() =>
      window.cellDivision.textSizes().some((t) => t.text === 'the move played'),
    );
    await page.waitForTimeout(300);
  }
  // A key beside the board (not over it, on the screen, readable) says what the rings and the marks mean.
  expect(r.key.words).toEqual([
    'the move played',
    'the best move for that turn',
    'Points given away:',
    '2+ slip',
    '4+ mistake',
    '6+ big mistake',
  ]);
  const [k, b] = [r.key.box, r.boardBox];
  expect(
    k.x >= b.x + b.width || k.x + k.width <= b.x || k.y >= b.y + b.height || k.y + k.height <= b.y,
    JSON.stringify({ k, b }),
  ).toBe(true);
  expect(
    k.x >= 0 && k.y >= 0 && k.x + k.width <= screen.width && k.y + k.height <= screen.height,
    JSON.stringify(k),
  ).toBe(true);
  const sizes = await page.evaluate(() => window.cellDivision.textSizes());
  for (const words of r.key.words)
    expect(sizes.find((t) => t.text === words)!.css, words).toBeGreaterThanOrEqual(12);
  // Costs in a player's words: no "est.", "exact" or "estimate" on the screen.
  expect((await page.evaluate(() => window.cellDivision.texts())).join('\n')).not.toMatch(
    /\best\.|\bexact\b|\bestimate\b/,
  );

  // The slider's ends and the chart's bars move the board.
  const slider = await control(page, 'review-slider');
  await press(page, screen.touch, slider.x + 2, slider.y + slider.height / 2);
  await page.waitForFunction(() => window.cellDivision.review()?.shownMove === 0);
  expect((await review(page)).cells).toBe(0);
  await press(page, screen.touch, slider.x + slider.width - 2, slider.y + slider.height / 2);
  await page.waitForFunction((n) => window.cellDivision.review()?.shownMove === n, moves.length);
  expect((await review(page)).cells).toBe(moves.length);
  const chart = await control(page, 'review-chart');
  const bar = chart.width / (moves.length + 1);
  await press(page, screen.touch, chart.x + bar * 5.5, chart.y + chart.height / 2);
  await page.waitForFunction(() => window.cellDivision.review()?.shownMove === 5);
  expect((await review(page)).cells).toBe(5);
  // Move 5 is the opponent's: the button says it retries the person's worst move instead.
  expect((await control(page, 'retry')).label).toBe('Retry worst move');
  expect(errors).toEqual([]);
  await context.close();
});

/** Every two lines of words on the screen keep apart. */
async function expectNoOverlap(page: Page): Promise<void> {
  const boxes = await page.evaluate(() => window.cellDivision.textBoxes());
  const meet = (a: (typeof boxes)[number], b: (typeof boxes)[number]) =>
    a.x < b.x + b.width - 1 &&
    b.x < a.x + a.width - 1 &&
    a.y < b.y + b.height - 1 &&
    b.y < a.y + a.height - 1;
  const clashes = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => meet(a, b))
      .map((b) => `"${a.text}" ${JSON.stringify(a)} / "${b.text}" ${JSON.stringify(b)}`),
  );
  expect(clashes).toEqual([]);
}
