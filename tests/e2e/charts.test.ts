// The results' and the review's charts in a browser. They tell the players apart without colour:
// player 1's series solid, player 2's dashed (hatched bars), a key naming each with the names the
// results use, and with the colour-blind marks on each series carries its palette's mark (the dot on
// green, the ring on red, …). The key's words stay readable (12 CSS px) and clear of the buttons on
// every screen; pixels confirm the dashes (a gap in player 2's sample, none in player 1's) in grey.
// They number the moves under their axis: the first move, the last, and some between, readable,
// inside their chart, apart from each other, the key and the buttons; on the review a tap over a
// number goes to that move. One page per screen checks both, on the results and then the review.
import { afterAll, describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { MARK_OF } from '../../src/ui/cell-marks.ts';
import type { PaletteName } from '../../src/ui/palette.ts';
import type { ShownChart } from '../../src/testing/hook-contract.ts';
import { useChromium } from './browser.ts';
import { randomGame } from './random-games.ts';
import { controls, pagePicture, SOON, shot, twoFrames, type PagePicture } from './harness.ts';
import { openWholeSheet } from './results-sheet.ts';
import { openScreen, savedSettings, tapControl, type OpenedScreen } from './tablet-page.ts';
import { type Box, overlaps, within } from './boxes.ts';

// A screen's page goes from its results test to its review test: each test closes what it opened.
const browser = useChromium({ keepContexts: true });

const charts = (page: Page) => page.evaluate(() => window.cellDivision.charts());

/** Each chart names both players with `names`, in `palettes`, one solid and one dashed, with the palettes' marks when `marks`. */
function expectKeys(
  shown: ShownChart[],
  count: number,
  names: [string, string],
  palettes: [PaletteName, PaletteName],
  marks: boolean,
): void {
  expect(shown.length).toBe(count);
  for (const chart of shown) {
    // The lead charts' keys say whose bars are whose ("You lead", "Hard wins": ui/chart-side-key.ts).
    expect(
      chart.series.map((s) => s.name.replace(/ (leads?|wins?)$/, '')),
      chart.title,
    ).toEqual(names);
    expect(
      chart.series.map((s) => s.palette),
      chart.title,
    ).toEqual(palettes);
    expect(
      chart.series.map((s) => s.style),
      chart.title,
    ).toEqual(['solid', 'dashed']);
    expect(
      chart.series.map((s) => s.mark),
      chart.title,
    ).toEqual(marks ? palettes.map((p) => MARK_OF[p]) : [null, null]);
    for (const s of chart.series)
      expect(within(s.key, chart.box), `${chart.title}: ${s.name}'s key inside the chart`).toBe(true);
    expect(overlaps(chart.series[0]!.key, chart.series[1]!.key), `${chart.title}: the two keys apart`).toBe(
      false,
    );
  }
}

/** The key's words are at least 12 CSS px, and no chart runs under a button. */
async function expectReadable(page: Page, shown: ShownChart[]): Promise<void> {
  const texts = await page.evaluate(() => window.cellDivision.textBoxes());
  for (const s of shown.flatMap((c) => c.series)) {
    const word = texts.find((t) => t.text === s.shown && within(t, s.key));
    expect(word, `${s.shown} drawn in its key`).toBeDefined();
    expect(word!.css, `${s.shown}'s size`).toBeGreaterThanOrEqual(11.9);
  }
  for (const c of (await controls(page)).filter((c) => c.id !== 'review-chart')) {
    for (const chart of shown) expect(overlaps(c, chart.box), `${chart.title} clear of ${c.id}`).toBe(false);
  }
}

/** The marks the hook sees inside the charts, by the colour painted under them: each palette's own shape. */
async function expectMarksInCharts(
  page: Page,
  shown: ShownChart[],
  palettes: [PaletteName, PaletteName],
): Promise<void> {
  const marks = (await page.evaluate(() => window.cellDivision.cellMarks())).filter((m) =>
    shown.some((c) => within(m, c.box)),
  );
  for (const p of palettes) {
    const on = marks.filter((m) => m.on === p);
    // In each chart's key, and at the end of the score chart's line.
    expect(on.length, `marks on ${p} in the charts`).toBeGreaterThanOrEqual(
      shown.length + (shown.some((c) => c.title === 'Scores') ? 1 : 0),
    );
    expect(new Set(on.map((m) => m.shape)), `the shapes on ${p}`).toEqual(new Set([MARK_OF[p]]));
  }
}

/**
 * Each chart numbers its first move (or the round number it gave way to) and its last (`first`,
 * `last`), evenly, in order, readable, clear of the key, each other and the buttons.
 */
async function expectNumbers(page: Page, shown: ShownChart[], first: number, last: number): Promise<void> {
  const buttons = (await controls(page)).filter((c) => c.id !== 'review-chart');
  const texts = await page.evaluate(() => window.cellDivision.textBoxes());
  const same = (a: Box, b: Box) => Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5;
  for (const chart of shown) {
    const numbers = chart.moves.map((m) => m.move);
    // The first move, or the round number it gave way to where the two would meet (chart-data.ts's
    // moveTicks); the round numbers between step evenly.
    const round = numbers.slice(numbers[0] === first ? 1 : 0, -1);
    const step = round.length > 1 ? round[1]! - round[0]! : (round[0] ?? 1);
    expect(numbers[0]! - first, chart.title).toBeLessThan(step);
    round.forEach((n, i) => expect(n, chart.title).toBe(round[0]! + i * step));
    expect(numbers.at(-1), chart.title).toBe(last);
    expect(numbers.length, chart.title).toBeGreaterThanOrEqual(3);
    expect(numbers, chart.title).toEqual([...numbers].sort((a, b) => a - b));
    chart.moves.forEach((m, i) => {
      const where = `${chart.title}: move ${m.move}`;
      expect(m.css, where).toBeGreaterThanOrEqual(11.9);
      expect(within(m.box, chart.box), where).toBe(true);
      for (const s of chart.series)
        expect(overlaps(m.box, s.key), `${where} clear of ${s.name}'s key`).toBe(false);
      for (const c of buttons) expect(overlaps(m.box, c), `${where} clear of ${c.id}`).toBe(false);
      // Nor on the axis's own numbers (the lead chart's -18 beside move 1).
      for (const t of texts.filter((t) => within(t, chart.box) && !same(t, m.box)))
        expect(overlaps(m.box, t), `${where} clear of "${t.text}"`).toBe(false);
      if (i > 0)
        expect(overlaps(m.box, chart.moves[i - 1]!.box), `${where} apart from the one before`).toBe(false);
    });
  }
}

/** The lightness (0–255, as grey) along a band of the page from x to x + width, 3 CSS px tall about y: each column's lightest. */
function greysAlong(picture: PagePicture, x: number, y: number, width: number): number[] {
  const {
    width: w,
    height: h,
    data: d,
  } = picture.part({
    x: Math.round(x),
    y: Math.round(y) - 1,
    width: Math.round(width),
    height: 3,
  });
  const grey = (i: number) => 0.2126 * d[4 * i]! + 0.7152 * d[4 * i + 1]! + 0.0722 * d[4 * i + 2]!;
  return Array.from({ length: w }, (_, col) =>
    Math.max(...Array.from({ length: h }, (_, row) => grey(row * w + col))),
  );
}

/**
 * In grey, the score chart's key: player 1's sample is one unbroken line, player 2's has a gap as
 * dark as the chart's ground.
 */
async function expectDashesInGrey(page: Page, shown: ShownChart[]): Promise<void> {
  const scores = shown.find((c) => c.title === 'Scores')!;
  const picture = await pagePicture(page, scores.box);
  const [solid, dashed] = scores.series.map((s) =>
    greysAlong(picture, s.sample.x + 1, s.sample.y + s.sample.height / 2, s.sample.width - 2),
  );
  // The chart's own ground: the middle of its top edge, above the title.
  const ground = Math.min(...greysAlong(picture, scores.box.x + scores.box.width / 2, scores.box.y + 3, 4));
  expect(Math.min(...solid!) - ground, "player 1's line unbroken").toBeGreaterThan(25);
  expect(Math.min(...dashed!) - ground, "player 2's line has a gap").toBeLessThan(12);
  expect(Math.max(...dashed!) - ground, "player 2's line has dashes").toBeGreaterThan(25);
}

async function grey(page: Page, on: boolean): Promise<void> {
  await page.evaluate((g) => {
    document.documentElement.style.filter = g ? 'grayscale(1)' : '';
  }, on);
}

/**
 * The narrowest and the shortest, where the charts are most crowded. Where the key and the move
 * numbers go in any box is tested in Node (tests/ui/chart-key-layout.test.ts,
 * tests/ui/chart-moves.test.ts), who the key names in which colour, style and mark too
 * (tests/ui/chart-key-entries.test.ts).
 */
// At pixel ratio 1: the charts' places and sizes are CSS px, the same at any ratio, and a ratio-3
// page cost nine times the pixels (its first test ran past 60 s under load); the dashes' gap reads
// at ratio 1 too. The title's size at ratio 3 is results-title's.
// One pass a screen, the marks off upright and on on its side: the key with and without marks in
// any box is chart-key-layout's and chart-key-entries' in Node, so a second pass at the same size
// (which each screen had) read the same drawing again with a mark more; the duo test below has the
// marks on upright.
const SCREENS = [
  { width: 390, height: 844, dpr: 1, touch: true, tag: '390x844', marks: false },
  { width: 844, height: 390, dpr: 1, touch: true, tag: '844x390', marks: true },
];

/** Presses a control by touch on a touch screen, else by a click. */
/** The results open on the result: their charts are two taps away, under More's Details. */
async function openDetails(page: Page, touch = true): Promise<void> {
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, SOON);
  await openWholeSheet(page, touch);
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'more'), null, SOON);
  await press(page, 'more', touch);
  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => c.id === 'details'),
    null,
    SOON,
  );
  await press(page, 'details', touch);
  await page.waitForFunction(() => window.cellDivision.charts().length === 2, null, SOON);
}

