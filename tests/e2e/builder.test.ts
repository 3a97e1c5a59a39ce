// The board builder by touch: a ring built square by square, drag painting, saving, Play on the
// ring, finding the board again after a reload, and its share link. On a phone: a 12×12 board stays editable, the keyboard
// toggles squares, a pasted text grid loads, and gravity names the column with a gap.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { replayRecord } from '../../src/engine/index.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { solvedText } from '../../src/game/board-builder.ts';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { clickControl, settle, shot, SOON, reloadAsNewVisit } from './harness.ts';
import { openScreen, savedSettings, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

const board = (page: Page) => page.evaluate(() => window.cellDivision.builderBoard());
const centre = async (page: Page, name: string) => {
  const at = await page.evaluate((n) => window.cellDivision.square(n), name);
  if (!at) throw new Error(`square ${name} is not in the builder`);
  return at;
};

/** A real touch drag through the centres of these squares. */
async function drag(page: Page, names: string[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const points = [];
  for (const n of names) points.push(await centre(page, n));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]!] });
  for (const p of points.slice(1)) {
    await page.waitForTimeout(40);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
  }
  await page.waitForTimeout(40);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const RING = ['a1', 'b1', 'c1', 'd1', 'e1', 'a5', 'b5', 'c5', 'd5', 'e5', 'a2', 'a3', 'a4', 'e2', 'e3', 'e4'];
const RING_ID = 'custom:5x5:fc631f8';

test('build a ring by taps at 1024×768, save it, play on it, find it after a reload, open its link', async () => {
  const settings = {
    ...DEFAULT_SETTINGS,
    mode: 'duo',
    layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:5' },
  };
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    init: savedSettings(settings),
  });
  await shot(page, 'builder-menu-1024');
  await tapControl(page, 'build');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'builder');
  // It opens on the menu's board, full 5 × 5.
  expect(await board(page)).toBe('custom:5x5:ffffff8');
  const ids = (await page.evaluate(() => window.cellDivision.controls())).map((c) => c.id);
  for (const id of [
    'builder:rows+',
    'builder:rows-',
    'builder:cols+',
    'builder:cols-',
    'builder:gravity',
    'builder:play',
    'builder:save',
    'builder:share',
    'builder:preset:ring',
    'builder:preset:heart',
  ]) {
    expect(ids).toContain(id);
  }
  // Each tap is taken on a frame of the game's: its board is waited for, not read at once.
  await tapControl(page, 'builder:clear');
  await expect.poll(() => board(page), SOON).toBe('custom:5x5:0000000');
  for (const name of RING) await tapSquare(page, name);
  await expect.poll(() => board(page), SOON).toBe(RING_ID);
  await shot(page, 'builder-ring-1024');

  // A drag paints: the first square decides on, the next ones follow; a second drag takes them off.
  await drag(page, ['b3', 'c3', 'd3']);
  await expect.poll(() => board(page), SOON).toBe('custom:5x5:fc7f1f8');
  await drag(page, ['b3', 'c3', 'd3']);
  await expect.poll(() => board(page), SOON).toBe(RING_ID);
  // The ring preset draws the same ring.
  await tapControl(page, 'builder:preset:heart');
  await expect.poll(() => board(page), SOON).not.toBe(RING_ID);
  await tapControl(page, 'builder:preset:ring');
  await expect.poll(() => board(page), SOON).toBe(RING_ID);
  // The facts: the square count, even moves, and the value the worker solved.
  const solved = `Solved: ${solvedText(solvePosition(replayRecord(RING_ID)).value)}`;
  await page.waitForFunction((text) => window.cellDivision.builderFacts()!.includes(text), solved, {
    timeout: 30_000,
  });
  expect(await page.evaluate(() => window.cellDivision.builderFacts())).toContain('16 squares: 8 moves each');

  await tapControl(page, 'builder:save');
  await page.waitForSelector('#text-prompt');
  expect(await page.inputValue('#text-prompt')).toBe('Board 1');
  // Typed key by key: a space in the name reaches the field, not the game's keyboard.
  await page.fill('#text-prompt', 'My');
  await page.type('#text-prompt', ' ring');
  await tapControl(page, 'confirm:yes');
  await expect
    .poll(() => page.evaluate(() => window.cellDivision.boards()), SOON)
    .toEqual([{ name: 'My ring', id: RING_ID }]);

  // Play starts a game on the built board. (A whole game on a built board by touch, its scores the
  // engine's, to its end and its results, is builder-flow.test.ts's.)
  await tapControl(page, 'builder:play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  expect((await settle(page)).layout).toBe(RING_ID);
  await shot(page, 'builder-ring-game-1024');

  // After a reload the board being built is still there, and the saved board is listed and opens.
  await reloadAsNewVisit(page);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  await tapControl(page, 'build');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'builder');
  expect(await board(page)).toBe(RING_ID);
  await tapControl(page, 'builder:preset:full');
  await tapControl(page, 'builder:boards');
  await expect
    .poll(
      async () =>
        (await page.evaluate(() => window.cellDivision.controls())).find(
          (c) => c.id === 'builder:board:0:open',
        )?.label,
      SOON,
    )
    .toBe('My ring');
  await shot(page, 'builder-boards-1024');
  await tapControl(page, 'builder:board:0:open');
  await expect.poll(() => board(page), SOON).toBe(RING_ID);

  await tapControl(page, 'builder:share');
  await page.waitForFunction(() => window.cellDivision.lastShared() !== null);
  const link = (await page.evaluate(() => window.cellDivision.lastShared()))!;
  expect(link).toContain(`build=${RING_ID}`);
  // The link, loaded in this tab (a second tab would stand behind it at a couple of frames a second).
  await page.goto(link.replace('?', '?fast&'));
  await page.waitForFunction(() => window.cellDivision?.scene() === 'builder', null, { timeout: 30_000 });
  expect(await board(page)).toBe(RING_ID);
  expect(errors).toEqual([]);
  await context.close();
  // A ring tapped square by square, a save, a game, a reload and a link: 77 s alone on a loaded machine.
}, 150_000);

