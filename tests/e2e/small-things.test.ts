// Small things: the "Link copied" toast stands clear of the scores (on the board, and with the
// results put aside) and goes with its game; the hook's notice() reports what is on screen. The
// status line's words are tested on their model (tests/ui/status-line.test.ts).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { randomGame } from './random-games.ts';
import { controlNamed, settle, shot, SOON } from './harness.ts';
import { openWholeSheet } from './results-sheet.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';
import { type Box, overlaps } from './boxes.ts';

const browser = useChromium();

const SCREENS = [
  { width: 1024, height: 768 },
  { width: 390, height: 844, dpr: 1 },
  { width: 844, height: 390, dpr: 1 },
];

/** What `box` (a notice or the coach's banner) covers on the board screen: the scores, the status line, the toolbar or the labels. */
async function covered(page: Page, box: Box): Promise<string[]> {
  const seen = await page.evaluate(() => ({
    panels: window.cellDivision.scorePanels()!,
    status: window.cellDivision.statusBox()!,
    controls: window.cellDivision.controls(),
    labels: window.cellDivision.boardLabels()!,
  }));
  expect(seen.panels).toHaveLength(2);
  expect(seen.labels.length).toBeGreaterThan(0);
  return [
    ...seen.panels.map((b, i) => ({ what: `score panel ${i + 1}`, b })),
    { what: 'status line', b: seen.status },
    ...seen.controls.map((c) => ({ what: `button ${c.id}`, b: c })),
    ...seen.labels.map((l) => ({ what: `label ${l.text}`, b: l })),
  ]
    .filter(({ b }) => overlaps(box, b))
    .map(({ what }) => what);
}

// One page resized through the three screens (each size lays the board out afresh), rather than a page per size.
test('notices and the hint banner stand clear of the scores, status line, toolbar and labels; the toast goes with its game - 1024x768, 390x844, 844x390', async () => {
  const [first, ...others] = SCREENS;
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...first!,
    query: 'layout=square:5&p1=human&p2=easy',
    scene: 'board',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const screen of [first!, ...others]) {
    if (screen !== first) await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.waitForFunction((w) => window.innerWidth === w, screen.width);
    await settle(page);
    await tapSquare(page, 'c3');
    await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 2);
    await settle(page);
    await tapControl(page, 'share');
    await page.waitForFunction(() => window.cellDivision.notice() !== null);
    expect(await page.evaluate(() => window.cellDivision.notice())).toBe(
      'Link copied: it opens this game at this move.',
    );
    expect(
      await covered(page, (await page.evaluate(() => window.cellDivision.noticeBox()))!),
      `the toast at ${screen.width}`,
    ).toEqual([]);
    await shot(page, `toast-link-copied-${screen.width}`);
    // The hint's banner shares the place, and the toast moves under it.
    await tapControl(page, 'hint');
    // Easy on 5x5 is ladder step 1: its first hint comes at once, free, with no question.
    await page.waitForFunction(() => window.cellDivision.hint() !== null, null, { timeout: 30_000 });
    await page.waitForTimeout(100);
    const banner = (await page.evaluate(() => window.cellDivision.coachWordsBox()))!;
    expect(await covered(page, banner), `the hint's banner at ${screen.width}`).toEqual([]);
    const toast = await page.evaluate(() => window.cellDivision.noticeBox());
    if (toast) {
      expect(await covered(page, toast), `the toast under the banner at ${screen.width}`).toEqual([]);
      expect(overlaps(toast, banner)).toBe(false);
    }
    await shot(page, `hint-banner-${screen.width}x${screen.height}`);
    // A restart ends that game: its toast goes at once.
    await tapControl(page, 'restart');
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'));
    await tapControl(page, 'confirm:yes');
    await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 0);
    expect(await page.evaluate(() => window.cellDivision.notice())).toBeNull();
  }
  expect(errors).toEqual([]);
  await context.close();
});