async function press(page: Page, id: string, touch: boolean): Promise<void> {
  if (touch) return tapControl(page, id);
  const c = (await controls(page)).find((k) => k.id === id)!;
  await page.mouse.click(c.x + c.width / 2, c.y + c.height / 2);
}

describe.each(SCREENS)('charts at $tag', (screen) => {
  // square:5: 25 moves, the most crowded axis the charts number.
  const moves = randomGame('square:5', 7);
  const query = `layout=square:5&p1=human&p2=hard&moves=${moves.join('.')}`;
  /** The results' page, which the review's test goes on with. */
  let opened: OpenedScreen | null = null;
  afterAll(async () => {
    await opened?.context.close();
  });

  test('chart key and move numbers - the results against Hard, in colour and in grey', async () => {
    const { marks } = screen;
    // A page of its own: the review test goes on with it after this test ends.
    opened = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      init: marks ? savedSettings({ ...DEFAULT_SETTINGS, marks: true }) : undefined,
      query,
      scene: 'results',
      newPage: true,
    });
    const { page, errors } = opened;
    const palettes: [PaletteName, PaletteName] = ['green', 'red'];
    await openDetails(page, screen.touch);
    // Nothing on the results animates at the tests' speed: drawn once a frame has been.
    await twoFrames(page);
    const shown = await charts(page);
    expect(shown.map((c) => c.title)).toEqual(['Scores', 'Your lead']);
    expectKeys(shown, 2, ['You', 'Hard'], palettes, marks);
    await expectReadable(page, shown);
    // Both charts number from move 1 (the score chart's start, move 0, unnumbered) to the last.
    await expectNumbers(page, shown, 1, moves.length);
    if (marks) await expectMarksInCharts(page, shown, palettes);
    await shot(page, `chart-key-${marks ? 'marks' : 'plain'}-${screen.tag}`);
    await grey(page, true);
    await shot(page, `chart-key-${marks ? 'marks' : 'plain'}-grey-${screen.tag}`);
    await expectDashesInGrey(page, shown);
    await grey(page, false);
    expect(errors).toEqual([]);
  });

  test("chart move numbers - the review's chart, from the results; a tap above a number goes to that move", async () => {
    expect(opened, 'the results test opened the page').not.toBeNull();
    const { page, errors } = opened!;
    await openWholeSheet(page, screen.touch);
    await page.waitForFunction(
      () => window.cellDivision.controls().some((c) => c.id === 'review' && c.enabled),
      null,
      SOON,
    );
    await press(page, 'review', screen.touch);
    await page.waitForFunction(
      () => window.cellDivision.scene() === 'review' && window.cellDivision.charts().length === 1,
      null,
      { timeout: 20_000 },
    );
    await twoFrames(page);
    await shot(page, `chart-moves-review-${screen.tag}`);
    const review = await charts(page);
    await expectNumbers(page, review, 1, moves.length);
    const chart = (await controls(page)).find((c) => c.id === 'review-chart')!;
    for (const m of [review[0]!.moves[1]!, review[0]!.moves.at(-1)!]) {
      const x = m.box.x + m.box.width / 2;
      const y = chart.y + chart.height / 2;
      if (screen.touch) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
      await page.waitForFunction((n) => window.cellDivision.review()?.shownMove === n, m.move, SOON);
    }
    expect(errors).toEqual([]);
  });
});

