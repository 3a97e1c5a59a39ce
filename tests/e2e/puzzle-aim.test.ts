// A puzzle on a board whose squares are smaller than a finger, on a phone upright and on its side:
// wherever the player aims, the Place bubble never covers the puzzle's words (its question, goal,
// rules line and the verdict's band), read from the bubble's control and the words' boxes, nor
// the puzzle's cells the player needs to read (it stands over empty space or off the board); upright,
// where there is room, neither the puzzle's buttons (Menu, Share, Show answer) nor the board's
// column letters and row numbers.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { controls, shot, twoFrames } from './harness.ts';
import { openScreen, tapSquare } from './tablet-page.ts';
import { replayRecord, squareName } from '../../src/engine/index.ts';
import { overlaps } from './boxes.ts';

const browser = useChromium();

async function puzzle(page: Page) {
  return (await page.evaluate(() => window.cellDivision.puzzle()))!;
}

// Puzzle 64 is on flask:10x2, ten squares across: smaller than a finger on a phone upright and on a
// small phone on its side (at 844×390 the puzzle's board now takes the height and its squares a finger).
test.each([
  { width: 390, height: 844, tag: '390x844', clearOfBar: true },
  { width: 640, height: 360, tag: '640x360', clearOfBar: true },
])("puzzle 64 at $tag: the Place bubble keeps off the puzzle's words and cells", async (screen) => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    aimFirst: true,
    ...screen,
    dpr: 1,
    query: 'puzzle=64',
    scene: 'puzzle',
  });
  await page.waitForFunction(() => window.cellDivision.puzzle() !== null);
  const p = await puzzle(page);
  const start = replayRecord(p.record);
  const legal = start.legalMoveList().map((s) => squareName(start.layout, s));
  const words = p.words.filter((w) => w.box.width > 0);
  expect(words.map((w) => w.text).join('\n')).toMatch(/moves left/);
  // Each cell's square on the page, a little inside its edges (the bubble may touch a corner).
  const centres = await page.evaluate(
    (names) => names.map((n) => window.cellDivision.square(n)!),
    [squareName(start.layout, 0), squareName(start.layout, 1)],
  );
  const side = Math.hypot(centres[1]!.x - centres[0]!.x, centres[1]!.y - centres[0]!.y);
  const cellNames = [...Array(start.layout.size).keys()]
    .filter((s) => start.owner[s] !== 0)
    .map((s) => squareName(start.layout, s));
  expect(cellNames.length).toBeGreaterThan(0);
  const cells = await page.evaluate(
    (names) => names.map((n) => ({ n, at: window.cellDivision.square(n)! })),
    cellNames,
  );
  const cellBoxes = cells.map(({ n, at }) => ({
    n,
    box: { x: at.x - side * 0.4, y: at.y - side * 0.4, width: side * 0.8, height: side * 0.8 },
  }));
  const bar = (await controls(page)).filter((c) => ['menu', 'share', 'answer'].includes(c.id));
  expect(bar.map((c) => c.id).sort()).toEqual(['answer', 'menu', 'share']);
  const labels = (await page.evaluate(() => window.cellDivision.boardLabels()))!;
  expect(labels.length).toBeGreaterThan(0);
  let aimed = 0;
  for (const square of legal) {
    await tapSquare(page, square);
    // The aim, if the tap took one, is shown by the game's next frame.
    await twoFrames(page);
    const place = (await controls(page)).find((c) => c.id === 'aim:place');
    if (!place) continue;
    aimed++;
    if (aimed === 1 || square === legal.at(-1)) await shot(page, `puzzle-aim-${screen.tag}-${square}`);
    for (const c of cellBoxes)
      expect(
        overlaps(place, c.box),
        `${square}: Place ${JSON.stringify(place)} over the cell on ${c.n}`,
      ).toBe(false);
    for (const w of words)
      expect(
        overlaps(place, w.box),
        `${square}: Place ${JSON.stringify(place)} over "${w.text}" ${JSON.stringify(w.box)}`,
      ).toBe(false);
    if (!screen.clearOfBar) continue;
    for (const b of bar)
      expect(overlaps(place, b), `${square}: Place ${JSON.stringify(place)} over the ${b.id} button`).toBe(
        false,
      );
    for (const l of labels)
      expect(overlaps(place, l), `${square}: Place ${JSON.stringify(place)} over the label ${l.text}`).toBe(
        false,
      );
  }
  // Every tap aimed (none placed): the squares really are smaller than a finger here.
  expect(aimed).toBe(legal.length);
  expect((await puzzle(page)).played).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
