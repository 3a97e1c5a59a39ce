// A gain floats up from its cell, but on the top row only as far as the board's frame: it never
// rises over the status line (it did, "+1" over "Tied with 23 moves left", the line above the
// board; on a tablet it stands in the panels' column beside it). Sampled every frame while the
// label is in sight, on a tablet and an upright phone.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot, KEEP_SHOTS } from './harness.ts';
import { openScreen, tapSquare, TABLET_AND_PHONE } from './tablet-page.ts';

const browser = useChromium();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Seen {
  frames: number;
  highest: number | null;
  status: Box | null;
  /** Each frame's gain box that met the status line's. */
  over: Box[];
}

test.each(TABLET_AND_PHONE)(
  'a gain on the top row stays off the status line and inside the glass - $tag',
  async (screen) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      touch: true,
      fast: false,
      query: 'layout=square:5&p1=human&p2=hard',
      scene: 'board',
    });
    await settle(page);
    await page.evaluate(() => {
      const seen: Seen = { frames: 0, highest: null, status: null, over: [] };
      (window as unknown as { seen: Seen }).seen = seen;
      const meets = (a: Box, b: Box) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      const look = () => {
        const status = window.cellDivision.status();
        const box = window.cellDivision.textBoxes().find((b) => b.text === status);
        if (box) seen.status = { x: box.x, y: box.y, width: box.width, height: box.height };
        for (const g of window.cellDivision.gains()) {
          if (g.square === 'b5' && g.text.startsWith('+')) {
            seen.frames++;
            seen.highest = Math.min(seen.highest ?? Infinity, g.box.y);
            if (seen.status && meets(g.box, seen.status)) seen.over.push(g.box);
          }
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await tapSquare(page, 'b5');
    await page.waitForFunction(() => (window as unknown as { seen: Seen }).seen.frames > 0, null, {
      timeout: 5000,
    });
    if (KEEP_SHOTS) await page.waitForTimeout(450);
    await shot(page, `gain-bounds-${screen.tag}`);
    await settle(page);
    const seen = await page.evaluate(() => (window as unknown as { seen: Seen }).seen);
    expect(seen.status).not.toBeNull();
    expect(seen.over, `the gain over the status line ${JSON.stringify(seen.status)}`).toEqual([]);
    // Never past the board's glass at the top either.
    const glass = (await page.evaluate(() => window.cellDivision.boardGlass()))!;
    expect(seen.highest!, `the gain's top against the glass's ${glass.y}`).toBeGreaterThanOrEqual(glass.y);
    expect(errors).toEqual([]);
    await context.close();
  },
);
