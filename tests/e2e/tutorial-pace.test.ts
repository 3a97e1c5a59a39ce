// The guided game's pace: each line the opponent's turn brings stays on the card long enough to
// be read (sampled every frame, from when it appears until the card changes), and Skip goes once
// the guided part is over, leaving the end's own choices.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readingMs } from '../../src/ui/tutorial-words.ts';
import { launchChromium } from './browser.ts';
import { controls, shot } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium({ testSpeed: false }); });
afterAll(async () => { await browser?.close(); });

const OPPONENT_LINES = [
  "Now it is the opponent's turn. It places a cell of its colour.",
  "The opponent's turn.",
  "The opponent's cells split only towards cells of their own colour.",
];

const waitFor = (page: Page, id: string) => page.waitForFunction((id) => window.cellDivision.controls().some((c) => c.id === id), id, { timeout: 30_000 });
const next = async (page: Page) => { await waitFor(page, 'tutorial:next'); await tapControl(page, 'tutorial:next'); };
const until = (page: Page, pattern: string) =>
  page.waitForFunction((p) => new RegExp(p).test(window.cellDivision.texts().join(' | ')), pattern, { timeout: 30_000 });

test('guided game at 390×844 - the opponent\'s lines stay readable, and Skip goes at the end', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { width: 390, height: 844, dpr: 2, firstVisit: true, scene: 'tutorial' });
  // Samples the card every frame: for each opponent line, when it was first and last seen.
  await page.evaluate((lines) => {
    const spans: Record<string, { from: number; to: number }[]> = {};
    (window as unknown as { lineSpans: typeof spans }).lineSpans = spans;
    const look = () => {
      const shown = window.cellDivision.texts();
      const now = performance.now();
      for (const line of lines) {
        const list = (spans[line] ??= []);
        const last = list.at(-1);
        if (shown.includes(line)) {
          if (last && last.to < 0) continue;
          list.push({ from: now, to: -1 });
        } else if (last && last.to < 0) last.to = now;
      }
      if (window.cellDivision.scene() === 'tutorial') requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, OPPONENT_LINES);
  await tapControl(page, 'tutorial:start');
  await page.waitForFunction(() => window.cellDivision.state()?.layout === 'square:3');
  expect((await controls(page)).map((c) => c.id)).toContain('tutorial:skip');
  await until(page, 'Tap the glowing square to place');
  await tapSquare(page, 'b2');
  await next(page);
  await until(page, 'glowing square, right beside');
  await shot(page, 'tutorial-pace-after-opponent-390x844');
  await tapSquare(page, 'c2');
  await next(page);
  await until(page, 'Corners touch too');
  await tapSquare(page, 'c1');
  await next(page);
  await until(page, 'in a beaker, cells fall');
  expect((await controls(page)).map((c) => c.id)).toContain('tutorial:skip');
  const spans = await page.evaluate(() => (window as unknown as { lineSpans: Record<string, { from: number; to: number }[]> }).lineSpans);
  for (const line of OPPONENT_LINES) {
    const seen = spans[line] ?? [];
    expect(seen.length, line).toBeGreaterThan(0);
    // The frame that first drew it and the frame that first missed it: at least the reading time apart.
    const longest = Math.max(...seen.map((s) => s.to - s.from));
    expect(longest, line).toBeGreaterThanOrEqual(readingMs(line) - 50);
  }

  // The beaker, to the end: the end's card has its own choices and no Skip.
  await next(page);
  await page.waitForFunction(() => window.cellDivision.state()?.layout === 'beaker:3x3');
  await until(page, 'glowing column');
  await tapSquare(page, 'b3');
  await next(page);
  await until(page, 'same column');
  await tapSquare(page, 'b3');
  await next(page);
  await waitFor(page, 'tutorial:play');
  const ids = (await controls(page)).map((c) => c.id).sort();
  expect(ids).toEqual(['tutorial:menu', 'tutorial:play']);
  await shot(page, 'tutorial-pace-end-390x844');
  expect(errors).toEqual([]);
  await context.close();
});
