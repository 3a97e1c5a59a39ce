// The builder's notices stand in a slot of its layout, between its controls and its grid: on a
// phone upright and on its side, no notice covers the grid or a control, even a
// long one, and the one-line heart preset has its notch on the 6×6 grid.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { KEEP_SHOTS, SHOTS } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';
import { type Box, overlaps } from './boxes.ts';

const browser = useChromium();

async function paste(page: Page, text: string): Promise<void> {
  await tapControl(page, 'builder:paste');
  await page.waitForSelector('#text-prompt');
  await page.fill('#text-prompt', text);
  await tapControl(page, 'confirm:yes');
  await page.waitForSelector('#text-prompt', { state: 'detached' });
}

/** The 6×6 grid's box on the page, from its corner squares' centres and their spacing. */
async function gridBox(page: Page): Promise<Box> {
  const [a6, b5, f1] = await page.evaluate(() =>
    ['a6', 'b5', 'f1'].map((n) => window.cellDivision.square(n)!),
  );
  const half = (b5!.x - a6!.x) / 2;
  return {
    x: a6!.x - half,
    y: a6!.y - half,
    width: f1!.x - a6!.x + 2 * half,
    height: f1!.y - a6!.y + 2 * half,
  };
}

/** Waits for a notice with these words and checks its box against the grid's and every control's. */
async function noticeClear(page: Page, words: RegExp, shotName: string): Promise<void> {
  await page.waitForFunction((w) => new RegExp(w).test(window.cellDivision.notice() ?? ''), words.source);
  await page.waitForTimeout(150);
  const notice = (await page.evaluate(() => window.cellDivision.noticeBox()))!;
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/${shotName}.png` });
  expect(notice.height).toBeGreaterThan(10);
  expect(overlaps(notice, await gridBox(page)), 'the notice covers the grid').toBe(false);
  for (const c of await page.evaluate(() => window.cellDivision.controls())) {
    expect(overlaps(notice, c), `the notice covers ${c.id}`).toBe(false);
  }
}

// The two phones: the slot under the facts (upright) and the row end or the strip (on its side).
// Which slot each shape gets is tested in Node: tests/screens/builder/notice-slot.test.ts.
test.each([
  { width: 390, height: 844, dpr: 1, tag: '390x844' },
  { width: 844, height: 390, dpr: 1, tag: '844x390' },
])('a builder notice covers neither the grid nor a control - $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), screen);
  await tapControl(page, 'build');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'builder');
  // Column b has a gap: under gravity Play says why at length.
  await paste(page, ['######', '######', '#.####', '######', '######', '######'].join('\n'));
  await tapControl(page, 'builder:gravity');
  await tapControl(page, 'builder:play');
  await noticeClear(page, /column b has a gap/, `builder-notice-${screen.tag}`);
  const gapNote = async () =>
    (await page.evaluate(() => window.cellDivision.texts())).some((t) => /column b has a gap/.test(t));
  if (screen.height > screen.width) {
    // Upright, the notice stands under the facts: the note there steps aside until it has gone.
    expect(await gapNote(), 'the note under the facts shows through the notice').toBe(false);
    await page.waitForFunction(() => window.cellDivision.notice() === null, undefined, { timeout: 15_000 });
    await expect.poll(gapNote, { timeout: 5000, message: 'the note under the facts is back' }).toBe(true);
  }
  // A pasted mistake, told while the first notice is still up.
  await paste(page, '##\n#');
  await noticeClear(page, /Row 2 has 1 square/, `builder-notice-paste-${screen.tag}`);
  await tapControl(page, 'builder:preset:heart');
  await page.waitForTimeout(100);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/builder-heart-6x6-${screen.tag}.png` });
  expect(errors).toEqual([]);
  await context.close();
});
