// Safe input: restart and leaving a game in progress ask first (where a press places, and sliding
// off cancels, is tests/screens/game/press.test.ts); icon buttons say their names on hover and long-press (a held press still presses on release; sliding off lets go); the how-to-play dialog keeps the
// keyboard inside it.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { clickControl, controls, openGame, pressKey, settle, shot, state } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

const SOLO = { ...DEFAULT_SETTINGS, family: 'square', opponent: 'easy', first: 'you' };
const ids = async (page: Page) => (await controls(page)).map((c) => c.id).sort();
const squareAt = async (page: Page, name: string) =>
  (await page.evaluate((n) => window.cellDivision.square(n), name))!;

async function startBoard(page: Page): Promise<void> {
  await clickControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await settle(page);
}

/** Opens the board, plays c3 by mouse and waits for the opponent's answer to settle. */
async function firstMoveAnswered(page: Page): Promise<void> {
  await startBoard(page);
  const c3 = await squareAt(page, 'c3');
  await page.mouse.click(c3.x, c3.y);
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2);
  await settle(page);
}

test('restart and menu ask first; Esc and No keep the game; the board takes no tap meanwhile', async () => {
  const { page, errors } = await openGame(browser(), inject('gameUrl'), SOLO, { width: 1280, height: 720 });
  await firstMoveAnswered(page);
  await clickControl(page, 'restart');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'));
  expect(await ids(page)).toEqual(['confirm:no', 'confirm:yes']); // the toolbar is under the shade
  await page.waitForTimeout(300);
  await shot(page, 'confirm-restart');
  // Taps on the board and Enter do nothing behind the question.
  const taps = (await page.evaluate(() => window.cellDivision.inputs())).boardTaps;
  const a1 = await squareAt(page, 'a1');
  await page.mouse.click(a1.x, a1.y);
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  expect((await page.evaluate(() => window.cellDivision.inputs())).boardTaps).toBe(taps);
  expect((await state(page)).moves).toHaveLength(2);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !window.cellDivision.controls().some((c) => c.id.startsWith('confirm:')));
  expect((await state(page)).moves).toHaveLength(2);
  await clickControl(page, 'restart');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:no'));
  await clickControl(page, 'confirm:no');
  await page.waitForTimeout(200);
  expect((await state(page)).moves).toHaveLength(2);
  // Tab stays among the question's two buttons.
  await clickControl(page, 'menu');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'));
  await clickControl(page, 'confirm:yes');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  expect(await ids(page)).toContain('resume'); // the game was kept
  await clickControl(page, 'resume');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
  await settle(page);
  await clickControl(page, 'restart');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'));
  await clickControl(page, 'confirm:yes');
  const s = await settle(page);
  expect(s.moves).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});

test('icon buttons say their names on hover and on a long press, whose release still presses them', async () => {
  const { page, errors } = await openGame(browser(), inject('gameUrl'), SOLO, { width: 1280, height: 720 });
  await firstMoveAnswered(page);
  const undo = (await controls(page)).find((c) => c.id === 'undo')!;
  await page.mouse.move(undo.x + undo.width / 2, undo.y + undo.height / 2);
  await page.waitForFunction(() => window.cellDivision.tooltip() === 'Undo');
  await shot(page, 'tooltip-undo');
  // More, held: it is named, and released over it, its sheet opens (a slow click is a click).
  const more = (await controls(page)).find((c) => c.id === 'more')!;
  await page.mouse.move(more.x + more.width / 2, more.y + more.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(700);
  expect(await page.evaluate(() => window.cellDivision.tooltip())).toBe('More');
  await page.mouse.up();
  await page.waitForTimeout(300);
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'sheet:close'));
  expect((await state(page)).moves).toHaveLength(2);
  expect(errors).toEqual([]);
  await page.close();
});

test('how to play: Tab stays inside, Enter presses Got it and never starts a game behind it, Esc closes it', async () => {
  const { page, errors } = await openGame(browser(), inject('gameUrl'), SOLO, { width: 1280, height: 720 });
  await clickControl(page, 'help');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'howto');
  // The dialog's own buttons only: Got it, the guided game, and its pages' Back and Next.
  expect(await ids(page)).toEqual(['close-help', 'howto:back', 'howto:next', 'howto:tutorial']);
  // Enter presses its Got it (tests/ui/keyboard-focus-model.test.ts): back to the menu, no game behind it.
  await page.keyboard.press('Enter');
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => window.cellDivision.scene())).toBe('menu');
  await clickControl(page, 'help');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'howto');
  for (let i = 0; i < 3; i++) await pressKey(page, 'Tab');
  expect(await ids(page)).toEqual(['close-help', 'howto:back', 'howto:next', 'howto:tutorial']);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  expect(await ids(page)).toContain('play');
  expect(errors).toEqual([]);
  await page.close();
});

// One page, resized from the tablet to the phone (the board is laid out afresh for each).
test('by touch: a held finger names a toolbar button, and sliding off it presses nothing; restart asks - 1024x768, then 390x844', async () => {
  const screens = [
    { width: 1024, height: 768, tag: '1024x768' },
    { width: 390, height: 844, tag: '390x844' },
  ];
  // Against Hard on the amber Petri dish: its red cells carry the last-move mark in the screenshots.
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...screens[0]!,
    dpr: 1,
    query: 'layout=petri:5&p1=human&p2=hard',
    scene: 'board',
  });
  await settle(page);
  const at = await squareAt(page, 'c3');
  await page.touchscreen.tap(at.x, at.y);
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2);
  const cdp = await context.newCDPSession(page);
  for (const screen of screens) {
    if (screen !== screens[0]) await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.waitForFunction((w) => window.innerWidth === w, screen.width);
    await settle(page);
    await shot(page, `last-move-red-petri-${screen.tag}`);
    const undo = (await controls(page)).find((c) => c.id === 'undo')!;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: undo.x + undo.width / 2, y: undo.y + undo.height / 2 }],
    });
    await page.waitForFunction(() => window.cellDivision.tooltip() === 'Undo');
    await shot(page, `tooltip-held-undo-${screen.tag}`);
    // Named, the finger slides up off it onto the board's glass and lifts there: Undo lets go.
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: undo.x + undo.width / 2, y: undo.y - undo.height }],
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(400);
    expect((await state(page)).moves, `named, slid off, not pressed, at ${screen.tag}`).toHaveLength(2);
    await tapControl(page, 'restart');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'));
    await page.waitForTimeout(200);
    await shot(page, `confirm-restart-${screen.tag}`);
    await tapControl(page, 'confirm:no');
    await page.waitForTimeout(200);
    expect((await state(page)).moves, `No keeps the game at ${screen.tag}`).toHaveLength(2);
  }
  expect(errors).toEqual([]);
  await context.close();
});
