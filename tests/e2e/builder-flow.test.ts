// The builder's flow from a player's side: what Play starts is shown in the builder and changed on
// the menu's who-plays page, which comes back to the builder with the board; a game on a built
// board offers to save it, leaving the game comes back to the builder, and the menu's card follows
// the board played (saved or not) but not a board only edited.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { replayRecord, squareName } from '../../src/engine/index.ts';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { controlNamed, settle, shot, SOON } from './harness.ts';
import { openWholeSheet } from './results-sheet.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

const RING_ID = 'custom:5x5:fc631f8';
const HEART = 'custom:5x5:57fee20';
const SETTINGS_KEY = 'cell-division:v1:settings';

/** Settings for a returning player, written once: a reload keeps what the game saved since. */
function settingsOnce(settings: object): string {
  return `if (!localStorage.getItem('${SETTINGS_KEY}')) localStorage.setItem('${SETTINGS_KEY}', ${JSON.stringify(JSON.stringify(settings))});`;
}

const scene = (page: Page, name: string) =>
  page.waitForFunction((n) => window.cellDivision?.scene() === n, name);
const texts = (page: Page) => page.evaluate(() => window.cellDivision.texts());
const builderBoard = (page: Page) => page.evaluate(() => window.cellDivision.builderBoard());
const control = async (page: Page, id: string) =>
  (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === id);

/** Plays the game in sight to its end by touch, the person's moves spread over the legal squares; its scores the engine's. */
async function playThrough(page: Page): Promise<void> {
  let s = await settle(page);
  while (!s.over) {
    const position = replayRecord([s.rules, ...s.moves].join(' '));
    const moves = position.legalMoveList();
    await tapSquare(page, squareName(position.layout, moves[(s.moves.length * 7) % moves.length]!));
    await page.waitForFunction((n) => {
      const now = window.cellDivision.state()!;
      return now.moves.length > n || now.over;
    }, s.moves.length);
    s = await settle(page);
  }
  // The built board's scores are the engine's.
  const engine = replayRecord([s.rules, ...s.moves].join(' '));
  expect(s.scores).toEqual([engine.score(1), engine.score(2)]);
  await scene(page, 'results');
}

