// The colour-blind marks are a key from colour to shape, the same on every screen: the person's
// green carries the dot and the Expert's red the ring on the board, in the Daily puzzle (where the
// person moves second) and in how to play's demo; the score panels' swatches and the puzzle's
// score swatches ("You 16", "Them 28") carry the same marks, so the key can be read off them.
// Pixels confirm what is drawn: white at a dot's centre, a ring's circle light and its inside not.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { pagePicture, settle, shot, twoFrames, type PagePicture } from './harness.ts';
import { openWholeSheet } from './results-sheet.ts';
import { openScreen, savedSettings, tapControl, tapSquare } from './tablet-page.ts';
import type { ShownMark } from '../../src/testing/hook-contract.ts';

const browser = useChromium();

/** A tablet and a phone at their own ratios: the marks' pixels are read at 2 and 3 device px per CSS px. */
const TABLET_AND_PHONE = [
  { width: 1024, height: 768, dpr: 2, tag: '1024x768' },
  { width: 390, height: 844, dpr: 3, tag: '390x844' },
] as const;
const MARKS_ON = savedSettings({ ...DEFAULT_SETTINGS, marks: true });
const marks = (page: Page) => page.evaluate(() => window.cellDivision.cellMarks());
const centre = (m: ShownMark) => ({ x: m.x + m.width / 2, y: m.y + m.height / 2 });
const inside = (m: ShownMark, b: { x: number; y: number; width: number; height: number }) => {
  const c = centre(m);
  return c.x > b.x && c.x < b.x + b.width && c.y > b.y && c.y < b.y + b.height;
};
const white = (rgb: number[]) => Math.min(...rgb) > 225;

const GREEN_RED = { green: 'dot', red: 'ring' };
const GREEN_BLUE = { green: 'dot', blue: 'plus' };

/** Every mark stands on a cell or swatch of one of `key`'s colours and has that colour's shape; at least `least` of each. */
function expectKey(shown: ShownMark[], least: number, key: Record<string, string> = GREEN_RED): void {
  for (const m of shown) expect(Object.keys(key), `the colour under a mark at ${m.x},${m.y}`).toContain(m.on);
  for (const [colour, shape] of Object.entries(key)) {
    const on = shown.filter((m) => m.on === colour);
    expect(on.length, `marks on ${colour}`).toBeGreaterThanOrEqual(least);
    expect(new Set(on.map((m) => m.shape)), `the shapes on ${colour}`).toEqual(new Set([shape]));
  }
}

/**
 * A dot shows white at its centre; a plus is lighter where its bars cross than off them, between its
 * arms; a ring shows white on its circle and the cell's colour inside.
 */
function expectDrawn(picture: PagePicture, m: ShownMark): void {
  const c = centre(m);
  if (m.shape === 'dot') expect(white(picture.at(c)), `dot at ${c.x},${c.y}`).toBe(true);
  else if (m.shape === 'plus') {
    // Relative: the score panel of the player not to move is dimmed, its plus too.
    const cross = Math.min(...picture.at(c));
    const between = Math.min(...picture.at({ x: c.x + m.width * 0.3, y: c.y + m.height * 0.3 }));
    expect(cross - between, `the plus at ${c.x},${c.y} is lighter than between its arms`).toBeGreaterThan(80);
  } else {
    // Relative, not white: the score panel of the player not to move is dimmed, its ring too.
    const within = Math.min(...picture.at(c));
    const ring = Math.min(...picture.at({ x: c.x + m.width * 0.34, y: c.y }));
    expect(ring - within, `the ring at ${c.x},${c.y} is lighter than inside it`).toBeGreaterThan(80);
  }
}

test.each(TABLET_AND_PHONE)(
  'marks - the board against Expert and its score panels at $tag',
  async (screen) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      init: MARKS_ON,
      query: 'layout=square:5&p1=human&p2=expert',
      scene: 'board',
    });
    await page.waitForFunction(
      () => {
        const s = window.cellDivision.state();
        return !!s && !s.busy && s.toMove === 1;
      },
      null,
      { timeout: 30_000 },
    );
    await twoFrames(page);
    await tapSquare(page, 'b4');
    await page.waitForFunction(
      () => {
        const s = window.cellDivision.state();
        return !!s && !s.busy && s.toMove === 1 && s.moves.length === 2;
      },
      null,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(400);
    const shown = await marks(page);
    expectKey(shown, 2);
    // Each score panel's swatch carries its player's mark: You the dot, Expert the ring.
    const panels = (await page.evaluate(() => window.cellDivision.scorePanels()))!;
    const [yours, theirs] = panels.map((p) => shown.filter((m) => inside(m, p)));
    expect(yours!.map((m) => [m.on, m.shape])).toEqual([['green', 'dot']]);
    expect(theirs!.map((m) => [m.on, m.shape])).toEqual([['red', 'ring']]);
    await shot(page, `marks-board-${screen.tag}`);
    const picture = await pagePicture(page);
    for (const m of shown) expectDrawn(picture, m);
    expect(errors).toEqual([]);
    await context.close();
  },
);

