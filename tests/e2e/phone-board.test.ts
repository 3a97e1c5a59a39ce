// An upright touch phone's board screen: the boards a new player meets take the screen's width
// (their glass at least 88% of it) with squares of at least 44 CSS px, one real tap places, the
// board and its labels stay on the screen between the opponent's panel above and the person's
// panel below (as on lichess), over one bottom bar of at most five
// icons, whose More opens the sheet with the rest. The layout's sums for every board and phone
// are in tests/screens/game/board-fit.test.ts; this checks them in Chromium. One page per screen.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, savedSettings, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const below = (a: Box, b: Box) => a.y >= b.y + b.height - 0.5;

/** The board's squares (those with a centre) and labels as boxes on the page, and the side of a square. */
async function boardBoxes(page: Page): Promise<{ square: number; boxes: Box[] }> {
  const names = Array.from({ length: 8 }, (_, c) =>
    Array.from({ length: 8 }, (_, r) => `${String.fromCharCode(97 + c)}${r + 1}`),
  ).flat();
  const centres = (await page.evaluate((ns) => ns.map((n) => window.cellDivision.square(n)), names)).filter(
    (c) => c !== null,
  );
  const [c1, d1] = (await page.evaluate(() => ['c1', 'd1'].map((n) => window.cellDivision.square(n)!)))!;
  const square = Math.hypot(d1!.x - c1!.x, d1!.y - c1!.y);
  const boxes: Box[] = centres.map((c) => ({
    x: c.x - square / 2,
    y: c.y - square / 2,
    width: square,
    height: square,
  }));
  boxes.push(...(await page.evaluate(() => window.cellDivision.boardLabels()))!);
  return { square, boxes };
}

test('390×844 upright touch against the expert with the forecast shown: squares of 44 CSS px in the page, the block in the middle, a tap while the expert thinks kept for the turn, a refused tap told off the squares', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    touch: true,
    init: savedSettings({ forecast: { solo: true } }),
    query: 'layout=square:8&p1=human&p2=expert',
    scene: 'board',
  });
  await settle(page);
  await expect
    .poll(() => page.evaluate(() => window.cellDivision.forecast()), { timeout: 30_000 })
    .not.toBeNull();
  const { square, boxes } = await boardBoxes(page);
  expect(square, `squares of ${square} CSS px`).toBeGreaterThanOrEqual(44);
  const hud = [
    ...(await page.evaluate(() => window.cellDivision.scorePanels()))!,
    (await page.evaluate(() => window.cellDivision.statusBox()))!,
  ];
  // The way out in the top corner first, then the bar at the foot.
  const shown = await page.evaluate(() => window.cellDivision.controls());
  const exit = shown.at(-1);
  const bar = shown.slice(0, -1);
  expect(exit!.id).toBe('menu');
  const barTop = Math.min(...bar.map((c) => c.y));
  for (const b of [...boxes, ...hud])
    expect(exit!.y + exit!.height, `the way out over ${JSON.stringify(b)}`).toBeLessThanOrEqual(b.y + 0.5);
  for (const b of [...boxes, ...hud])
    expect(b.y + b.height, `${JSON.stringify(b)} above the bar at ${barTop}`).toBeLessThanOrEqual(
      barTop + 0.5,
    );
  // As on lichess: the opponent's panel and the status line right above the board, the person's
  // panel right below it; no empty band alone at the top: the height left over the top panel
  // (counted from the top bar's foot, the way out) is no more than the height under the bottom one.
  const boardFoot = Math.max(...boxes.map((b) => b.y + b.height));
  const boardTop = Math.min(...boxes.map((b) => b.y));
  const [mine, theirs, status] = hud as [Box, Box, Box];
  expect(mine.y, "the person's panel under the board").toBeGreaterThanOrEqual(boardFoot - 0.5);
  expect(theirs.y + theirs.height, "the expert's panel over the board").toBeLessThanOrEqual(boardTop + 0.5);
  // No band between the status line (and the forecast's strip) and the board: the notices have theirs under the person's panel.
  const strip = (await page.evaluate(() => window.cellDivision.forecastBar()))!.box;
  const statusFoot = Math.max(status.y + status.height, strip.y + strip.height);
  expect(boardTop - statusFoot, 'the board right under the status line and the forecast').toBeLessThan(30);
  const over = theirs.y - (exit!.y + exit!.height);
  const under = barTop - (mine.y + mine.height);
  expect(over, `${over} over, ${under} under`).toBeLessThanOrEqual(under + 2);
  // A tap while the expert thinks is kept for the turn (its faint cell marks it), and played once
  // the expert's move is in, unless the expert took that square: no words over the board.
  await tapSquare(page, 'd4');
  await tapSquare(page, 'a1');
  const replied = await page.waitForFunction(
    () => {
      const s = window.cellDivision.state();
      return s && s.moves.length >= 2 ? s.moves[1] : null;
    },
    null,
    { timeout: 30_000 },
  );
  const reply = (await replied.jsonValue())!;
  if (reply !== 'a1')
    await expect
      .poll(() => page.evaluate(() => window.cellDivision.state()!.moves[2] ?? null), { timeout: 10_000 })
      .toBe('a1');
  await page.waitForFunction(
    () => {
      const s = window.cellDivision.state();
      return s !== null && s.moves.length % 2 === 0 && !s.busy;
    },
    null,
    { timeout: 30_000 },
  );
  await settle(page);
  // A tap on a taken square is told in the board's place for notices, over no square and no label.
  await tapSquare(page, reply);
  // The notice and its box read at once: at the tests' speed it does not stay long.
  const told = (await (
    await page.waitForFunction(() =>
      /taken/.test(window.cellDivision.notice() ?? '') ? window.cellDivision.noticeBox() : null,
    )
  ).jsonValue())!;
  for (const b of boxes)
    expect(
      told.x >= b.x + b.width ||
        b.x >= told.x + told.width ||
        told.y >= b.y + b.height ||
        b.y >= told.y + told.height,
      `the notice ${JSON.stringify(told)} over ${JSON.stringify(b)}`,
    ).toBe(true);
  expect(told.x).toBeGreaterThanOrEqual(0);
  expect(told.x + told.width).toBeLessThanOrEqual(390);
  await shot(page, 'phone-board-square8-expert-forecast-390x844');
  expect(errors).toEqual([]);
  await context.close();
});

