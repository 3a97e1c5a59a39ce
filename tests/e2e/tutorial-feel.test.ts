// The guided game's feel: a tap during the opponent's turn puts a feedback line on the card, and
// neither the opponent's move landing nor the line's own timer takes it away before it can be read
// (sampled every frame); the guided opponent never shows "thinking" (it waits for the words).
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { missedWords, readingMs } from '../../src/ui/tutorial-words.ts';
import { launchChromium } from './browser.ts';
import { shot } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium({ testSpeed: false }); });
afterAll(async () => { await browser?.close(); });

/** A tap after the opponent's move, while its words are read: the line that answers it. */
const WAIT_LINE = missedWords('reading', false, null, null, 1);
const OPPONENT_LINE = "Now it is the opponent's turn. It places a cell of its colour.";

interface Spans { line: { from: number; to: number }[]; thinking: string[]; opponentLineAt: number }

const waitFor = (page: Page, id: string) => page.waitForFunction((id) => window.cellDivision.controls().some((c) => c.id === id), id, { timeout: 30_000 });
const until = (page: Page, pattern: string) =>
  page.waitForFunction((p) => new RegExp(p).test(window.cellDivision.texts().join(' | ')), pattern, { timeout: 30_000 });

test.each([
  { width: 1024, height: 768, dpr: 2, tag: '1024x768' },
  { width: 390, height: 844, dpr: 3, tag: '390x844' },
])('guided game - a tap in the opponent\'s turn gets a line that stays readable; no "thinking" - $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { ...screen, touch: true, firstVisit: true, scene: 'tutorial' });
  await page.evaluate(({ line, opponentLine }) => {
    const spans: Spans = { line: [], thinking: [], opponentLineAt: -1 };
    (window as unknown as { spans: Spans }).spans = spans;
    const look = () => {
      const shown = window.cellDivision.texts();
      const now = performance.now();
      const last = spans.line.at(-1);
      if (shown.includes(line)) {
        if (!last || last.to >= 0) spans.line.push({ from: now, to: -1 });
      } else if (last && last.to < 0) last.to = now;
      for (const t of shown) if (/^thinking/.test(t)) spans.thinking.push(t);
      if (spans.opponentLineAt < 0 && shown.includes(opponentLine)) spans.opponentLineAt = now;
      if (window.cellDivision.scene() === 'tutorial') requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, { line: WAIT_LINE, opponentLine: OPPONENT_LINE });
  await tapControl(page, 'tutorial:start');
  await page.waitForFunction(() => window.cellDivision.state()?.layout === 'square:3');
  await until(page, 'Tap the glowing square to place');
  await tapSquare(page, 'b2');
  await waitFor(page, 'tutorial:next');
  await tapControl(page, 'tutorial:next');
  // Late in the opponent's line (its move has landed), so its reading time ends while the feedback line is up.
  await page.waitForFunction((ms) => {
    const at = (window as unknown as { spans: Spans }).spans.opponentLineAt;
    return at >= 0 && performance.now() >= at + ms;
  }, readingMs(OPPONENT_LINE) - 2200, { timeout: 30_000 });
  await tapSquare(page, 'a2');
  await until(page, WAIT_LINE);
  await shot(page, `tutorial-wait-line-${screen.tag}`);
  await until(page, 'glowing square, right beside');
  await shot(page, `tutorial-after-wait-line-${screen.tag}`);
  const spans = await page.evaluate(() => (window as unknown as { spans: Spans }).spans);
  expect(spans.line.length).toBeGreaterThan(0);
  // From the frame that first drew it to the frame that first missed it.
  const longest = Math.max(...spans.line.map((s) => s.to - s.from));
  expect(longest).toBeGreaterThanOrEqual(readingMs(WAIT_LINE) - 50);
  expect(spans.thinking).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
