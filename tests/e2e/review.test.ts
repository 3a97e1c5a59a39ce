// The review after a game: it opens from the results, reviews both sides' moves with costs and
// marks in a player's words, a key says what its rings and marks mean, its slider and its chart
// move the board, and "Retry from here" starts the position before the person's worst move against
// the same opponent, then judges the move played there and offers the way back to the review.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { randomGame } from './random-games.ts';
import { settle, shot } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });


const SCREENS = [
  { width: 1280, height: 720, touch: false, tag: '1280x720' },
  { width: 1024, height: 768, touch: true, tag: '1024x768' },
  { width: 390, height: 844, touch: true, dpr: 3, tag: '390x844' },
];

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

/** Plays the last move of a game of Easy (first) against the person, opens the review and waits for it to finish. */
async function openReview(page: Page, moves: string[], touch: boolean): Promise<void> {
  await settle(page);
  if (touch) await tapSquare(page, moves.at(-1)!);
  else await page.mouse.click(...(Object.values((await page.evaluate((n) => window.cellDivision.square(n), moves.at(-1)!))!) as [number, number]));
  await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 60_000 });
  await page.waitForTimeout(400);
  await shot(page, `review-results-${(await page.evaluate(() => innerWidth))}`);
  const r = await control(page, 'review');
  await press(page, touch, r.x + r.width / 2, r.y + r.height / 2);
  await page.waitForFunction(() => window.cellDivision.scene() === 'review', null, { timeout: 10_000 });
  await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, { timeout: 90_000, polling: 200 });
}

test.each(SCREENS)('the review: moves, slider, chart and retry - $tag', async (screen) => {
  const moves = randomGame('square:5', 11 + screen.width);
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    ...screen, query: `layout=square:5&p1=easy&p2=human&moves=${moves.slice(0, -1).join('.')}`, scene: 'board',
  });
  await openReview(page, moves, screen.touch);
  const r = await review(page);
  expect(r.error).toBeNull();
  expect(r.moves.map((m) => m.move)).toEqual(moves);
  // Both sides are reviewed; the random person gave points away somewhere.
  const person = r.moves.filter((m) => m.index % 2 === 1);
  const worst = person.reduce((a, b) => (b.cost > a.cost ? b : a));
  expect(worst.cost).toBeGreaterThan(0);
  expect(r.moves.every((m) => m.cost >= 0 && ['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(m.mark))).toBe(true);
  // The finished review leaves the board where the player is looking, and names their costliest move.
  expect(r.shownMove).toBe(moves.length);
  expect(r.progress).toBe(`${moves.length} moves reviewed · your costliest: move ${worst.index + 1}, ${worst.move}`);
  // The whole line stands on the screen beside the title, over the board (a phone cut it at "mov").
  expect(r.progressBox.x + r.progressBox.width).toBeLessThanOrEqual(screen.width);
  expect(r.progressBox.y + r.progressBox.height).toBeLessThanOrEqual(r.boardBox.y);
  await page.waitForTimeout(300);
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
    await page.waitForTimeout(300);
  }
  // A key beside the board (not over it, on the screen, readable) says what the rings and the marks mean.
  expect(r.key.words).toEqual(['the move played', 'the best moves for that turn', 'Points given away:', '2+ inaccuracy', '4+ mistake', '6+ blunder']);
  const [k, b] = [r.key.box, r.boardBox];
  expect(k.x >= b.x + b.width || k.x + k.width <= b.x || k.y >= b.y + b.height || k.y + k.height <= b.y, JSON.stringify({ k, b })).toBe(true);
  expect(k.x >= 0 && k.y >= 0 && k.x + k.width <= screen.width && k.y + k.height <= screen.height, JSON.stringify(k)).toBe(true);
  const sizes = await page.evaluate(() => window.cellDivision.textSizes());
  for (const words of r.key.words) expect(sizes.find((t) => t.text === words)!.css, words).toBeGreaterThanOrEqual(12);
  // Costs in a player's words: no "est.", "exact" or "estimate" on the screen.
  expect((await page.evaluate(() => window.cellDivision.texts())).join('\n')).not.toMatch(/\best\.|\bexact\b|\bestimate\b/);

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

  // Retry: from the person's worst move (shown again first), the same opponent, the same position.
  await press(page, screen.touch, chart.x + bar * (worst.index + 1.5), chart.y + chart.height / 2);
  await page.waitForFunction((n) => window.cellDivision.review()?.shownMove === n, worst.index + 1);
  expect((await control(page, 'retry')).label).toBe('Retry from here');
  if (screen.touch) await tapControl(page, 'retry');
  else {
    const retry = await control(page, 'retry');
    await page.mouse.click(retry.x + retry.width / 2, retry.y + retry.height / 2);
  }
  await page.waitForFunction(() => window.cellDivision.scene() === 'board', null, { timeout: 10_000 });
  let s = await settle(page);
  expect(s.moves).toEqual(moves.slice(0, worst.index));
  expect(s.players).toEqual(['easy', 'human']);
  expect(s.toMove).toBe(2);
  // Playing the review's best move there is told so.
  const best = worst.best[0]!;
  if (screen.touch) await tapSquare(page, best);
  else {
    const at = (await page.evaluate((n) => window.cellDivision.square(n), best))!;
    await page.mouse.click(at.x, at.y);
  }
  await page.waitForFunction(() => window.cellDivision.retryVerdict() !== null, null, { timeout: 30_000 });
  const verdict = await page.evaluate(() => window.cellDivision.retryVerdict());
  expect(verdict).toMatch(new RegExp(`^${best}: (you found the best move|as good as the best move)`));
  s = await state(page);
  expect(s.moves.slice(0, worst.index + 1)).toEqual([...moves.slice(0, worst.index), best]);
  // The verdict asks where to go: back to the review of the game retried, as it was, or play on.
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'), null, { timeout: 10_000 });
  // The question says the verdict: no notice repeats it over the board.
  expect(await page.evaluate(() => window.cellDivision.notice())).toBeNull();
  expect((await control(page, 'confirm:yes')).label).toBe('Back to review');
  expect((await control(page, 'confirm:no')).label).toBe('Play on');
  await page.waitForTimeout(300);
  await shot(page, `review-retry-verdict-${screen.tag}`);
  if (screen.touch) await tapControl(page, 'confirm:yes');
  else {
    const yes = await control(page, 'confirm:yes');
    await page.mouse.click(yes.x + yes.width / 2, yes.y + yes.height / 2);
  }
  await page.waitForFunction(() => window.cellDivision.scene() === 'review', null, { timeout: 10_000 });
  const back = await review(page);
  expect(back.done).toBe(true);
  expect(back.moves.map((m) => m.move)).toEqual(moves);
  expect(back.shownMove).toBe(worst.index + 1);
  expect(errors).toEqual([]);
  await context.close();
});

/** Every two lines of words on the screen keep apart. */
async function expectNoOverlap(page: Page): Promise<void> {
  const boxes = await page.evaluate(() => window.cellDivision.textBoxes());
  const meet = (a: typeof boxes[number], b: typeof boxes[number]) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
  const clashes = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => meet(a, b)).map((b) => `"${a.text}" ${JSON.stringify(a)} / "${b.text}" ${JSON.stringify(b)}`));
  expect(clashes).toEqual([]);
}

async function state(page: Page) {
  return (await page.evaluate(() => window.cellDivision.state()))!;
}
