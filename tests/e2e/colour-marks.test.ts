// The colour-blind marks are a key from colour to shape, the same on every screen: the person's
// green carries the dot and the Expert's red the ring on the board, in the Daily puzzle (where the
// person moves second) and in how to play's demo; the score panels' swatches and the puzzle's
// "You play the green cells" swatch carry the same marks, so the key can be read off them.
// Pixels confirm what is drawn: white at a dot's centre, a ring's circle light and its inside not.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { launchChromium } from './browser.ts';
import { colourOnPage, shot } from './harness.ts';
import { openScreen, savedSettings, TABLET_AND_PHONE, tapControl, tapSquare } from './tablet-page.ts';
import type { ShownMark } from '../../src/scenes/automation-marks.ts';

let browser: Browser;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

const MARKS_ON = savedSettings({ ...DEFAULT_SETTINGS, marks: true });
const marks = (page: Page) => page.evaluate(() => window.cellDivision.cellMarks());
const centre = (m: ShownMark) => ({ x: m.x + m.width / 2, y: m.y + m.height / 2 });
const inside = (m: ShownMark, b: { x: number; y: number; width: number; height: number }) => {
  const c = centre(m);
  return c.x > b.x && c.x < b.x + b.width && c.y > b.y && c.y < b.y + b.height;
};
const white = (rgb: number[]) => Math.min(...rgb) > 225;

/** Every mark on green is the dot, every mark on red the ring; at least `least` of each. */
function expectKey(shown: ShownMark[], least: number): void {
  for (const m of shown) expect(m.on, `a mark drawn on no swatch or cell at ${m.x},${m.y}`).not.toBeNull();
  const on = (colour: string) => shown.filter((m) => m.on === colour);
  expect(on('green').length).toBeGreaterThanOrEqual(least);
  expect(on('red').length).toBeGreaterThanOrEqual(least);
  expect(new Set(on('green').map((m) => m.shape))).toEqual(new Set(['dot']));
  expect(new Set(on('red').map((m) => m.shape))).toEqual(new Set(['ring']));
}

/** A dot shows white at its centre; a ring shows white on its circle and the cell's colour inside. */
async function expectDrawn(page: Page, m: ShownMark): Promise<void> {
  const c = centre(m);
  if (m.shape === 'dot') expect(white(await colourOnPage(page, c)), `dot at ${c.x},${c.y}`).toBe(true);
  else {
    // Relative, not white: the score panel of the player not to move is dimmed, its ring too.
    const within = Math.min(...await colourOnPage(page, c));
    const ring = Math.min(...await colourOnPage(page, { x: c.x + m.width * 0.34, y: c.y }));
    expect(ring - within, `the ring at ${c.x},${c.y} is lighter than inside it`).toBeGreaterThan(80);
  }
}

test.each(TABLET_AND_PHONE)('marks - the board against Expert and its score panels at $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    ...screen, init: MARKS_ON, query: 'layout=square:5&p1=human&p2=expert', scene: 'board',
  });
  await page.waitForFunction(() => { const s = window.cellDivision.state(); return !!s && !s.busy && s.toMove === 1; }, null, { timeout: 30_000 });
  await tapSquare(page, 'b4');
  await page.waitForFunction(() => { const s = window.cellDivision.state(); return !!s && !s.busy && s.toMove === 1 && s.moves.length === 2; }, null, { timeout: 30_000 });
  await page.waitForTimeout(400);
  const shown = await marks(page);
  expectKey(shown, 2);
  // Each score panel's swatch carries its player's mark: You the dot, Expert the ring.
  const panels = (await page.evaluate(() => window.cellDivision.scorePanels()))!;
  const [yours, theirs] = panels.map((p) => shown.filter((m) => inside(m, p)));
  expect(yours!.map((m) => [m.on, m.shape])).toEqual([['green', 'dot']]);
  expect(theirs!.map((m) => [m.on, m.shape])).toEqual([['red', 'ring']]);
  await shot(page, `marks-board-${screen.tag}`);
  for (const m of shown) await expectDrawn(page, m);
  expect(errors).toEqual([]);
  await context.close();
});

test.each(TABLET_AND_PHONE)('marks - the puzzle, where the person plays green, keeps the dot on green at $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { ...screen, init: MARKS_ON, query: 'puzzle=5', scene: 'puzzle' });
  await page.waitForTimeout(400);
  const shown = await marks(page);
  expectKey(shown, 1);
  // The swatch before "You play the green cells" carries the dot.
  const you = (await page.evaluate(() => window.cellDivision.puzzle()))!.words.find((w) => w.text.startsWith('You play the green cells'))!;
  expect(you).toBeDefined();
  const swatch = shown.filter((m) => centre(m).y > you.box.y && centre(m).y < you.box.y + you.box.height && centre(m).x < you.box.x);
  expect(swatch.map((m) => [m.on, m.shape])).toEqual([['green', 'dot']]);
  await shot(page, `marks-puzzle-${screen.tag}`);
  for (const m of shown.filter((m) => m !== swatch[0])) await expectDrawn(page, m);
  expect(errors).toEqual([]);
  await context.close();
});

test('marks - how to play\'s demo cells carry the same key at 1024x768', async () => {
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), { width: 1024, height: 768, dpr: 2, init: MARKS_ON });
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'help'));
  await tapControl(page, 'help');
  await page.waitForFunction(() => window.cellDivision.scene() === 'howto');
  // The demo plays a move every 1.3 s: wait for both colours on its board.
  await page.waitForFunction(() => new Set(window.cellDivision.cellMarks().map((m) => m.on)).size === 2, null, { timeout: 20_000 });
  expectKey(await marks(page), 1);
  await shot(page, 'marks-howto-1024x768');
  expect(errors).toEqual([]);
  await context.close();
});
