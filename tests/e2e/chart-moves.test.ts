// The results' and the review's charts number the moves under their axis: the first move, the
// last, and some between, readable (12 CSS px), inside their chart, apart from each other, the key
// and the buttons. On the review a tap over a number goes to that move.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ShownChart } from '../../src/testing/hook-contract.ts';
import { launchChromium } from './browser.ts';
import { randomGame } from './random-games.ts';
import { controls, SOON, shot } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';
import { type Box, overlaps, within } from './boxes.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const charts = (page: Page) => page.evaluate(() => window.cellDivision.charts());

/** Each chart numbers its first and last move (`first`, `last`), in order, readable, clear of the key, each other and the buttons. */
async function expectNumbers(page: Page, shown: ShownChart[], first: number, last: number): Promise<void> {
  const buttons = (await controls(page)).filter((c) => c.id !== 'review-chart');
  const texts = await page.evaluate(() => window.cellDivision.textBoxes());
  const same = (a: Box, b: Box) => Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5;
  for (const chart of shown) {
    const numbers = chart.moves.map((m) => m.move);
    expect(numbers[0], chart.title).toBe(first);
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

test.each([
  { width: 1280, height: 720, dpr: 1, touch: false, tag: '1280x720' },
  { width: 1024, height: 768, dpr: 1, touch: true, tag: '1024x768' },
  { width: 390, height: 844, dpr: 2, touch: true, tag: '390x844' },
  { width: 844, height: 390, dpr: 2, touch: true, tag: '844x390' },
])('chart move numbers - the results and the review against Hard at $tag', async (screen) => {
  const moves = randomGame('square:5', 7);
  const query = `layout=square:5&p1=human&p2=hard&moves=${moves.join('.')}`;
  const { context, page, errors } = await openScreen(browser, inject('gameUrl'), {
    ...screen,
    query,
    scene: 'results',
  });
  await page.waitForFunction(() => window.cellDivision.charts().length === 2, null, SOON);
  await page.waitForTimeout(600);
  await shot(page, `chart-moves-results-${screen.tag}`);
  const results = await charts(page);
  // Both charts: from move 1 (the score chart's start, move 0, unnumbered) to the last.
  await expectNumbers(page, results, 1, moves.length);

  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => c.id === 'review' && c.enabled),
    null,
    SOON,
  );
  if (screen.touch) await tapControl(page, 'review');
  else {
    const c = (await controls(page)).find((k) => k.id === 'review')!;
    await page.mouse.click(c.x + c.width / 2, c.y + c.height / 2);
  }
  await page.waitForFunction(
    () => window.cellDivision.scene() === 'review' && window.cellDivision.charts().length === 1,
    null,
    { timeout: 20_000 },
  );
  await page.waitForTimeout(600);
  await shot(page, `chart-moves-review-${screen.tag}`);
  const review = await charts(page);
  await expectNumbers(page, review, 1, moves.length);

  // A tap on the chart straight above a number goes to that move.
  const chart = (await controls(page)).find((c) => c.id === 'review-chart')!;
  for (const m of [review[0]!.moves[1]!, review[0]!.moves.at(-1)!]) {
    const x = m.box.x + m.box.width / 2;
    const y = chart.y + chart.height / 2;
    if (screen.touch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    await page.waitForFunction((n) => window.cellDivision.review()?.shownMove === n, m.move, SOON);
  }
  expect(errors).toEqual([]);
  await context.close();
});
