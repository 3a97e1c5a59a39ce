// The menu's Resume card tells the saved game (its opponent, board and move count), not the
// menu's settings, which since name another opponent and board.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { KEEP_SHOTS, SHOTS } from './harness.ts';
import { openScreen, savedSettings } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const SAVED = `localStorage.setItem('cell-division:v1:match', ${JSON.stringify(JSON.stringify({
  rules: 'square:5', players: ['human', 'expert'], record: 'square:5 c3 b2 d4', over: false,
}))});`;

test.each([
  { width: 390, height: 844, dpr: 3, tag: '390x844' },
  { width: 1024, height: 768, dpr: 2, tag: '1024x768' },
])('the Resume card names the saved game\'s opponent, board and moves - $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    ...screen, init: savedSettings({ opponent: 'easy', family: 'hex' }) + SAVED,
  });
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'resume'));
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/resume-card-${screen.tag}.png` });
  const texts = await page.evaluate(() => window.cellDivision.texts());
  expect(texts).toContain('You vs Expert');
  expect(texts).not.toContain('You vs Easy');
  expect(texts).toContain('●●●●●  ·  3 moves');
  // The card counts the moves; the button says only what it does.
  expect((await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'resume')?.label).toBe('Resume');
  expect(texts).toContain('Square, 25 squares');
  expect(texts.some((t) => /Hexagon/.test(t))).toBe(false);
  expect(errors).toEqual([]);
  await context.close();
});

test('a kept game without moves says "no moves yet" on the card and a plain Resume', async () => {
  const empty = `localStorage.setItem('cell-division:v1:match', ${JSON.stringify(JSON.stringify({
    rules: 'square:5', players: ['expert', 'human'], record: 'square:5', over: false,
  }))});`;
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { width: 390, height: 844, dpr: 3, init: empty });
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'resume'));
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/resume-card-no-moves-390x844.png` });
  expect(await page.evaluate(() => window.cellDivision.texts())).toContain('●●●●●  ·  no moves yet');
  expect((await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'resume')?.label).toBe('Resume');
  expect(errors).toEqual([]);
  await context.close();
});
