// Phones, upright and on their side: long names in the HUD keep clear of the scores, and no text
// in the board or results scenes is under 13 CSS px (the charts' labels included).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { controls, shot } from './harness.ts';
import { openWholeSheet } from './results-sheet.ts';
import { MIN_CAPTION_CSS } from '../../src/screens/game/board-bar.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

async function namesClearOfScores(page: Page): Promise<void> {
  const hud = (await page.evaluate(() => window.cellDivision.hudTexts()))!;
  expect(hud).toHaveLength(2);
  for (const { name, score } of hud) {
    expect(name.text.length).toBeGreaterThan(0);
    expect(name.x + name.width, `"${name.text}" runs into its score`).toBeLessThanOrEqual(score.x - 2);
  }
}

/**
 * The smallest text drawn, held to 13 CSS px; the board bar's captions to MIN_CAPTION_CSS (the same
 * readable floor, 13), so the smallest text other than a bar caption is read too.
 */
async function smallest(page: Page, barCaptions: string[]): Promise<{ text: string; px: number }> {
  const least = (await page.evaluate(() => window.cellDivision.smallestText()))!;
  // The bar's captions in sight, and those read on the board before (the board's bar stays drawn
  // beside the results, whose controls are the results' own).
  for (const c of await controls(page))
    if (c.caption && !barCaptions.includes(c.caption.text)) barCaptions.push(c.caption.text);
  if (!barCaptions.includes(least.text) || least.px >= 12.9) return least;
  expect(least.px, `the bar's caption "${least.text}"`).toBeGreaterThanOrEqual(MIN_CAPTION_CSS - 0.1);
  // The next smallest: every caption's size is its own, so the rest is read without the captions.
  const rest = await page.evaluate(
    (skip) => window.cellDivision.textSizes().filter((t) => !skip.includes(t.text)),
    barCaptions,
  );
  return rest.reduce((a, b) => (b.css < a.px ? { text: b.text, px: b.css } : a), { text: '', px: Infinity });
}

test.each([
  [390, 844],
  [844, 390],
])(
  '%i×%i: long names clear of the scores, no text under 12 px on the board and the results',
  async (width, height) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width,
      height,
      dpr: 1,
      query: 'layout=square:4&p1=adaptive:0.5&p2=adaptive:0.9',
      scene: 'board',
    });
    await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 3);
    await namesClearOfScores(page);
    const barCaptions: string[] = [];
    const onBoard = await smallest(page, barCaptions);
    expect(onBoard.px, `"${onBoard.text}"`).toBeGreaterThanOrEqual(12.9);
    await shot(page, `layout-board-long-names-${width}x${height}`);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 90_000 });
    await page.waitForTimeout(900);
    await namesClearOfScores(page);
    const onResults = await smallest(page, barCaptions);
    expect(onResults.px, `"${onResults.text}"`).toBeGreaterThanOrEqual(12.9);
    await shot(page, `layout-results-${width}x${height}`);
    // The charts' labels, under Details (an upright phone's short sheet: under Stats and chart).
    await openWholeSheet(page);
    await tapControl(page, 'details');
    await page.waitForFunction(() => window.cellDivision.charts().length === 2, null, { timeout: 10_000 });
    await page.waitForTimeout(300);
    const onDetails = await smallest(page, barCaptions);
    expect(onDetails.px, `"${onDetails.text}"`).toBeGreaterThanOrEqual(12.9);
    await shot(page, `layout-results-details-${width}x${height}`);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test('390×844, one person against Adaptive: the name and the score stay apart as the score grows', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    query: 'layout=square:8&p1=human&p2=adaptive:0.5&moves=a1.h8.b1.g8.c1.f8.d1.e8.a2.h7.b2.g7',
    scene: 'board',
  });
  await page.waitForFunction(() => !window.cellDivision.state()!.busy);
  await namesClearOfScores(page);
  await shot(page, 'layout-board-adaptive-390x844');
  expect(errors).toEqual([]);
  await context.close();
});
