// Every screen from a phone in portrait to a 1440p monitor: the game fills the viewport without
// overflow or page scroll, the canvas has device pixels (sharp at DPR 2 and 3), every control is a
// touch target of at least 44×44 CSS px, nothing is fetched from another origin, nothing errors.
// Screenshots of the menu and the board are kept for each size, of the results (also put aside) for
// the two phones.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { KEEP_SHOTS, shot } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

// The upright phone, the phone on its side, the tablet and the largest monitor: an upright tablet
// (768×1024) lies between the phone and the tablet, a laptop (1280×800) between the tablet and the
// monitor, and the menu's and results' places on every shape are tested in Node
// (tests/screens/menu/hub-layout.test.ts, tests/screens/results/title-place.test.ts).
// Sharp at ratios 3 (the phone), 2 (the tablet) and 1 (the phone on its side and the monitor): one
// shape a ratio, as the CSS-px layout is the same at any ratio.
const SCREENS = [
  { width: 390, height: 844, dpr: 3 },
  { width: 844, height: 390, dpr: 1 },
  { width: 1024, height: 768, dpr: 2 },
  { width: 2560, height: 1440, dpr: 1 },
];

async function checkFits(page: Page, width: number, height: number, dpr: number, minControls = 3) {
  const m = await page.evaluate(() => {
    const c = document.querySelector('canvas')!;
    const r = c.getBoundingClientRect();
    return {
      scrollW: document.documentElement.scrollWidth,
      scrollH: document.documentElement.scrollHeight,
      left: r.left,
      top: r.top,
      right: r.right,
      bottom: r.bottom,
      pixelsW: c.width,
      pixelsH: c.height,
    };
  });
  expect(m.scrollW).toBeLessThanOrEqual(width);
  expect(m.scrollH).toBeLessThanOrEqual(height);
  expect(m.left).toBeGreaterThanOrEqual(0);
  expect(m.top).toBeGreaterThanOrEqual(0);
  expect(m.right).toBeLessThanOrEqual(width + 0.5);
  expect(m.bottom).toBeLessThanOrEqual(height + 0.5);
  // One canvas pixel per device pixel: nothing is upscaled.
  expect(m.pixelsW).toBe(Math.round(width * dpr));
  expect(m.pixelsH).toBe(Math.round(height * dpr));
  const controls = await page.evaluate(() => window.cellDivision.controls());
  expect(controls.length).toBeGreaterThanOrEqual(minControls);
  for (const c of controls) {
    expect.soft(c.width, `${c.id} width`).toBeGreaterThanOrEqual(44);
    expect.soft(c.height, `${c.id} height`).toBeGreaterThanOrEqual(44);
    expect.soft(c.x, `${c.id} left`).toBeGreaterThanOrEqual(0);
    expect.soft(c.y, `${c.id} top`).toBeGreaterThanOrEqual(0);
    expect.soft(c.x + c.width, `${c.id} right`).toBeLessThanOrEqual(width + 0.5);
    expect.soft(c.y + c.height, `${c.id} bottom`).toBeLessThanOrEqual(height + 0.5);
  }
}

test.each(SCREENS)(
  'screen $width×$height at DPR $dpr - fits, sharp, touch targets ≥ 44 px',
  async ({ width, height, dpr }) => {
    const { context, page, errors, outside } = await openScreen(browser(), inject('gameUrl'), {
      width,
      height,
      dpr,
    });
    await checkFits(page, width, height, dpr);
    if (KEEP_SHOTS) await page.waitForTimeout(200);
    await shot(page, `screen-${width}x${height}-menu`);
    await tapControl(page, 'play');
    // The board laid out for the page (the hook's laidOut), not half a second's guess.
    await page.waitForFunction(
      () => window.cellDivision.scene() === 'board' && window.cellDivision.laidOut(),
    );
    await checkFits(page, width, height, dpr);
    // The board's squares are touch targets too.
    const a = await page.evaluate(() => [window.cellDivision.square('a1'), window.cellDivision.square('b1')]);
    expect(Math.abs(a[1]!.x - a[0]!.x)).toBeGreaterThanOrEqual(44);
    await shot(page, `screen-${width}x${height}-board`);
    // The page itself never scrolls or zooms under a swipe.
    await page.touchscreen.tap(width / 2, height / 2);
    expect(
      await page.evaluate(() => [window.scrollX, window.scrollY, window.visualViewport?.scale ?? 1]),
    ).toEqual([0, 0, 1]);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  },
);

// The results on the two phones, where the panel is most crowded. The tablet and the monitor add
// nothing the screen test above and Node do not: the canvas's fit and device pixels at those sizes
// are the screen test's, and every results button inside the panel, a finger wide and clear of the
// others, is buttons-place's in Node (tests/screens/results/buttons-place.test.ts, the tablet
// among its shapes; the monitor is roomier than any of them).
const RESULTS_SCREENS = SCREENS.slice(0, 2);

test.each(RESULTS_SCREENS)(
  'results $width×$height at DPR $dpr - the panel and, put aside, the way back fit',
  async ({ width, height, dpr }) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width,
      height,
      dpr,
      query: 'layout=square:3&p1=human&p2=hard&moves=a1.b2.c3.a2.a3.b1.b3.c1.c2',
      scene: 'results',
    });
    await page.waitForTimeout(600);
    await checkFits(page, width, height, dpr);
    await shot(page, `screen-${width}x${height}-results`);
    await tapControl(page, 'see-board');
    // Put aside: the way back to the results and the way out, and nothing of the panel.
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'results:back'));
    const aside = (await page.evaluate(() => window.cellDivision.controls())).map((c) => c.id);
    expect(aside).toEqual(expect.arrayContaining(['results:back', 'results:menu']));
    expect(aside).not.toContain('see-board');
    await checkFits(page, width, height, dpr, 2);
    await shot(page, `screen-${width}x${height}-results-aside`);
    expect(errors).toEqual([]);
    await context.close();
  },
);