// The marks' drawing at both sizes is the board's test above; the puzzle's key on the phone.
test.each(TABLET_AND_PHONE.filter((s) => s.tag === '390x844'))(
  'marks - the puzzle, where the person plays green, keeps the dot on green at $tag',
  async (screen) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      init: MARKS_ON,
      query: 'puzzle=5',
      scene: 'puzzle',
    });
    await page.waitForTimeout(400);
    const shown = await marks(page);
    // The other side in the chosen opponent's colour (Easy's blue, the plus), as on the home's card.
    expectKey(shown, 1, GREEN_BLUE);
    // The swatch before the player's own score ("You 16") carries the dot.
    const you = (await page.evaluate(() => window.cellDivision.puzzle()))!.words.find((w) =>
      /^You \d+$/.test(w.text),
    )!;
    expect(you).toBeDefined();
    const swatch = shown.filter(
      (m) => centre(m).y > you.box.y && centre(m).y < you.box.y + you.box.height && centre(m).x < you.box.x,
    );
    expect(swatch.map((m) => [m.on, m.shape])).toEqual([['green', 'dot']]);
    await shot(page, `marks-puzzle-${screen.tag}`);
    const picture = await pagePicture(page);
    for (const m of shown.filter((m) => m !== swatch[0])) expectDrawn(picture, m);
    expect(errors).toEqual([]);
    await context.close();
  },
);

// How to play and the guided game it opens: one page, the demo's board first.
test("marks - how to play's demo cells carry the same key, and the guided game's score panels: You the dot, the Opponent's blue the plus, at 1024x768", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    dpr: 2,
    init: MARKS_ON,
  });
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'help'));
  await tapControl(page, 'help');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'howto');
  // The demo plays a move every 1.3 s: wait for both colours on its board.
  await page.waitForFunction(
    () => new Set(window.cellDivision.cellMarks().map((m) => m.on)).size === 2,
    null,
    { timeout: 20_000 },
  );
  expectKey(await marks(page), 1, GREEN_BLUE); // green against blue, as in the first game against Easy
  await shot(page, 'marks-howto-1024x768');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'howto:tutorial'));
  await tapControl(page, 'howto:tutorial');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'tutorial');
  // The guided game's panels draw their swatches over a frame or two (more on a busy machine).
  await page.waitForFunction(
    () => new Set(window.cellDivision.cellMarks().map((m) => m.on)).size === 2,
    null,
    { timeout: 20_000 },
  );
  await shot(page, 'marks-tutorial-1024x768');
  expectKey(await marks(page), 1, GREEN_BLUE);
  expect(errors).toEqual([]);
  await context.close();
});

test('marks - two people, the second named moving first: green keeps the dot and blue the plus, on the board, under the results and in the review', async () => {
  const small = 'custom:2x3:fc';
  const settings = {
    ...DEFAULT_SETTINGS,
    marks: true,
    mode: 'duo',
    custom: small,
    people: { names: ['Ana', 'Bo'], first: 1 },
  };
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 3,
    init: savedSettings(settings),
    query: `layout=${small}&p1=human&p2=human`,
    scene: 'board',
  });
  const duo = { green: 'dot', blue: 'plus' };
  await settle(page);
  // Bo (blue) sits first.
  for (const sq of ['a1', 'c2', 'b1', 'a2']) {
    await tapSquare(page, sq);
    await settle(page);
  }
  await page.waitForTimeout(400);
  await shot(page, 'marks-duo-board-390x844');
  expectKey(await marks(page), 3, duo);
  for (const sq of ['c1', 'b2']) {
    await tapSquare(page, sq);
    await settle(page);
  }
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 20_000 });
  // The results stand over the paused board: its cells keep their marks.
  expectKey(await marks(page), 3, duo);
  await openWholeSheet(page);
  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => c.id === 'review' && c.enabled),
    null,
    { timeout: 10_000 },
  );
  await tapControl(page, 'review');
  await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, {
    timeout: 90_000,
    polling: 200,
  });
  await page.waitForTimeout(300);
  await shot(page, 'marks-duo-review-390x844');
  expectKey(await marks(page), 3, duo);
  expect(errors).toEqual([]);
  await context.close();
});

// Which colours a watched game of Easy and Hard plays in, and their marks (blue the plus, red the
// ring), is tested on the palettes in Node (tests/ui/cell-marks.test.ts): its board draws them as the
// board above does.