test("chart key - two people by their typed names on the results and the review's chart, at 390x844", async () => {
  const moves = randomGame('square:4', 3);
  const people = { names: ['Alexandra Montgomery', 'Bo'], first: 0 };
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    init: savedSettings({ ...DEFAULT_SETTINGS, marks: true, mode: 'duo', people }),
    query: `layout=square:4&p1=human&p2=human&moves=${moves.join('.')}`,
    scene: 'results',
  });
  await openDetails(page);
  await twoFrames(page);
  const names: [string, string] = ['Alexandra Montgomery', 'Bo'];
  let shown = await charts(page);
  expectKeys(shown, 2, names, ['green', 'blue'], true);
  await expectReadable(page, shown);
  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => c.id === 'review' && c.enabled),
    null,
    SOON,
  );
  await tapControl(page, 'review');
  await page.waitForFunction(
    () => window.cellDivision.scene() === 'review' && window.cellDivision.charts().length === 1,
    null,
    { timeout: 20_000 },
  );
  await twoFrames(page);
  shown = await charts(page);
  expect(shown[0]!.title).toBe('Who was on track to win: tap a move');
  expectKeys(shown, 1, names, ['green', 'blue'], true);
  await expectReadable(page, shown);
  await expectMarksInCharts(page, shown, ['green', 'blue']);
  await shot(page, 'chart-key-duo-review-390x844');
  expect(errors).toEqual([]);
  await context.close();
});
