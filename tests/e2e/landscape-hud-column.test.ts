// A phone on its side (844×390): the HUD stands in a column beside the board, so a 12×12 board
// takes the screen's whole height and its squares are larger than with the HUD above it (23.5 CSS
// px there); the score panels, the status line, the toolbar and the board never overlap.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen } from './tablet-page.ts';
import { type Box, overlaps } from './boxes.ts';

const browser = useChromium();

/** The 12×12 board's squares on the page, from its corner squares' centres. */
async function boardBox(page: Page): Promise<{ square: number; box: Box }> {
  const [a1, b1, l12] = await page.evaluate(() =>
    ['a1', 'b1', 'l12'].map((n) => window.cellDivision.square(n)!),
  );
  const square = b1!.x - a1!.x;
  const box = {
    x: a1!.x - square / 2,
    y: l12!.y - square / 2,
    width: l12!.x - a1!.x + square,
    height: a1!.y - l12!.y + square,
  };
  return { square, box };
}

test.each([
  ['human', 'medium'],
  ['easy', 'medium'],
])(
  '844×390, %s against %s on 12×12: the HUD in a column, larger squares, nothing overlaps',
  async (p1, p2) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width: 844,
      height: 390,
      dpr: 2,
      touch: true,
      query: `layout=square:12&p1=${p1}&p2=${p2}`,
      scene: 'board',
    });
    // Watching, the game plays on (with Pause, Step and Speed at the foot of the HUD's column).
    if (p1 === 'human') await settle(page);
    else await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 2);
    const { square, box } = await boardBox(page);
    // With the HUD above the board, its height left the squares 23.5 CSS px.
    expect(square).toBeGreaterThanOrEqual(27);
    const panels = (await page.evaluate(() => window.cellDivision.scorePanels()))!;
    const status = (await page.evaluate(() => window.cellDivision.statusBox()))!;
    const labels = (await page.evaluate(() => window.cellDivision.boardLabels()))!;
    const controls = (await page.evaluate(() => window.cellDivision.controls())).filter((c) => c.width > 0);
    // Watched, the forecast (on when watching) stands in the column under the status line, its words whole.
    const forecast =
      p1 === 'human'
        ? null
        : await expect
            .poll(() => page.evaluate(() => window.cellDivision.forecastBar()), { timeout: 30_000 })
            .toMatchObject({ words: expect.stringMatching(/\w/) })
            .then(() => page.evaluate(() => window.cellDivision.forecastBar()));
    if (forecast) {
      expect(forecast.box.x + forecast.box.width).toBeLessThanOrEqual(box.x);
      expect(forecast.box.y).toBeGreaterThanOrEqual(status.y + status.height - 1);
    }
    // A column: the first player's panel (the person's) under the other's, as upright, both left of the board.
    expect(panels[0]!.y).toBeGreaterThanOrEqual(panels[1]!.y + panels[1]!.height - 1);
    const named: [string, Box][] = [
      ['panel 1', panels[0]!],
      ['panel 2', panels[1]!],
      ['status', status],
      ['board', box],
      ...labels.map((l): [string, Box] => [`label ${l.text}`, l]),
      ...controls.map((c): [string, Box] => [c.id, c]),
      ...(forecast ? [['forecast', forecast.box] as [string, Box]] : []),
    ];
    for (const [i, [a, ra]] of named.entries()) {
      for (const [b, rb] of named.slice(i + 1)) {
        if (a.startsWith('label') && b.startsWith('label')) continue;
        expect(overlaps(ra, rb), `${a} ${JSON.stringify(ra)} overlaps ${b} ${JSON.stringify(rb)}`).toBe(
          false,
        );
      }
    }
    for (const [name, r] of named) {
      expect(
        r.x >= 0 && r.y >= 0 && r.x + r.width <= 844 && r.y + r.height <= 390,
        `${name} ${JSON.stringify(r)} is off the screen`,
      ).toBe(true);
    }
    await shot(page, `hud-column-${p1}-844x390`);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test.each([
  [390, 844],
  [1024, 768],
])(
  "%i×%i: a 12×12's HUD around the board (upright, the person's panel below it; on a tablet a column beside it, the board the height)",
  async (width, height) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width,
      height,
      dpr: 2,
      touch: true,
      query: 'layout=square:12&p1=human&p2=medium',
      scene: 'board',
    });
    await settle(page);
    const panels = (await page.evaluate(() => window.cellDivision.scorePanels()))!;
    const { box } = await boardBox(page);
    if (height > width) {
      // Upright, as on lichess: the opponent's panel over the board, the person's under it.
      expect(panels[1]!.y + panels[1]!.height).toBeLessThanOrEqual(box.y);
      expect(panels[0]!.y).toBeGreaterThanOrEqual(box.y + box.height - 0.5);
    } else {
      // A board of 9 rows or more on a wide screen takes the height: the panels stacked at its left.
      expect(Math.abs(panels[0]!.x - panels[1]!.x)).toBeLessThan(1);
      for (const p of panels) expect(p.x + p.width).toBeLessThanOrEqual(box.x);
      expect(box.height / height).toBeGreaterThan(0.8);
      // The column is narrow: its panels stack, their names, turn words and scores read at arm's length.
      const sizes = await page.evaluate(() => window.cellDivision.textSizes());
      const css = (text: string) => Math.max(...sizes.filter((t) => t.text === text).map((t) => t.css));
      const hud = (await page.evaluate(() => window.cellDivision.hudTexts()))!;
      for (const { name, score } of hud) {
        expect(css(name.text), name.text).toBeGreaterThanOrEqual(18);
        expect(css(score.text), score.text).toBeGreaterThanOrEqual(44);
        // The name on a line of its own over the score.
        expect(name.y + name.height).toBeLessThanOrEqual(score.y + 0.5 * score.height);
      }
      expect(css('Your turn')).toBeGreaterThanOrEqual(18);
    }
    await shot(page, `hud-row-${width}x${height}`);
    expect(errors).toEqual([]);
    await context.close();
  },
);
