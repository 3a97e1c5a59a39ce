// The asking lens on an upright phone's 12×12 (390×844, 3×, touch), mid-game: a quick tap on the
// line between two free squares in the bottom, middle and top rows asks which (it aims at one), and
// the magnified square with its ✕ stands clear of the players' panels and their scores, the bottom
// bar and the two squares in doubt (ui/asking-lens-spot.ts: where it hides least of the board round
// the aim, over the band above the board or its far part). Read from the page's own boxes; a shot
// of each (by the corners and the middle) to look at.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { randomGame } from './random-games.ts';
import { controls, settle, shot } from './harness.ts';
import { openScreen } from './tablet-page.ts';
import { fingerOn } from './finger.ts';

const browser = useChromium();

const COLUMNS = 'abcdefghijkl';
const names = (row: number) => [...COLUMNS].map((c) => `${c}${row}`);

/** The squares of rows 1–12 with no cell drawn on them: the ones a tap could still play. */
async function freeSquares(page: Page): Promise<string[]> {
  const taken = new Set(await page.evaluate(() => window.cellDivision.drawn()));
  return Array.from({ length: 12 }, (_, r) => names(r + 1))
    .flat()
    .filter((n) => !taken.has(n));
}

type Box = { x: number; y: number; width: number; height: number };
const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

test('square:12 at 390×844, mid-game: a tap on a line asks, its lens off the panels, the scores, the bottom bar and both squares in doubt, in the bottom, middle and top rows and the middle', async () => {
  // Half a seeded game: cells all over the board, free squares in every row.
  const moves = randomGame('square:12', 7).slice(0, 64);
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 3,
    touch: true,
    query: `layout=square:12&p1=human&p2=easy&moves=${moves.join('.')}`,
    scene: 'board',
  });
  await settle(page);
  const free = await freeSquares(page);
  const finger = await fingerOn(page);
  // In each row its first and last pair of free squares side by side.
  const pairs = [1, 7, 12].flatMap((row) => {
    const row12 = names(row);
    const side = row12.slice(0, -1).map((n, i) => [n, row12[i + 1]!] as const);
    const open = side.filter(([a, b]) => free.includes(a) && free.includes(b));
    expect(open.length, `row ${row} has two free squares side by side`).toBeGreaterThan(0);
    // And the middle one on the middle row: the board's middle.
    const middle = row === 7 ? [open[Math.floor(open.length / 2)]!] : [];
    return [...new Set([open[0]!, ...middle, open.at(-1)!])];
  });
  const at = (n: string) => page.evaluate((name) => window.cellDivision.square(name)!, n);
  const panels = (await page.evaluate(() => window.cellDivision.scorePanels()))!;
  expect(panels.length).toBe(2);
  for (const [a, b] of pairs) {
    const [p, q] = [await at(a), await at(b)];
    await finger('touchStart', { x: (p.x + q.x) / 2, y: p.y });
    await finger('touchEnd');
    await page.waitForFunction(() => window.cellDivision.state()!.aimed !== null, null, { timeout: 10_000 });
    await settle(page);
    const all = await controls(page);
    const boxes = all.filter((c) => c.id === 'aim:place' || c.id === 'aim:let-go');
    expect(
      boxes.map((c) => c.id),
      `the lens and its ✕ for ${a}|${b}`,
    ).toEqual(expect.arrayContaining(['aim:place', 'aim:let-go']));
    const size = q.x - p.x;
    const doubt = [p, q].map((c) => ({ x: c.x - size / 2, y: c.y - size / 2, width: size, height: size }));
    const bar = all.filter(
      (c) => ['undo', 'hint', 'overlay', 'help', 'more', 'menu'].includes(c.id) && c.y > p.y,
    );
    const kept = [...panels, ...bar, ...doubt];
    const over = boxes.filter((box) => kept.some((k) => !apart(box, k)));
    await shot(page, `aim-bubble-free-${a}-${b}`);
    expect(over, `the lens for ${a}|${b} over a panel, the bar or a square in doubt`).toEqual([]);
    // Let go of it (its ✕) before the next.
    const letGo = boxes.find((c) => c.id === 'aim:let-go')!;
    await finger('touchStart', { x: letGo.x + letGo.width / 2, y: letGo.y + letGo.height / 2 });
    await finger('touchEnd');
    await page.waitForFunction(() => window.cellDivision.state()!.aimed === null, null, { timeout: 10_000 });
  }
  await shot(page, 'aim-bubble-free-390x844');
  expect((await settle(page)).moves).toHaveLength(moves.length);
  expect(errors).toEqual([]);
  await context.close();
});