test("at 1024×768: the builder says who plays, Change picks it on the menu's page and comes back; the results save the board; the card follows it", async () => {
  // The last game was a watched one: the playtester's trap.
  const settings = {
    ...DEFAULT_SETTINGS,
    mode: 'watch',
    opponent: 'medium',
    opponent1: 'easy',
    layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:5' },
  };
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    init: settingsOnce(settings),
  });
  const cardBefore = await texts(page);
  await tapControl(page, 'build');
  await scene(page, 'builder');
  await tapControl(page, 'builder:preset:ring');
  await expect.poll(() => builderBoard(page), SOON).toBe(RING_ID);
  // A person plays a board being built: against the player's own opponent (Medium), not the watched pair (Easy vs Hard).
  expect(await texts(page)).toContain('You vs Medium · you move first');

  // Change opens the menu's who-plays page (no board tab: the board is the one being built).
  await tapControl(page, 'builder:who');
  await scene(page, 'menu');
  const tabs = (await page.evaluate(() => window.cellDivision.controls()))
    .map((c) => c.id)
    .filter((id) => id.startsWith('tab:'));
  expect(tabs).toEqual(['tab:players', 'tab:rules']);
  await tapControl(page, 'mode:solo');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'first:opponent'));
  await tapControl(page, 'first:opponent');
  await tapControl(page, 'setup:done');
  await scene(page, 'builder');
  expect(await builderBoard(page)).toBe(RING_ID);
  expect(await texts(page)).toContain('You vs Medium · Medium moves first');
  await tapControl(page, 'builder:who');
  await scene(page, 'menu');
  await tapControl(page, 'first:you');
  await tapControl(page, 'setup:done');
  await scene(page, 'builder');
  expect(await texts(page)).toContain('You vs Medium · you move first');
  await shot(page, 'builder-who-plays-1024');

  // Back to the menu without playing: the card's board is as it was (who plays is the new choice).
  await tapControl(page, 'builder:back');
  await scene(page, 'menu');
  expect(cardBefore).toContain('Square 5×5');
  const card = await texts(page);
  expect(card).toEqual(expect.arrayContaining(['You vs Medium', 'Strength ●●○○○', 'Square 5×5']));
  expect(card.filter((t) => /ring|your board/i.test(t))).toEqual([]);

  // Play starts at once with that choice, on the ring.
  await tapControl(page, 'build');
  await scene(page, 'builder');
  await tapControl(page, 'builder:play');
  await scene(page, 'board');
  const s = await settle(page);
  expect(s.layout).toBe(RING_ID);
  expect(s.players).toEqual(['human', 'medium']);
  // Where the board's way out stands (its top corner): the results put aside keep their Menu there.
  const corner = (await control(page, 'menu'))!;
  await playThrough(page);

  // The results offer to save the unsaved board in their More, by the builder's flow.
  expect((await controlNamed(page, 'save-board')).label).toBe('Save this board');
  await shot(page, 'builder-results-save-1024');
  await tapControl(page, 'save-board');
  await page.waitForSelector('#text-prompt');
  expect(await page.inputValue('#text-prompt')).toBe('Board 1');
  await page.fill('#text-prompt', 'Ring');
  await tapControl(page, 'confirm:yes');
  await page.waitForFunction(() => window.cellDivision.boards().length === 1);
  expect(await page.evaluate(() => window.cellDivision.boards())).toEqual([{ name: 'Ring', id: RING_ID }]);
  expect(await controlNamed(page, 'save-board')).toMatchObject({ label: 'Saved', enabled: false });

  // The results offer both ways out in More, the builder and the menu; so does the board with the
  // results put aside, where Menu stands in the corner the board showed it in (not jumping to the bar).
  expect((await controlNamed(page, 'builder')).label).toBe('Builder');
  expect((await controlNamed(page, 'menu')).label).toBe('Menu');
  await tapControl(page, 'sheet:close');
  await tapControl(page, 'see-board');
  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => c.id === 'results:menu'),
    null,
    { timeout: 20_000 },
  );
  expect((await control(page, 'results:builder'))?.label).toBe('Builder');
  const asideMenu = (await control(page, 'results:menu'))!;
  expect(asideMenu.label).toBe('Menu');
  await shot(page, 'builder-results-aside-1024');
  // The same place and size as the board's own way out.
  for (const k of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(asideMenu[k] - corner[k]), JSON.stringify({ corner, asideMenu })).toBeLessThan(1.5);
  await tapControl(page, 'results:builder');
  await scene(page, 'builder');
  expect(await builderBoard(page)).toBe(RING_ID);

  // The menu's card now shows the ring by its name, and its Yours tab lists it chosen.
  await tapControl(page, 'builder:back');
  await scene(page, 'menu');
  expect(await texts(page)).toContain('Ring, 16 squares');
  await tapControl(page, 'setup');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'tab:board'));
  await page.waitForTimeout(100);
  await tapControl(page, 'tab:board');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'saved:0'));
  expect(await control(page, 'family:yours')).toBeTruthy();
  expect((await control(page, 'saved:0'))?.label).toContain('Ring');
  await tapControl(page, 'play');
  await scene(page, 'board');
  expect((await settle(page)).layout).toBe(RING_ID);
  expect(errors).toEqual([]);
  await context.close();
});

