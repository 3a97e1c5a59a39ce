// The way from an upright phone's short results sheet to the whole one, for the tests that go on
// from the results to Review, Details, Share or Save this board.
import type { Page } from 'playwright-core';
import { controls, SOON } from './harness.ts';

/**
 * Opens the whole results sheet where they stand short (an upright phone's first sheet: the verdict,
 * the score and the next steps), by its Stats and chart; nothing where they are whole already.
 * Waits for the results' first buttons; a tap the rising sheet does not take yet is made again.
 */
export async function openWholeSheet(page: Page, touch?: boolean): Promise<void> {
  const asTouch = touch ?? (await page.evaluate(() => navigator.maxTouchPoints > 0));
  const ids = () => controls(page).then((cs) => cs.map((c) => c.id));
  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => ['results:whole', 'more', 'again'].includes(c.id)),
    null,
    { timeout: 30_000 },
  );
  if (!(await ids()).includes('results:whole')) return;
  for (let tries = 0; tries < 8 && (await ids()).includes('results:whole'); tries++) {
    const whole = (await controls(page)).find((c) => c.id === 'results:whole');
    if (!whole) break;
    const [x, y] = [whole.x + whole.width / 2, whole.y + whole.height / 2];
    if (asTouch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    const opened = await page
      .waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'more'), null, {
        timeout: 1500,
      })
      .then(() => true)
      .catch(() => false);
    if (opened) return;
  }
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'more'), null, SOON);
}