test.each([
  [390, 844, ['square:6', 'square:8', 'flask:8x3', 'petri:7', 'hex:4', 'beaker:6x7']],
  [360, 740, ['square:8', 'hex:4']],
] as const)(
  '%i×%i upright touch: the board takes the width, one tap places, one bar',
  async (width, height, layouts) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width,
      height,
      dpr: 1,
      touch: true,
      query: `layout=${layouts[0]}&p1=human&p2=easy`,
      scene: 'board',
    });
    for (const layout of layouts) {
      if (layout !== layouts[0])
        expect(
          await page.evaluate((q) => window.cellDivision.openMatch(q), `layout=${layout}&p1=human&p2=easy`),
        ).toBe(true);
      await settle(page);
      const { square, boxes } = await boardBoxes(page);
      const glass = (await page.evaluate(() => window.cellDivision.boardGlass()))!;
      if (width === 390) {
        expect(square, `${layout}: squares of ${square} CSS px`).toBeGreaterThanOrEqual(44);
        expect(glass.width / width, `${layout}: glass ${glass.width} px wide`).toBeGreaterThanOrEqual(0.88);
      } else expect(square, `${layout}: squares of ${square} CSS px`).toBeGreaterThanOrEqual(40);
      for (const b of boxes)
        expect(b.x >= 0 && b.x + b.width <= width, `${layout}: ${JSON.stringify(b)} inside the screen`).toBe(
          true,
        );
      const hud = [
        ...(await page.evaluate(() => window.cellDivision.scorePanels()))!,
        (await page.evaluate(() => window.cellDivision.statusBox()))!,
      ];
      // During play, the way out in the top corner over the HUD, and one bottom bar of five under the
      // board and its labels, each named under its icon (at 13 CSS px or more, inside its button).
      const all = await page.evaluate(() => window.cellDivision.controls());
      // Squares under a finger's 44 px get the zoom control at the board's corner, outside the bar.
      expect(
        all.some((c) => c.id === 'zoom-in'),
        `${layout}: the zoom control with squares of ${square} CSS px`,
      ).toBe(square < 44);
      const shown = all.filter((c) => c.id !== 'zoom-in');
      const exit = shown.at(-1);
      const bar = shown.slice(0, -1);
      // Best moves and How to play each in a place of their own from the first move.
      expect(shown.map((c) => c.id)).toEqual(['undo', 'hint', 'overlay', 'help', 'more', 'menu']);
      expect(Math.min(exit!.width, exit!.height)).toBeGreaterThanOrEqual(44);
      for (const h of hud) expect(below(h, exit!), `Menu over the HUD's ${JSON.stringify(h)}`).toBe(true);
      for (const c of bar) {
        expect(Math.min(c.width, c.height), `${c.id} a finger's size`).toBeGreaterThanOrEqual(44);
        expect(c.y + c.height).toBeLessThanOrEqual(height + 0.5);
        const cap = c.caption!;
        expect(cap.css, `${c.id}'s name readable`).toBeGreaterThanOrEqual(12.9);
        expect(
          cap.x >= c.x - 0.5 && cap.x + cap.width <= c.x + c.width + 0.5,
          `${c.id}'s name "${cap.text}" inside its button`,
        ).toBe(true);
      }
      // The opponent's panel and the status line over the board, the person's panel under it.
      const [mine, ...over] = hud as [Box, Box, Box];
      for (const b of boxes) {
        for (const h of over)
          expect(below(b, h), `${layout}: ${JSON.stringify(b)} under the HUD's ${JSON.stringify(h)}`).toBe(
            true,
          );
        expect(below(mine, b), `${layout}: ${JSON.stringify(b)} over the person's panel`).toBe(true);
        for (const t of bar)
          expect(below(t, b), `${layout}: ${JSON.stringify(b)} above the bar's ${t.id}`).toBe(true);
      }
      // One real tap on a square places there.
      const d1 = (await page.evaluate(() => window.cellDivision.square('d1')))!;
      await page.touchscreen.tap(d1.x, d1.y);
      const s = await settle(page);
      expect(s.moves[0], `${layout}: one tap placed`).toBe('d1');
      await shot(page, `phone-board-${layout.replace(':', '')}-${width}x${height}`);
    }
    // More opens the sheet with the rest; its ✕ closes it.
    await tapControl(page, 'more');
    await page.waitForFunction(() => window.cellDivision.dialog()?.kind === 'sheet');
    expect((await page.evaluate(() => window.cellDivision.controls())).map((c) => c.id)).toEqual([
      'sheet:close',
      'restart',
      'share',
      'sound',
      'fullscreen',
    ]);
    await shot(page, `phone-board-sheet-${width}x${height}`);
    await tapControl(page, 'sheet:close');
    await page.waitForFunction(() => window.cellDivision.dialog() === null);
    // A few moves on, every button is where it was and means what it meant: How to play stays.
    const third = 'layout=square:5&p1=human&p2=easy&moves=a1.e5.b1.d5';
    expect(await page.evaluate((q) => window.cellDivision.openMatch(q), third)).toBe(true);
    await settle(page);
    const ids = async () => (await page.evaluate(() => window.cellDivision.controls())).map((c) => c.id);
    expect(await ids()).toEqual(['undo', 'hint', 'overlay', 'help', 'more', 'menu']);
    const c3 = (await page.evaluate(() => window.cellDivision.square('c3')))!;
    await page.touchscreen.tap(c3.x, c3.y);
    await settle(page);
    expect(await ids()).toEqual(['undo', 'hint', 'overlay', 'help', 'more', 'menu']);
    await shot(page, `phone-board-offered-${width}x${height}`);
    expect(errors).toEqual([]);
    await context.close();
  },
  // Six boards on one page, each laid out, tapped and settled, under software WebGL.
  180_000,
);
