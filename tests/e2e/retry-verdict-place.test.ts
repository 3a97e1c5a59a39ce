// The retry's verdict is asked where the board stays in sight: the question's panel covers neither
// the square just retried nor the square of the move it is judged against, on a phone either way up.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { tapControl, tapSquare } from './tablet-page.ts';
import { openReviewedGame, scene, shown } from './review-trip.ts';
import { type Box, overlaps } from './boxes.ts';

const browser = useChromium();

// The two phones, where the panel and the board compete for room. Where the panel goes on every
// shape (beside the board on a wide screen, a sheet under it upright, top or bottom where no band
// holds it) is tested in Node: tests/ui/dialog-place.test.ts.
const SCREENS = [
  { width: 390, height: 844, dpr: 1, tag: '390x844' },
  { width: 844, height: 390, dpr: 1, tag: '844x390' },
];

/** Square `name`'s box on the page: one square's pitch around its centre. */
async function squareBox(page: Page, name: string): Promise<Box> {
  const [c, a1, b1] = await Promise.all(
    [name, 'a1', 'b1'].map((n) => page.evaluate((n) => window.cellDivision.square(n)!, n)),
  );
  const pitch = Math.hypot(b1!.x - a1!.x, b1!.y - a1!.y);
  return { x: c!.x - pitch / 2, y: c!.y - pitch / 2, width: pitch, height: pitch };
}

test.each(SCREENS)(
  'the verdict of a retried move leaves the squares it speaks of in sight - $tag',
  async (screen) => {
    const { context, page, errors } = await openReviewedGame(
      browser(),
      inject('gameUrl'),
      screen,
      'square:5',
      11 + 1024,
    );
    const review = (await page.evaluate(() => window.cellDivision.review()))!;
    await tapControl(page, 'retry');
    await scene(page, 'board');
    const at = (await settle(page)).moves.length;
    const judged = review.moves[at]!;
    const retried = judged.best[0]!;
    await tapSquare(page, retried);
    await page.waitForFunction(() => window.cellDivision.retryVerdict() !== null, null, { timeout: 30_000 });
    await shown(page, 'confirm:yes');
    await page.waitForTimeout(400);
    await shot(page, `retry-verdict-place-${screen.tag}`);
    const dialog = (await page.evaluate(() => window.cellDivision.dialog()))!;
    expect(dialog.kind).toBe('confirm');
    const box = dialog.box!;
    // The whole panel on the screen, its buttons inside it.
    expect(
      box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= screen.width + 0.5 &&
        box.y + box.height <= screen.height + 0.5,
      JSON.stringify(box),
    ).toBe(true);
    const buttons = (await page.evaluate(() => window.cellDivision.controls())).filter((c) =>
      c.id.startsWith('confirm:'),
    );
    for (const b of buttons)
      expect(
        b.x >= box.x &&
          b.x + b.width <= box.x + box.width + 0.5 &&
          b.y >= box.y &&
          b.y + b.height <= box.y + box.height + 0.5,
        b.id,
      ).toBe(true);
    // The retried square and the square it is judged against stay in sight.
    for (const name of [retried, judged.move]) {
      const square = await squareBox(page, name);
      expect(
        overlaps(box, square),
        `${name} ${JSON.stringify(square)} under the question ${JSON.stringify(box)}`,
      ).toBe(false);
    }
    await tapControl(page, 'confirm:yes');
    await scene(page, 'review');
    expect(errors).toEqual([]);
    await context.close();
  },
);
