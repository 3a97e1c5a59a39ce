// Show answer with the right square aimed (not yet placed) credits the player: "You had it", counted
// as solved, and the Record's puzzle line says so (an answer shown with nothing aimed: the unit tests).
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { puzzleNumber } from '../../src/ai/puzzles/puzzle-set.ts';
import { marginWords } from '../../src/game/puzzles.ts';
import { launchChromium } from './browser.ts';
import { controls, shot } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const puzzle = (page: Page) => page.evaluate(() => window.cellDivision.puzzle()!);
const verdict = async (page: Page) => (await puzzle(page)).words.map((w) => w.text).join('\n');

// Puzzle 64 is on flask:10x2, ten squares across: on a phone a tap aims before it places.
test.each([
  { width: 390, height: 844, tag: '390x844' },
  { width: 844, height: 390, tag: '844x390' },
])('the answer aimed, then Show answer: "You had it", solved, and the Record says so - $tag', async (screen) => {
  const answer = puzzleNumber(64)!;
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { ...screen, dpr: 3, query: 'puzzle=64', scene: 'puzzle' });
  await page.waitForFunction(() => window.cellDivision.puzzle() !== null);
  await tapSquare(page, answer.answer);
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'aim:place'));
  expect((await puzzle(page)).played).toEqual([]);
  await tapControl(page, 'answer');
  await page.waitForFunction(() => window.cellDivision.puzzle()?.state === 'solved');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'next'));
  expect(await verdict(page)).toContain(`You had it: ${answer.answer} ${marginWords(answer.value)}.`);
  expect((await puzzle(page)).solved).toBe(true);
  await shot(page, `puzzle-had-it-${screen.tag}`);

  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'menu'));
  await tapControl(page, 'menu');
  await page.waitForFunction(() => window.cellDivision.scene() === 'menu' && window.cellDivision.controls().some((c) => c.id === 'stats'));
  await tapControl(page, 'stats');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'close-stats'));
  const texts = await page.evaluate(() => window.cellDivision.texts());
  expect(texts).toEqual(expect.arrayContaining(['Puzzles', '1 solved, 0 shown']));
  await shot(page, `record-puzzles-${screen.tag}`);
  expect((await controls(page)).some((c) => c.id === 'close-stats')).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
