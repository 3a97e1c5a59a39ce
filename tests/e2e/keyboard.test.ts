// Keys pressed quickly on the board: each key does exactly one thing, on the target it was aimed
// at. Phaser hands every key event of a frame over again with each later one, so keys that arrive
// within one frame are the hard case; they are sent here in a single page task, which makes them
// land between the same two frames every time (real key presses only do so by chance).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { settle, SOON, state, twoFrames } from './harness.ts';
import { openScreen, savedSettings } from './tablet-page.ts';

const browser = useChromium();

const settings = {
  ...DEFAULT_SETTINGS,
  mode: 'duo',
  family: 'beaker',
  layouts: { ...DEFAULT_SETTINGS.layouts, beaker: 'beaker:4x5' },
};

/** A board of a two-person game on beaker:4x5, by keyboard alone, with the cursor shown. */
async function openBoard(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 800,
    touch: false,
    init: savedSettings(settings),
  });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await settle(page);
  await page.keyboard.press('ArrowLeft'); // the first arrow only shows the cursor
  return { page, errors, close: () => context.close() };
}

/** Waits for the count of moves to leave `was`: the game takes keys on its next frame, so settling at once could come before them. */
function movesLeave(page: Page, was: number): Promise<unknown> {
  return page.waitForFunction((n) => window.cellDivision.state()!.moves.length !== n, was, SOON);
}

/**
 * Presses the keys (each down then up) in one task of the page, so that no frame runs between
 * them. Returns whether Undo was enabled right after the last key, in the same task.
 */
function pressInOneFrame(page: Page, keys: string[]): Promise<boolean> {
  return page.evaluate((names) => {
    // Playwright's key names: the event's `key` is the same but for Space.
    const keyCodes: Record<string, number> = {
      Tab: 9,
      Enter: 13,
      Space: 32,
      ArrowLeft: 37,
      ArrowUp: 38,
      ArrowRight: 39,
      ArrowDown: 40,
    };
    const target = document.activeElement ?? document.body;
    for (const code of names) {
      const key = code === 'Space' ? ' ' : code;
      for (const type of ['keydown', 'keyup']) {
        target.dispatchEvent(
          new KeyboardEvent(type, { key, code, keyCode: keyCodes[code], bubbles: true, cancelable: true }),
        );
      }
    }
    return window.cellDivision.controls().some((c) => c.id === 'undo' && c.enabled);
  }, keys);
}

test('keys in one frame - an arrow then Enter move once and play once', async () => {
  const { page, errors, close } = await openBoard();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 1);
  const [first] = (await settle(page)).moves;
  expect(first).toBe('c1'); // the cursor starts over the middle one of five columns
  // Handled more than once, the arrow would go on to column a and Enter would play twice.
  await pressInOneFrame(page, ['ArrowLeft', 'Enter']);
  await movesLeave(page, 1);
  expect((await settle(page)).moves).toEqual(['c1', 'b1']);
  await pressInOneFrame(page, ['ArrowRight', 'Space']);
  await movesLeave(page, 2);
  expect((await settle(page)).moves).toEqual(['c1', 'b1', 'c2']);
  expect(await page.evaluate(() => window.cellDivision.inputs())).toEqual({
    boardTaps: 0,
    accepted: 3,
    refused: 0,
  });
  expect(errors).toEqual([]);
  await close();
});

test("keys in one frame - Tab then Enter press Undo, not the bar's next button", async () => {
  const { page, errors, close } = await openBoard();
  for (const key of ['Enter', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2);
  expect((await settle(page)).moves).toEqual(['c1', 'd1']);
  await pressInOneFrame(page, ['Tab', 'Enter']);
  await movesLeave(page, 2);
  expect((await settle(page)).moves).toEqual(['c1']);
  expect(await page.evaluate(() => window.cellDivision.lastShared())).toBeNull();
  expect(errors).toEqual([]);
  await close();
});

test('Undo is enabled the moment a move is played - Tab right after a first move reaches it', async () => {
  const { page, errors, close } = await openBoard();
  expect((await state(page)).moves).toEqual([]);
  // Enter plays the first move; in the same task Undo must already take a press.
  expect(await pressInOneFrame(page, ['Enter'])).toBe(true);
  // Tab, Enter while the cell still animates: Undo (a disabled Undo would be passed over, and
  // Enter would press Hint, the bar's next, which takes no move back).
  await pressInOneFrame(page, ['Tab', 'Enter']);
  await movesLeave(page, 1);
  expect((await settle(page)).moves).toEqual([]);
  expect(await page.evaluate(() => window.cellDivision.lastShared())).toBeNull();
  expect(errors).toEqual([]);
  await close();
});

test('Enter on a focused Undo that has gone grey does nothing - it does not play on the board', async () => {
  const { page, errors, close } = await openBoard();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 1);
  await settle(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // Undo: back to an empty board, where Undo is disabled
  await movesLeave(page, 1);
  expect((await settle(page)).moves).toEqual([]);
  await page.keyboard.press('Enter');
  // The game takes keys on its next frame: two frames let it show any move it took.
  await twoFrames(page);
  expect((await settle(page)).moves).toEqual([]);
  // An arrow hands the keys back to the board.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 1);
  expect((await settle(page)).moves).toEqual(['d1']);
  expect(errors).toEqual([]);
  await close();
});
