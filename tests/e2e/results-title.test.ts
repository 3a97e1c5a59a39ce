// The results' title on phones: at least 22 CSS px as the page shows it (at device pixel ratios 1
// and 3, portrait and landscape), inside the panel, at least 14 CSS px clear of the close button and
// (upright) beside it at the panel's top, for a win against Hard and two people with long
// names.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { launchChromium } from './browser.ts';
import { randomGameWhere } from './random-games.ts';
import { settle, shot } from './harness.ts';
import { openScreen, savedSettings, tapSquare, type OpenedScreen } from './tablet-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ keepContexts: true });
});
afterAll(async () => {
  await kept?.opened.context.close();
  await browser?.close();
});

const people = {
  names: ['Bartholomew-the-Great', 'Maximiliana-Lovelace'] as [string, string],
  first: 0 as const,
};
const small = { name: 'Small', id: 'custom:2x3:fc' };
const boards = `localStorage.setItem('cell-division:v1:boards', ${JSON.stringify(JSON.stringify([small]))});`;

/** The first mover's three cells touch in an L; the second's two and one alone: the first wins. */
const TWO_PEOPLE = ['a1', 'c1', 'b1', 'a2', 'b2', 'c2'];

type Ending = 'win against Hard' | 'two long names';

/** Plays the last move of a game opened one move from its end, to the results. */
async function playToResults(page: Page, ending: Ending): Promise<void> {
  const moves =
    ending === 'two long names'
      ? [TWO_PEOPLE.at(-1)!]
      : [randomGameWhere('square:4', (p) => p.scores[2]! > p.scores[1]!).at(-1)!];
  for (const sq of moves) {
    await tapSquare(page, sq);
    await settle(page);
  }
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 60_000 });
  // The title's size is polled once drawn (it grows in): waited for here are the results' words.
  await page.waitForFunction(() => !!window.cellDivision.results()?.[0], null, { timeout: 10_000 });
}

function queryFor(ending: Ending): { query: string; init?: string } {
  if (ending === 'two long names') {
    const settings = { ...DEFAULT_SETTINGS, mode: 'duo', custom: small.id, people };
    return {
      query: `layout=${small.id}&p1=human&p2=human&moves=${TWO_PEOPLE.slice(0, -1).join('.')}`,
      init: savedSettings(settings) + boards,
    };
  }
  const moves = randomGameWhere('square:4', (p) => p.scores[2]! > p.scores[1]!);
  return { query: `layout=square:4&p1=hard&p2=human&moves=${moves.slice(0, -1).join('.')}` };
}

// An upright phone at its own ratio (the title measured at 3 device px per CSS px) and one on its
// side at 1: the two ratios and both shapes, without the third page a ratio-1 upright phone cost.
const screens = [
  { width: 390, height: 844, dpr: 3 },
  { width: 844, height: 390, dpr: 1 },
];
// On its side only the longest title (two long names): where a title goes on every shape is tested
// in Node (tests/screens/results/title-place.test.ts), the words of each ending too
// (tests/screens/results/result-words.test.ts, tests/words/results-words.test.ts). Upright the win
// (the celebration before the sheet) and the longest title: a title of any width is clear of the ✕
// in its room (title-place.test.ts), so the loss's headline, between the two in width, measured
// nothing the two do not; it is drawn on the board in results-endings and results-beat.
const endings: Ending[] = ['win against Hard', 'two long names'];
const cases = screens.flatMap((screen) =>
  endings
    .filter((ending) => screen.height > screen.width || ending === 'two long names')
    .map((ending) => ({ ...screen, ending })),
);

// The games against an opponent on one screen share a page: the loss opens by its link in the page
// (the hook's openMatch) over the win's results, which saves a page load. Two people need their
// names saved before the page loads, so they get a page of their own.
let kept: { screen: string; opened: OpenedScreen } | null = null;
async function pageFor(width: number, height: number, dpr: number, ending: Ending): Promise<OpenedScreen> {
  const { query, init } = queryFor(ending);
  const screen = `${width}x${height}@${dpr}`;
  if (kept && kept.screen === screen && !init) {
    expect(await kept.opened.page.evaluate((q) => window.cellDivision.openMatch(q), query), ending).toBe(
      true,
    );
    return kept.opened;
  }
  await kept?.opened.context.close();
  const opened = await openScreen(browser, inject('gameUrl'), {
    width,
    height,
    dpr,
    touch: true,
    query,
    init,
    scene: 'board',
    // A page kept for the next test is this file's own, not one the harness takes back after the test.
    newPage: !init,
  });
  kept = init ? null : { screen, opened };
  return opened;
}

