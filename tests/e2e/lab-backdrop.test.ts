// The lab behind every screen (src/ui/lab-layer.ts) in a real page: laid under the game's canvas,
// its slide painted, its cells drifting at the players' pace, still for a player who asks for less
// motion and at the tests' speed, and kept (not made again) when the scene changes; and after a game,
// nothing of its board left painted under the menu and the setup (underlay.ts). How it looks is
// checked on its tokens in Node (tests/ui/look-tokens.test.ts) and in docs/look.md's pictures.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';
import { shot } from './harness.ts';
import { randomGameWhere } from './random-games.ts';

const browser = useChromium();

/** The first drifting cell's transform now, and whether the lab lies under the canvas. */
const lab = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('cell-division-lab');
    // The game's own canvas: the last one in its element (the lab and the underlay go before it).
    const canvas = [...document.querySelectorAll('#game > canvas')].at(-1) ?? null;
    const cell = root?.querySelector('.lab-cell') as HTMLCanvasElement | null;
    const slide = root?.querySelector('.lab-slide') as HTMLCanvasElement | null;
    return {
      under: !!root && !!canvas && root.compareDocumentPosition(canvas) === Node.DOCUMENT_POSITION_FOLLOWING,
      zIndex: root ? getComputedStyle(root).zIndex : null,
      painted: !!slide && slide.width > 0,
      cells: root?.querySelectorAll('.lab-cell').length ?? 0,
      transform: cell ? getComputedStyle(cell).transform : null,
    };
  });

test('the lab lies under the game, its cells drift at the players’ pace and hold still when asked', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 844,
    height: 390,
    fast: false,
  });
  const first = await lab(page);
  expect(first).toMatchObject({ under: true, zIndex: '-2', painted: true, cells: 6 });
  await expect.poll(async () => (await lab(page)).transform, { timeout: 10_000 }).not.toBe(first.transform);
  // The same lab after a scene change: made once per page.
  await page.evaluate(
    () =>
      ((window as unknown as { labSeen: unknown }).labSeen = document.getElementById('cell-division-lab')),
  );
  await tapControl(page, 'setup');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'setup:done'));
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { labSeen: unknown }).labSeen === document.getElementById('cell-division-lab'),
    ),
  ).toBe(true);
  // Less motion asked: the cells stand still.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const still = (await lab(page)).transform;
  await page.waitForTimeout(1500);
  expect((await lab(page)).transform).toBe(still);
  expect(errors).toEqual([]);
  await context.close();
}, 60_000);

test('at the tests’ speed the lab’s cells stand still', async () => {
  const { context, page } = await openScreen(browser(), inject('gameUrl'), { width: 390, height: 844 });
  const before = (await lab(page)).transform;
  await page.waitForTimeout(1500);
  expect((await lab(page)).transform).toBe(before);
  await context.close();
}, 60_000);

/** Whether the underlay is shown at all: hidden from its wipe until its owner paints a vessel on it. */
const underlayShown = (page: Page) =>
  page.evaluate(() => {
    const layer = document.getElementById('cell-division-underlay');
    return !!layer && getComputedStyle(layer).visibility !== 'hidden';
  });

/** How many pixels of the underlay (where the boards' vessels are painted) are inked inside `box` (CSS px). */
const vesselInk = (page: Page, box: { x: number; y: number; width: number; height: number }) =>
  page.evaluate((b) => {
    const layer = document.getElementById('cell-division-underlay') as HTMLCanvasElement | null;
    if (!layer) return 0;
    const k = layer.width / layer.getBoundingClientRect().width;
    const d = layer
      .getContext('2d')!
      .getImageData(
        Math.round(b.x * k),
        Math.round(b.y * k),
        Math.round(b.width * k),
        Math.round(b.height * k),
      ).data;
    let ink = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) ink++;
    return ink;
  }, box);

test('after a game the menu and the setup stand on the lab, not on the finished board’s vessel', async () => {
  const moves = randomGameWhere('square:4', (p) => p.scores[2]! > p.scores[1]!);
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    query: `layout=square:4&p1=easy&p2=human&moves=${moves.slice(0, -1).join('.')}`,
    scene: 'board',
  });
  const board = (await page.evaluate(() => window.cellDivision.boardGlass()))!;
  await tapSquare(page, moves.at(-1)!);
  await page.waitForFunction(() => window.cellDivision.scene() === 'results');
  // Under the results the finished board's vessel is painted under the canvas (what could stay).
  expect(await vesselInk(page, board)).toBeGreaterThan(board.width * board.height * 0.5);
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'more'));
  await tapControl(page, 'more');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'menu'));
  await tapControl(page, 'menu');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'setup'));
  expect(await vesselInk(page, board)).toBe(0);
  // The canvas is clear where no screen draws: a board or results left drawing would show through it.
  expect(await page.evaluate(() => window.cellDivision.scenesDrawn())).toEqual(['menu']);
  await tapControl(page, 'setup');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'setup:done'));
  expect(await vesselInk(page, board)).toBe(0);
  expect(await page.evaluate(() => window.cellDivision.scenesDrawn())).toEqual(['menu']);
  expect(errors).toEqual([]);
  await context.close();
}, 90_000);

test('the reviewer’s path from a finished two-person beaker game to Settings: nothing of the board under them', async () => {
  // Two people on one phone, beaker 6×7: the results' ✕, Menu, How to play, Got it, Settings.
  const moves = randomGameWhere('beaker:6x7', (p) => p.scores[2]! > p.scores[1]!);
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 3,
    query: `layout=beaker:6x7&p1=human&p2=human&moves=${moves.slice(0, -1).join('.')}`,
    scene: 'board',
  });
  const board = (await page.evaluate(() => window.cellDivision.boardGlass()))!;
  await tapSquare(page, moves.at(-1)!);
  await page.waitForFunction(() => window.cellDivision.scene() === 'results');
  expect(await underlayShown(page)).toBe(true);
  for (const [id, next] of [
    ['see-board', 'results:menu'],
    ['results:menu', 'help'],
    ['help', 'close-help'],
    ['close-help', 'options'],
    ['options', 'setup:done'],
  ] as const) {
    await page.waitForFunction((i) => window.cellDivision.controls().some((c) => c.id === i), id);
    await tapControl(page, id);
    await page.waitForFunction((i) => window.cellDivision.controls().some((c) => c.id === i), next);
  }
  // Settings over the lab alone: no vessel painted or shown under the canvas, no other scene drawing.
  expect(await vesselInk(page, board)).toBe(0);
  expect(await underlayShown(page)).toBe(false);
  expect(await page.evaluate(() => window.cellDivision.scenesDrawn())).toEqual(['menu']);
  await shot(page, 'lab-settings-after-beaker-390x844');
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
