// The puzzle says what it is played under and why its answer wins: the screen names the board
// and its scoring in plain words and what "best" means; Show answer (and a solve) says the
// answer's final margin against the next best's. On phones the aim-then-Place bubble never covers
// a square that could still be played.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { squareName } from '../../src/engine/index.ts';
import { puzzleNumber } from '../../src/ai/puzzles/puzzle-set.ts';
import { dailyPuzzle, localDay } from '../../src/game/puzzles.ts';
import { squareGains } from '../../src/game/coach.ts';
import { answerWhy, puzzleGoalLine, puzzleRulesLine } from '../../src/ui/puzzle-words.ts';
import { launchChromium } from './browser.ts';
import { controls, shot, twoFrames } from './harness.ts';
import { CONNECTIONS_SEEN, openScreen, tapControl, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const texts = (page: Page) => page.evaluate(() => window.cellDivision.texts());
const whyOf = (n: number) => {
  const puzzle = puzzleNumber(n)!;
  const at = puzzle.position;
  return answerWhy({ answer: puzzle.answer, squares: [...puzzle.values].map(([s, margin]) => ({ name: squareName(at.layout, s), margin, gain: squareGains(at, s).gain })) });
};

test('daily puzzle on a phone - names its board and rules, says what best means, and why the answer wins', async () => {
  // The day's puzzle may be scored by connections: this player has seen its picture before.
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { width: 390, height: 844, dpr: 2, query: 'puzzle=daily', scene: 'puzzle', init: CONNECTIONS_SEEN });
  const daily = dailyPuzzle(localDay(new Date()));
  const shown = await texts(page);
  expect(shown).toContain(puzzleRulesLine(daily.position.rules));
  expect(shown).toContain(puzzleGoalLine(daily.value));
  await shot(page, 'puzzle-rules-390x844');
  await tapControl(page, 'answer');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'shown');
  await page.waitForFunction((w) => window.cellDivision.texts().some((t) => t.endsWith(w)), whyOf(daily.number), { timeout: 10_000 });
  expect((await texts(page)).find((t) => t.startsWith('The answer: '))).toBe(`The answer: ${daily.answer} wins by ${daily.value}.\n${whyOf(daily.number)}`.replace('wins by 0', 'draws'));
  await shot(page, 'puzzle-answer-why-390x844');
  expect(errors).toEqual([]);
  await context.close();
});

test('a solved puzzle says why too - tablet', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { width: 1024, height: 768, query: 'puzzle=17', scene: 'puzzle', init: CONNECTIONS_SEEN });
  const puzzle = puzzleNumber(17)!;
  expect(await texts(page)).toContain('Petri dish · Scored by connections: each pair of your cells on neighbouring squares scores 1, so a lone cell scores 0 and two side by side score 1.');
  // A tap made before the first frame of the player's turn is drawn is refused: let it be drawn.
  await twoFrames(page);
  await tapSquare(page, puzzle.answer);
  // Squares smaller than a finger take an aim first (shown by the game's next frame): then Place.
  await twoFrames(page);
  if ((await controls(page)).some((c) => c.id === 'aim:place')) await tapControl(page, 'aim:place');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'solved', null, { timeout: 10_000 });
  await page.waitForFunction((w) => window.cellDivision.texts().some((t) => t.startsWith('Right!') && t.endsWith(w)), whyOf(17), { timeout: 10_000 });
  // Puzzle 17 saves the draw: the answer finishes level with the opponent, the next best behind them.
  expect(whyOf(17)).toMatch(new RegExp(`^${puzzle.answer} finishes level with your opponent; the next best, .+, finish(es)? \\d+ points? behind them\\.`));
  await shot(page, 'puzzle-solved-why-1024x768');
  expect(errors).toEqual([]);
  await context.close();
});

/**
 * Every square a tap could still play on (under gravity, each square of a column not full), and
 * three to aim at, one after another, far apart (under gravity in three different columns: a
 * second tap in the aimed column would place).
 */
function playableNames(n: number): { names: string[]; targets: string[] } {
  const p = puzzleNumber(n)!.position;
  const layout = p.layout;
  const names: string[] = [];
  const legal: number[] = [];
  for (let s = 0; s < layout.size; s++) {
    if (layout.gravity ? p.landingSquare(layout.colOf[s]!) >= 0 : p.isLegal(s)) names.push(squareName(layout, s));
    if (p.isLegal(s)) legal.push(s);
  }
  const byColumn = [...new Map(legal.map((s) => [layout.colOf[s]!, s])).values()];
  const spread = layout.gravity ? byColumn : legal;
  const targets = [spread[0]!, spread[Math.floor(spread.length / 2)]!, spread.at(-1)!].map((s) => squareName(layout, s));
  return { names, targets: [...new Set(targets)] };
}

test.each([
  { number: 64, width: 390, height: 844 },
  { number: 64, width: 844, height: 390 },
  { number: 15, width: 390, height: 844 },
  { number: 15, width: 844, height: 390 },
])('puzzle $number at $width×$height - the Place bubble covers no playable square', async ({ number, width, height }) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { width, height, dpr: 2, query: `puzzle=${number}`, scene: 'puzzle' });
  const { names, targets } = playableNames(number);
  const centres = await page.evaluate((ns) => ns.map((n) => ({ n, ...window.cellDivision.square(n)! })), names);
  let aimed = 0;
  // Aim at several playable squares across the board: each time the bubble stays off every one.
  await twoFrames(page);
  for (const target of targets) {
    await tapSquare(page, target);
    await twoFrames(page);
    const place = (await controls(page)).find((c) => c.id === 'aim:place');
    if (!place) continue;
    aimed++;
    const covered = centres.filter((c) => c.x > place.x && c.x < place.x + place.width && c.y > place.y && c.y < place.y + place.height);
    expect(covered.map((c) => c.n), `aimed at ${target}`).toEqual([]);
    expect(place.x).toBeGreaterThanOrEqual(0);
    expect(place.y).toBeGreaterThanOrEqual(0);
    expect(place.x + place.width).toBeLessThanOrEqual(width);
    expect(place.y + place.height).toBeLessThanOrEqual(height);
    if (aimed === 1) await shot(page, `puzzle-aim-${number}-${width}x${height}`);
  }
  // The squares here are smaller than a finger, so the aim was used.
  expect(aimed).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.cellDivision.puzzle()!.played)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
