// An upright phone's board takes the screen's width: its squares span at least 79% of it (with a
// full margin on both sides they spanned 76%), while the board, its labels, the HUD, the status
// line and the toolbar keep clear of one another. One page per screen; the boards open in it.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const below = (a: Box, b: Box) => a.y >= b.y + b.height;

/** The board's squares and labels as boxes on the page, and the side of a square. */
async function boardBoxes(page: Page, cols: number, rows: number): Promise<{ square: number; boxes: Box[] }> {
  const names = Array.from({ length: cols }, (_, c) =>
    Array.from({ length: rows }, (_, r) => `${String.fromCharCode(97 + c)}${r + 1}`),
  ).flat();
  const centres = await page.evaluate((ns) => ns.map((n) => window.cellDivision.square(n)), names);
  const square = centres[rows]!.x - centres[0]!.x;
  // A hexagonal board's corners are not on it: its squares are those with a centre.
  const boxes: Box[] = centres
    .filter((c) => c !== null)
    .map((c) => ({ x: c.x - square / 2, y: c.y - square / 2, width: square, height: square }));
  boxes.push(...(await page.evaluate(() => window.cellDivision.boardLabels()))!);
  return { square, boxes };
}

test.each([
  [390, 844],
  [360, 740],
])(
  '%i×%i upright: square boards span the width, nothing overlaps the HUD or the toolbar',
  async (width, height) => {
    const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
      width,
      height,
      dpr: 1,
      touch: true,
      query: 'layout=square:5&p1=human&p2=easy',
      scene: 'board',
    });
    for (const [layout, cols, rows] of [
      ['square:5', 5, 5],
      ['square:6', 6, 6],
      ['hex:4', 4, 4],
    ] as const) {
      if (layout !== 'square:5')
        expect(
          await page.evaluate((q) => window.cellDivision.openMatch(q), `layout=${layout}&p1=human&p2=easy`),
        ).toBe(true);
      await settle(page);
      const { square, boxes } = await boardBoxes(page, cols, rows);
      if (layout !== 'hex:4')
        expect((cols * square) / width, `${layout}: squares of ${square} px`).toBeGreaterThanOrEqual(0.79);
      for (const b of boxes)
        expect(b.x >= 0 && b.x + b.width <= width, `${layout}: ${JSON.stringify(b)} inside the screen`).toBe(
          true,
        );
      const hud = [
        ...(await page.evaluate(() => window.cellDivision.scorePanels()))!,
        (await page.evaluate(() => window.cellDivision.statusBox()))!,
      ];
      // Upright, one bottom bar of at most five icons (the rest wait in its sheet).
      const toolbar = await page.evaluate(() => window.cellDivision.controls());
      expect(toolbar.map((c) => c.id)).toEqual(['more', 'undo', 'hint', 'overlay', 'help']);
      for (const b of boxes) {
        for (const h of hud)
          expect(below(b, h), `${layout}: ${JSON.stringify(b)} under the HUD's ${JSON.stringify(h)}`).toBe(
            true,
          );
        for (const t of toolbar)
          expect(below(t, b), `${layout}: ${JSON.stringify(b)} above the toolbar's ${t.id}`).toBe(true);
      }
      await shot(page, `phone-board-width-${layout.replace(':', '')}-${width}x${height}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  },
);