test('at 390×844: the counts by their steppers, readable facts; an unsaved board played stays on the card after a reload; Save this board on the results', async () => {
  const settings = {
    ...DEFAULT_SETTINGS,
    mode: 'duo',
    layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:5' },
  };
  const { page, context, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    init: settingsOnce(settings),
    query: `build=${HEART}`,
    scene: 'builder',
  });
  const shown = await texts(page);
  expect(shown).toContain('Rows 5');
  expect(shown).toContain('Cols 5');
  await tapControl(page, 'builder:rows+');
  await tapControl(page, 'builder:cols-');
  await page.waitForFunction(
    () => window.cellDivision.texts().includes('Rows 6') && window.cellDivision.texts().includes('Cols 4'),
  );
  await tapControl(page, 'builder:rows-');
  await page.waitForFunction(() => window.cellDivision.texts().includes('Rows 5'));
  await tapControl(page, 'builder:cols+');
  await page.waitForFunction(() => window.cellDivision.texts().includes('Cols 5'));
  // The column taken off and put back came back empty: a board changed by hand, so Heart asks first.
  await tapControl(page, 'builder:preset:heart');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'));
  await tapControl(page, 'confirm:yes');
  await page.waitForFunction((h) => window.cellDivision.builderBoard() === h, HEART);
  // Each count stands between the screen's edge and its steppers, on the screen.
  const ids = await page.evaluate(() => window.cellDivision.controls());
  const rowsPlus = ids.find((c) => c.id === 'builder:rows+')!;
  const colsPlus = ids.find((c) => c.id === 'builder:cols+')!;
  expect(colsPlus.x + colsPlus.width).toBeLessThanOrEqual(390);
  expect(rowsPlus.x + rowsPlus.width).toBeLessThan(ids.find((c) => c.id === 'builder:cols-')!.x);
  // The facts (square count, the moves each player gets) and who plays, at least 12 CSS px.
  const sizes = await page.evaluate(() => window.cellDivision.textSizes());
  for (const want of [
    /squares: (player 1 gets \d+ moves, player 2 gets \d+|\d+ moves each)/,
    /Rows 5/,
    /Player 1 vs Player 2 · Player 1 moves first/,
    /^Tap or drag to turn squares on or off$/,
  ]) {
    const t = sizes.find((x) => want.test(x.text));
    expect(t, String(want)).toBeTruthy();
    expect(t!.css, t!.text).toBeGreaterThanOrEqual(12);
  }
  await shot(page, 'builder-flow-390');

  // Played and left mid-game: back to the builder, the board intact.
  await tapControl(page, 'builder:play');
  await scene(page, 'board');
  expect((await settle(page)).layout).toBe(HEART);
  await tapSquare(page, 'c2');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 1);
  await tapControl(page, 'menu');
  await tapControl(page, 'confirm:yes');
  await scene(page, 'builder');
  expect(await builderBoard(page)).toBe(HEART);

  // The card shows the unsaved board, after a reload too, with no "no longer saved" notice.
  await tapControl(page, 'builder:back');
  await scene(page, 'menu');
  expect(await texts(page)).toContain('Your board, 16 squares');
  await page.goto(`${inject('gameUrl')}?fast`);
  await scene(page, 'menu');
  expect(await texts(page)).toContain('Your board, 16 squares');
  expect(await page.evaluate(() => window.cellDivision.notices())).toEqual([]);
  await shot(page, 'builder-card-390');

  // A two-square board played to its end: the results offer to save it, on a phone too.
  await tapControl(page, 'build');
  await scene(page, 'builder');
  expect(await builderBoard(page)).toBe(HEART);
  await tapControl(page, 'builder:clear');
  await page.waitForFunction(() => window.cellDivision.builderBoard() === 'custom:5x5:0000000');
  await tapSquare(page, 'a1');
  await page.waitForFunction(() => window.cellDivision.builderBoard() !== 'custom:5x5:0000000');
  await tapSquare(page, 'b1');
  await page.waitForFunction(() => window.cellDivision.builderFacts()!.startsWith('2 squares'));
  // The heart game left after one move is still kept, so Play asks before replacing it.
  await tapControl(page, 'builder:play');
  await page.waitForFunction(() => window.cellDivision.controls().some((k) => k.id === 'confirm:yes'));
  expect(await texts(page)).toContain('The game in progress (1 move) will be replaced.');
  await tapControl(page, 'confirm:yes');
  await scene(page, 'board');
  await playThrough(page);
  await openWholeSheet(page);
  // In the results' More, whose sheet stands within the phone's width.
  const save = await controlNamed(page, 'save-board');
  expect(save.label).toBe('Save this board');
  expect(save.x + save.width).toBeLessThanOrEqual(390);
  await shot(page, 'builder-results-save-390');
  expect(errors).toEqual([]);
  await context.close();
});
