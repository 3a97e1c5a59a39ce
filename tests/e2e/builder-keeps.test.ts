// What the builder keeps, on a 390×844 phone by touch: a game in progress is replaced by the
// builder's Play (or the who-plays page's Play opened from it) only after the menu's question, and
// a saved design played and left with no move is still the design when the builder opens again.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { launchChromium } from './browser.ts';
import { clickControl, settle, shot } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const PHONE = { width: 390, height: 844, dpr: 3 };
const MATCH_KEY = 'cell-division:v1:match';
/** A watched Easy vs Medium game 13 moves in, left for the menu (kept for Resume). */
const WATCHED = JSON.stringify({ rules: 'square:6', players: ['easy', 'medium'], record: 'square:6 a1 a2 a3 a4 a5 b1 b2 b3 b4 b5 c1 c2 c3', over: false });

const scene = (page: Page, name: string) => page.waitForFunction((n) => window.cellDivision.scene() === n, name);
const texts = (page: Page) => page.evaluate(() => window.cellDivision.texts());
const builderBoard = (page: Page) => page.evaluate(() => window.cellDivision.builderBoard());
const has = (page: Page, id: string) => page.waitForFunction((c) => window.cellDivision.controls().some((k) => k.id === c), id);
const keptRecord = (page: Page) => page.evaluate((k) => (JSON.parse(localStorage.getItem(k) ?? 'null') as { record: string } | null)?.record ?? null, MATCH_KEY);

/** The builder's heart at the size it opened on, as its id. */
async function drawHeart(page: Page): Promise<string> {
  const before = await builderBoard(page);
  await tapControl(page, 'builder:preset:heart');
  await page.waitForFunction((b) => window.cellDivision.builderBoard() !== b, before);
  return (await builderBoard(page))!;
}

/** Settings of a watch of Easy against Medium, and that watch kept 13 moves in, written once. */
function watchedKept(): string {
  const settings = { ...DEFAULT_SETTINGS, mode: 'watch', opponent: 'easy', opponent2: 'medium' };
  return `if (!localStorage.getItem('${MATCH_KEY}')) { localStorage.setItem('cell-division:v1:settings', ${JSON.stringify(JSON.stringify(settings))}); localStorage.setItem('${MATCH_KEY}', ${JSON.stringify(WATCHED)}); }`;
}

test('the builder\'s Play asks before it replaces a watched game in progress; Keep it keeps it', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { ...PHONE, init: watchedKept() });
  await tapControl(page, 'build');
  await scene(page, 'builder');
  const heart = await drawHeart(page);

  // The builder's Play: the menu's question, and Keep it starts nothing.
  await tapControl(page, 'builder:play');
  await has(page, 'confirm:no');
  expect(await texts(page)).toEqual(expect.arrayContaining(['Start a new game?', 'The game in progress (13 moves) will be replaced.']));
  await shot(page, 'builder-replace-question-390');
  await tapControl(page, 'confirm:no');
  await page.waitForFunction(() => !window.cellDivision.controls().some((k) => k.id === 'confirm:no'));
  expect(await page.evaluate(() => window.cellDivision.scene())).toBe('builder');
  expect(await keptRecord(page)).toBe(JSON.parse(WATCHED).record);

  // The who-plays page opened from the builder asks too.
  await tapControl(page, 'builder:who');
  await scene(page, 'menu');
  await has(page, 'play');
  await tapControl(page, 'play');
  await has(page, 'confirm:no');
  expect(await texts(page)).toContain('The game in progress (13 moves) will be replaced.');
  await tapControl(page, 'confirm:no');
  await page.waitForFunction(() => !window.cellDivision.controls().some((k) => k.id === 'confirm:no'));
  expect(await keptRecord(page)).toBe(JSON.parse(WATCHED).record);

  // New game replaces it with a game on the heart.
  await tapControl(page, 'play');
  await has(page, 'confirm:yes');
  await tapControl(page, 'confirm:yes');
  await scene(page, 'board');
  const s = await settle(page);
  expect(s.layout).toBe(heart);
  expect(s.moves).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('the question over the builder at 1280×720 with a mouse and 1024×768 by touch', async () => {
  for (const screen of [{ width: 1280, height: 720, touch: false, tag: '1280' }, { width: 1024, height: 768, dpr: 2, touch: true, tag: '1024' }]) {
    const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { ...screen, init: watchedKept() });
    const tap = (id: string) => (screen.touch ? tapControl(page, id) : clickControl(page, id));
    await tap('build');
    await scene(page, 'builder');
    await tap('builder:play');
    await has(page, 'confirm:no');
    expect(await texts(page)).toContain('The game in progress (13 moves) will be replaced.');
    await shot(page, `builder-replace-question-${screen.tag}`);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('a saved heart played and left with no move is still in the builder, from its Play and from the menu', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), PHONE);
  await tapControl(page, 'build');
  await scene(page, 'builder');
  const heart = await drawHeart(page);
  await tapControl(page, 'builder:save');
  await page.waitForSelector('#text-prompt');
  await page.fill('#text-prompt', 'My heart');
  await tapControl(page, 'confirm:yes');
  await page.waitForFunction(() => window.cellDivision.boards().length === 1);

  // No game in progress: Play starts at once; Menu with no move asks nothing and comes back here.
  await tapControl(page, 'builder:play');
  await scene(page, 'board');
  expect((await settle(page)).layout).toBe(heart);
  await tapControl(page, 'menu');
  await scene(page, 'builder');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.cellDivision.scene())).toBe('builder');
  expect(await builderBoard(page)).toBe(heart);

  // Played from the menu, left with no move, the builder opened from the menu: the heart.
  await tapControl(page, 'builder:back');
  await scene(page, 'menu');
  await has(page, 'play');
  await tapControl(page, 'play');
  await scene(page, 'board');
  expect((await settle(page)).layout).toBe(heart);
  await tapControl(page, 'menu');
  await scene(page, 'menu');
  await has(page, 'build');
  await tapControl(page, 'build');
  await scene(page, 'builder');
  await page.waitForTimeout(300);
  expect(await builderBoard(page)).toBe(heart);
  await shot(page, 'builder-keeps-heart-390');
  expect(errors).toEqual([]);
  await context.close();
});