test.each(cases)(
  'the results title is at least 22 CSS px, inside the panel and clear of the close button - $ending, $width x $height dpr $dpr',
  async ({ width, height, dpr, ending }) => {
    const { context, page, errors } = await pageFor(width, height, dpr, ending);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board');
    await settle(page);
    await playToResults(page, ending);
    const title = (await page.evaluate(() => window.cellDivision.results()))![0]!;
    if (ending === 'win against Hard') expect(title).toMatch(/^You won against Hard by \d+$/);
    if (ending === 'two long names') expect(title).toMatch(/^Bartholomew-\S* won by \d+$/);
    // The headline drawn at the panel's top ("You won!", kind words after a loss, the winner's name).
    const headline = ending === 'win against Hard' ? '^You won!$' : '^Bartholomew-\\S* won!$';
    const titleBox = () =>
      page.evaluate(
        (h) => window.cellDivision.textBoxes().find((b) => new RegExp(h).test(b.text))!,
        headline,
      );
    // The title grows in (a short tween from 0.6) as the sheet settles: measured once the title and
    // the ✕ stand still across two reads, not mid-tween (a box read while growing sat 5 px off).
    let last = '';
    await expect
      .poll(
        async () => {
          const now = JSON.stringify([
            await titleBox(),
            (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'see-board'),
          ]);
          const still = now === last;
          last = now;
          return still;
        },
        { timeout: 10_000, interval: 150, message: `${ending}: ${title}` },
      )
      .toBe(true);
    expect((await titleBox()).css).toBeGreaterThanOrEqual(22);
    // The screen as the player sees it, kept before the checks so a failure can be looked at.
    await shot(page, `results-title-${ending.replace(/ /g, '-')}-${width}x${height}-dpr${dpr}`);
    const box = await titleBox();
    const panel = (await page.evaluate(() => window.cellDivision.resultsPanel()))!;
    expect(box.x).toBeGreaterThanOrEqual(panel.x);
    expect(box.y).toBeGreaterThanOrEqual(panel.y);
    expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
    expect(box.y + box.height).toBeLessThanOrEqual(panel.y + panel.height);
    const close = (await page.evaluate(() => window.cellDivision.controls())).find(
      (c) => c.id === 'see-board',
    )!;
    // Clear space between the title and the ✕ (CSS px; 0 where they touch or overlap): the ✕ has
    // its corner, the title keeps 16 CSS px off it (title-place.ts; its glyphs' box may stand a
    // little inside its font's), never the 5-10 px that read as crowded.
    const dx = Math.max(0, close.x - (box.x + box.width), box.x - (close.x + close.width));
    const dy = Math.max(0, close.y - (box.y + box.height), box.y - (close.y + close.height));
    const apart = Math.hypot(dx, dy);
    console.log(`${ending} ${width}x${height}: title ${apart.toFixed(1)} CSS px from the close button`);
    expect(apart, `${ending}: the title crowds the close button`).toBeGreaterThanOrEqual(14);
    // Upright, the panel reads as one block: the title starts in the close button's row, at the
    // panel's top, not on a row of its own under the button with an empty band above it.
    if (height > width)
      expect(box.y, `${ending}: the title's top under the close button's middle`).toBeLessThan(
        close.y + close.height / 2,
      );
    // The score line is centred in the panel as a whole ("You 57 – 50 Medium" stood 25 px right);
    // on a phone on its side in the column right of the final board where the board takes the
    // sheet's height at its left, else in the left column, the header's, beside the buttons.
    const side = width > height && height < 560;
    const picture = await page.evaluate(() => window.cellDivision.resultsPicture());
    // The final board at the sheet's very left (results-side.ts): the header stands right of it.
    const tall = side && picture !== null && picture.x - panel.x < 24;
    const centre = tall
      ? (picture.x + picture.width + panel.x + panel.width) / 2
      : panel.x + panel.width / (side ? 4 : 2);
    const boxes = await page.evaluate(() => window.cellDivision.textBoxes());
    const dash = boxes.find((b) => b.text === '–')!;
    const row = boxes.filter((b) => Math.abs(b.y + b.height / 2 - (dash.y + dash.height / 2)) < 3);
    expect(row).toHaveLength(3);
    const [l, r] = [Math.min(...row.map((b) => b.x)), Math.max(...row.map((b) => b.x + b.width))];
    expect(Math.abs((l + r) / 2 - centre), JSON.stringify(row)).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
    if (kept?.opened.page !== page) await context.close();
  },
);