test('a link copied on the results stands clear of the scores when the results are put aside - 390', async () => {
  const moves = randomGame('square:4', 11);
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    // Sixteen squares: the second player plays the last one.
    query: `layout=square:4&p1=easy&p2=human&moves=${moves.slice(0, -1).join('.')}`,
    scene: 'board',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await settle(page);
  await tapSquare(page, moves.at(-1)!);
  // The board's toolbar has a Share too: wait for the results' own, beside its ✕.
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 30_000 });
  await controlNamed(page, 'see-board');
  await openWholeSheet(page);
  await tapControl(page, 'share');
  await page.waitForFunction(() => window.cellDivision.notice() !== null);
  await tapControl(page, 'see-board');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'results:back'));
  await expect.poll(() => page.evaluate(() => window.cellDivision.noticeBox()), SOON).not.toBeNull();
  const toast = (await page.evaluate(() => window.cellDivision.noticeBox()))!;
  const panels = (await page.evaluate(() => window.cellDivision.scorePanels()))!;
  expect(panels).toHaveLength(2);
  for (const p of panels) expect(overlaps(toast, p), 'the toast covers a score').toBe(false);
  await shot(page, 'toast-results-aside-390');
  expect(errors).toEqual([]);
  await context.close();
});

// The retry's notice is placed as every notice is (the test above, at each size): told here on the
// phone on its side, where the notices have the least room.
test.each(SCREENS.filter((s) => s.width === 844))(
  'the retry is told clear of the scores, status line, toolbar and labels, and its verdict by the question alone - $width',
  async (screen) => {
    const moves = randomGame('square:4', 7 + screen.width);
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      query: `layout=square:4&p1=easy&p2=human&moves=${moves.slice(0, -1).join('.')}`,
      scene: 'board',
    });
    await settle(page);
    await tapSquare(page, moves.at(-1)!);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 60_000 });
    // "Review game", after a loss as after a win.
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'review'));
    await tapControl(page, 'review');
    await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, {
      timeout: 90_000,
      polling: 200,
    });
    const review = (await page.evaluate(() => window.cellDivision.review()))!;
    const worst = review.moves.filter((m) => m.index % 2 === 1).reduce((a, b) => (b.cost > a.cost ? b : a));
    // The chart's bar of the worst move shows it; Retry then starts from it.
    const chart = (await page.evaluate(() => window.cellDivision.controls())).find(
      (c) => c.id === 'review-chart',
    )!;
    await page.touchscreen.tap(
      chart.x + (chart.width / (review.moves.length + 1)) * (worst.index + 1.5),
      chart.y + chart.height / 2,
    );
    await page.waitForFunction((n) => window.cellDivision.review()?.shownMove === n, worst.index + 1);
    await tapControl(page, 'retry');
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 10_000 });
    await settle(page);
    await page.waitForFunction(() => window.cellDivision.notice()?.startsWith('Move ') === true);
    expect(await covered(page, (await page.evaluate(() => window.cellDivision.noticeBox()))!)).toEqual([]);
    await tapSquare(page, worst.best[0]!);
    await page.waitForFunction(() => window.cellDivision.retryVerdict() !== null, null, { timeout: 30_000 });
    const verdict = (await page.evaluate(() => window.cellDivision.retryVerdict()))!;
    // The verdict is the question's title (Back to review or Play on), not a notice over the board as well.
    await page.waitForFunction(
      () => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'),
      null,
      { timeout: 10_000 },
    );
    const title = verdict.slice(0, verdict.indexOf('. ') + 1 || undefined);
    expect((await page.evaluate(() => window.cellDivision.textSizes())).map((t) => t.text)).toContain(title);
    expect(await page.evaluate(() => window.cellDivision.notice())).toBeNull();
    await shot(page, `retry-verdict-${screen.width}x${screen.height}`);
    expect(errors).toEqual([]);
    await context.close();
  },
);
