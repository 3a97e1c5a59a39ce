// The setup page and the words around the board, by touch on a phone, a phone on its side and a
// tablet: Watch two keeps its own first opponent (whom the player plays stays, and the builder's
// Play plays the player's own opponent), a solved board says so with a way to the Solved boards,
// hexagonal boards name their hexagons, and Undo says what it took back.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { launchChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, savedSettings, tapControl, tapSquare } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

// The words are checked in CSS pixels' layout, which a dense screen only draws finer; pixel ratio 1
// draws a ninth of a phone's pixels under software WebGL. The cut card line is checked dense.
const SCREENS = [
  { width: 390, height: 844, dpr: 1, tag: '390x844' },
  { width: 844, height: 390, dpr: 1, tag: '844x390' },
  { width: 1024, height: 768, dpr: 1, tag: '1024x768' },
] as const;
const PHONE = SCREENS[0];
const DENSE_PHONE = { ...PHONE, dpr: 3 };

const texts = (page: Page) => page.evaluate(() => window.cellDivision.texts());
const has = (page: Page, id: string) => page.waitForFunction((c) => window.cellDivision.controls().some((k) => k.id === c), id);
const hasNot = (page: Page, id: string) => page.waitForFunction((c) => !window.cellDivision.controls().some((k) => k.id === c), id);
const saved = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cell-division:v1:settings') ?? '{}') as Record<string, unknown>);
/** Taps a control and waits for the setup page drawn again after it. */
async function choose(page: Page, id: string, next: string): Promise<void> {
  await has(page, id);
  await tapControl(page, id);
  await has(page, next);
}

test('choosing the opponents to watch never changes whom the player plays; the builder\'s Play plays the player\'s own', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { ...DENSE_PHONE, init: savedSettings({ ...DEFAULT_SETTINGS, opponent: 'adaptive' }) });
  await tapControl(page, 'setup');
  await choose(page, 'mode:watch', 'opponent1:expert');
  await choose(page, 'opponent1:expert', 'opponent2:easy');
  await choose(page, 'opponent2:easy', 'opponent1:hard');
  await shot(page, 'setup-watch-two-390x844');
  expect(await saved(page)).toMatchObject({ mode: 'watch', opponent: 'adaptive', opponent1: 'expert', opponent2: 'easy' });
  await tapControl(page, 'setup:done');
  await has(page, 'build');
  // The card's line, cut to the card's width on a phone: "Watch Expert vs…".
  expect((await texts(page)).find((t) => t.startsWith('Watch '))).toMatch(/^Watch Expert vs/);

  // The builder's Play, with the menu set to watching: the player against their own opponent.
  await tapControl(page, 'build');
  await page.waitForFunction(() => window.cellDivision.scene() === 'builder');
  const before = await page.evaluate(() => window.cellDivision.builderBoard());
  await tapControl(page, 'builder:preset:heart');
  await page.waitForFunction((b) => window.cellDivision.builderBoard() !== b, before);
  await tapControl(page, 'builder:play');
  await page.waitForFunction(() => window.cellDivision.scene() === 'board');
  const s = await settle(page);
  expect(s.players[0]).toBe('human');
  expect(s.players[1]).toMatch(/^adaptive/);
  expect(errors).toEqual([]);
  await context.close();
});

test('Undo says what it took back: the move and the opponent\'s reply', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { ...PHONE, query: 'layout=square:5&p1=human&p2=easy', scene: 'board' });
  await settle(page);
  await tapSquare(page, 'c3');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2);
  await settle(page);
  await tapControl(page, 'undo');
  // Every notice shown is kept for the hook: the words are read there, however brief the notice.
  await page.waitForFunction(() => window.cellDivision.notices().length > 0);
  await shot(page, 'undo-notice-390x844');
  expect(await page.evaluate(() => window.cellDivision.notices())).toEqual(["Took back your move and Easy's reply."]);
  expect(errors).toEqual([]);
  await context.close();
});

test.each(SCREENS)('a solved board says perfect play is known and leads to the Solved boards; an unsolved one does not - $tag', async (screen) => {
  const settings = { ...DEFAULT_SETTINGS, layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:4' } };
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { ...screen, init: savedSettings(settings) });
  await tapControl(page, 'setup');
  await choose(page, 'tab:board', 'size:square:4');
  expect(await texts(page)).toContain('Solved: perfect play is known');
  await shot(page, `setup-solved-${screen.tag}`);
  await tapControl(page, 'solved-boards');
  await has(page, 'close-about');
  expect(await texts(page)).toContain('Solved boards');
  await tapControl(page, 'close-about');
  await hasNot(page, 'close-about');

  // square:6 is not in the book: nothing said, no way to the panel from here.
  await choose(page, 'size:square:6', 'size:square:5');
  await hasNot(page, 'solved-boards');
  expect(await texts(page)).not.toContain('Solved: perfect play is known');
  await shot(page, `setup-unsolved-${screen.tag}`);
  expect(errors).toEqual([]);
  await context.close();
});

test.each(SCREENS)('hexagonal sizes are named by their hexagons; the hint caption says its default - $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { ...screen, init: savedSettings({ ...DEFAULT_SETTINGS, family: 'hex', opponent: 'expert' }) });
  await tapControl(page, 'setup');
  await choose(page, 'tab:board', 'size:hex:5');
  const shown = await texts(page);
  expect(shown).toContain('61 hexagons');
  expect(shown.some((t) => /\d+ squares/.test(t))).toBe(false);
  await shot(page, `setup-hex-sizes-${screen.tag}`);
  await choose(page, 'tab:options', 'hints:true');
  expect(await texts(page)).toContain('HINTS AGAINST EXPERT');
  await shot(page, `setup-options-${screen.tag}`);
  await choose(page, 'tab:players', 'opponent:adaptive');
  expect(await texts(page)).toContain('Starts at level 6 of 10, moves up when you win.');
  await shot(page, `setup-players-${screen.tag}`);
  expect(errors).toEqual([]);
  await context.close();
});

// A square:4 game one move from a draw (Easy's last move, the only square left, levels it): the
// person led by 14 after move 15.
const NEAR_DRAW = 'layout=square:4&p1=human&p2=easy&moves=c3.b1.c2.b3.d1.a2.b4.c4.d2.d3.d4.a1.a3.a4.c1';

test.each(SCREENS)('a draw says who led during the game - $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { ...screen, query: NEAR_DRAW, scene: 'board' });
  await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 60_000 });
  await page.waitForFunction(() => (window.cellDivision.results() ?? []).length > 0);
  expect(await page.evaluate(() => window.cellDivision.results())).toContain('You led by 14 after move 15; Easy caught up.');
  await shot(page, `results-draw-lead-${screen.tag}`);
  expect(errors).toEqual([]);
  await context.close();
});
