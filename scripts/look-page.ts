// A page for the scripts that take pictures for a person to look at (not tests): a screen of
// `size` (pixel ratio 1 and touch unless it says), the guided game's offer answered as for a
// returning player unless `first`, at the players' speed unless `testSpeed`. The caller opens the
// game in it (after a clock, if it wants one).
import type { Browser, Page } from 'playwright-core';
import { TUTORIAL_OFFERED } from '../tests/e2e/tablet-page.ts';

/** A screen a picture is taken on: its CSS size, pixel ratio and whether it has touch. */
export interface LookDevice {
  tag: string;
  width: number;
  height: number;
  dpr?: number;
  touch?: boolean;
}

/** The four devices a reviewer plays on: an upright phone and one on its side, a tablet, a desktop. */
export const REVIEW_DEVICES = [
  { tag: 'phone', width: 390, height: 844, dpr: 3, touch: true },
  { tag: 'land', width: 844, height: 390, dpr: 3, touch: true },
  { tag: 'tablet', width: 1024, height: 768, dpr: 2, touch: true },
  { tag: 'desk', width: 1280, height: 720, dpr: 1, touch: false },
] as const satisfies readonly LookDevice[];

export async function lookPage(
  browser: Browser,
  size: Omit<LookDevice, 'tag'>,
  o: { testSpeed?: boolean; first?: boolean } = {},
): Promise<Page> {
  const touch = size.touch ?? true;
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: size.dpr ?? 1,
    hasTouch: touch,
    isMobile: touch,
  });
  const page = await context.newPage();
  if (!o.first) await page.addInitScript(TUTORIAL_OFFERED);
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
