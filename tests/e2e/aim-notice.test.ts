// The first aim's notice (why these places take two taps) and the aim's Place bubble keep apart:
// on hex:7 held upright on a phone, the first aim near the top of the board, then aims across it
// while the notice still shows; on square:12 with the phone on its side, where the notice and the
// bubble share the column left of the board, the first aim beside the board's middle row; on
// square:12 upright at 3x, where the notice stands beside the bubble.
// About 30 s.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { controls, shot } from './harness.ts';
import { openScreen, tapSquare } from './tablet-page.ts';
import { replayRecord, squareName } from '../../src/engine/index.ts';
import { overlaps } from './boxes.ts';

const browser = useChromium();

const placeBox = async (page: Page) => (await controls(page)).find((c) => c.id === 'aim:place') ?? null;

test.each([
  { rules: 'hex:7', width: 390, height: 844, dpr: 1, first: [] as string[] },
  { rules: 'square:12', width: 844, height: 390, dpr: 1, first: ['e6'] },
  // At 3x the band over the board holds the bubble and no two-line notice above or below it.
  { rules: 'square:12', width: 390, height: 844, dpr: 3, first: ['c3'] },
])(
  "$rules at $width×$height ($dpr x) touch: the first aim's notice never covers the Place bubble",
  async ({ rules, width, height, dpr, first }) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      aimFirst: true,
      width,
      height,
      dpr,
      query: `layout=${rules}&p1=human&p2=human`,
      scene: 'board',
    });
    const start = replayRecord(rules);
    const names = start.legalMoveList().map((s) => squareName(start.layout, s));
    const at = await page.evaluate(
      (ns) =>
        ns.map((n) => ({ n, y: window.cellDivision.square(n)!.y, x: window.cellDivision.square(n)!.x })),
      names,
    );
    const byY = [...at].sort((a, b) => a.y - b.y || a.x - b.x);
    // The top of the board first (where the bubble stands nearest the notice), then across it.
    const tried = [
      ...first,
      ...[byY[0]!, byY[Math.floor(byY.length / 2)]!, byY.at(-1)!, byY[3]!].map((p) => p.n),
    ];
    let checked = 0;
    const aimed = (square: string, timeout: number) =>
      page
        .waitForFunction((n) => window.cellDivision.state()?.aimed === n, square, { timeout })
        .then(
          () => true,
          () => false,
        );
    for (const square of tried) {
      await tapSquare(page, square);
      // One quick tap on the 12×12 at 3x did not aim in 1 of 3 full runs (never alone, in 3 runs): the
      // lost tap is open, as in aim-bubble-free. Say what the page held, then tap once more, so the
      // notice's rule below is still checked.
      if (!(await aimed(square, 10_000))) {
        const held = await page.evaluate(() => ({
          state: window.cellDivision.state(),
          texts: window.cellDivision.texts(),
        }));
        console.warn(`aim-notice: the quick tap on ${square} did not aim`, JSON.stringify(held));
        await tapSquare(page, square);
        expect(await aimed(square, 30_000), `${square} aimed after a second tap`).toBe(true);
      }
      const place = await placeBox(page);
      const notice = await page.evaluate(() => window.cellDivision.noticeBox());
      expect(place, square).not.toBeNull();
      if (!notice) break; // the notice has gone
      if (checked === 0)
        await shot(page, `aim-notice-${rules.replace(':', '')}-${width}x${height}-${square}`);
      checked++;
      expect(
        overlaps(place!, notice),
        `${square}: Place ${JSON.stringify(place)} under the notice ${JSON.stringify(notice)}`,
      ).toBe(false);
    }
    expect(checked).toBeGreaterThan(0);
    expect((await page.evaluate(() => window.cellDivision.state()))!.moves).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  },
);