test('on a 390×844 phone a 12×12 board stays editable; keyboard, paste and gravity', async () => {
  const full12 = 'custom:12x12:' + 'f'.repeat(36);
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    query: `build=${full12}`,
    scene: 'builder',
  });
  expect(await board(page)).toBe(full12);
  // The way back to the menu keeps to its icon on an upright phone (named on a hold).
  expect((await page.evaluate(() => window.cellDivision.textSizes())).some((t) => t.text === 'Menu')).toBe(
    false,
  );
  const a1 = await centre(page, 'a1');
  const b1 = await centre(page, 'b1');
  expect(b1.x - a1.x).toBeGreaterThanOrEqual(28);
  // The line over the grid gives its room to the squares here.
  expect(await page.evaluate(() => window.cellDivision.texts())).not.toContain(
    'Tap or drag to turn squares on or off',
  );
  // Every control lies on the screen and is a finger wide.
  for (const c of await page.evaluate(() => window.cellDivision.controls())) {
    expect(c.y + c.height, c.id).toBeLessThanOrEqual(844);
    expect(c.height, c.id).toBeGreaterThanOrEqual(44);
  }
  await tapSquare(page, 'l12');
  await expect.poll(() => board(page), SOON).toBe('custom:12x12:ffe' + 'f'.repeat(33));
  await shot(page, 'builder-12x12-390');

  // The keyboard: the first arrow shows the cursor in the middle, then arrows move it; Space toggles.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press(' ');
  await expect.poll(() => board(page), SOON).not.toBe('custom:12x12:ffe' + 'f'.repeat(33));

  await tapControl(page, 'builder:paste');
  await page.waitForSelector('#text-prompt');
  await page.fill('#text-prompt', '#.#\n#.#\n###');
  await tapControl(page, 'confirm:yes');
  await expect.poll(() => board(page), SOON).toBe('custom:3x3:b78');
  // A pasted mistake is told in a player's words.
  await tapControl(page, 'builder:paste');
  await page.fill('#text-prompt', '##\n#');
  await tapControl(page, 'confirm:yes');
  await page.waitForFunction(() =>
    window.cellDivision.notices().some((n) => n.includes('Row 2 has 1 square but row 1 has 2')),
  );

  // Gravity with a gap: the column is named and Play explains instead of starting.
  await tapSquare(page, 'b2');
  await tapControl(page, 'builder:gravity');
  await expect.poll(() => board(page), SOON).toBe('custom:3x3:bf8:gravity');
  await tapSquare(page, 'a2');
  await tapControl(page, 'builder:play');
  await page.waitForFunction(() => window.cellDivision.notices().some((n) => /column a has a gap/.test(n)));
  expect(await page.evaluate(() => window.cellDivision.scene())).toBe('builder');
  await shot(page, 'builder-gravity-390');
  await tapControl(page, 'builder:back');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  await shot(page, 'builder-menu-390');
  expect(errors).toEqual([]);
  await context.close();
});

test('at 1280×720 with a mouse: gravity on a board with gaps, the columns are named, a drag fills one', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'build=custom:5x5:fc6b1f8',
    scene: 'builder',
  });
  expect(await board(page)).toBe('custom:5x5:fc6b1f8');
  // Where the top row has room, the way back to the menu is named beside its icon.
  expect((await page.evaluate(() => window.cellDivision.textSizes())).some((t) => t.text === 'Menu')).toBe(
    true,
  );
  await clickControl(page, 'builder:gravity');
  await expect.poll(() => board(page), SOON).toBe('custom:5x5:fc6b1f8:gravity');
  await expect
    .poll(() => page.evaluate(() => window.cellDivision.builderFacts()), SOON)
    .toMatch(/columns b, c, d have a gap/);
  await shot(page, 'builder-gravity-1280');
  const from = await centre(page, 'c2');
  const to = await centre(page, 'c4');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  // c2 and c4 painted on (c3 was on already and stays on): column c is one run; b and d still break.
  await expect.poll(() => board(page), SOON).toBe('custom:5x5:fd6b5f8:gravity');
  await expect
    .poll(() => page.evaluate(() => window.cellDivision.builderFacts()), SOON)
    .toMatch(/columns b, d have a gap/);
  expect(errors).toEqual([]);
  await context.close();
});
