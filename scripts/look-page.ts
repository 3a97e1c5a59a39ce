// A page for the scripts that take pictures for a person to look at (not tests): a touch screen of
// `size` at pixel ratio 1, the guided game's offer answered as for a returning player, at the
// players' speed unless `testSpeed`. The caller opens the game in it (after a clock, if it wants one).
import type { Browser, Page } from 'playwright-core';
import { TUTORIAL_OFFERED } from '../tests/e2e/tablet-page.ts';

export async function lookPage(
  browser: Browser,
  size: { width: number; height: number },
  o: { testSpeed?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: size,
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.addInitScript(TUTORIAL_OFFERED);
  if (!o.testSpeed) await page.addInitScript('window.cellDivisionTestSpeed = false;');
  return page;
}

/** Taps the control `id` where it is drawn, as a finger would, then lets its answer draw. */
export async function tapLook(page: Page, id: string): Promise<void> {
  const c = (await page.evaluate(() => window.cellDivision.controls())).find((k) => k.id === id);
  if (!c) throw new Error(`no control ${id}`);
  await page.touchscreen.tap(c.x + c.width / 2, c.y + c.height / 2);
  await page.waitForTimeout(600);
}
