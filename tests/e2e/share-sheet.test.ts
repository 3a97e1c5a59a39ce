// Share on phones: where the browser has a share sheet (navigator.share, stubbed here to record
// its call) the board's Share hands it the link and a title; without one the link is copied as
// before, and the builder's "Link copied" notice fits its slot on a 390×844 phone, nothing cut.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { controlNamed, settle, shot } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

const STUB = `Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: function (data) { (window.__shares ??= []).push(data); return Promise.resolve(); } });`;

declare global {
  interface Window {
    __shares?: { title?: string; url?: string }[];
  }
}

// Upright, Share is in the board's More sheet; on its side, in the bar, as on a tablet (the same
// control and the same call: the tablet's case was dropped as a repeat of this one).
test.each([
  [390, 844],
  [844, 390],
])('%i×%i with a share sheet: Share hands it the link and a title, no notice', async (width, height) => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width,
    height,
    dpr: 1,
    touch: true,
    init: STUB,
    query: 'layout=square:6&p1=human&p2=medium',
    scene: 'board',
  });
  await settle(page);
  await tapSquare(page, 'c3');
  await settle(page);
  const share = await controlNamed(page, 'share');
  expect(share.label).toBe('Share');
  await tapControl(page, 'share');
  await page.waitForFunction(() => (window.__shares?.length ?? 0) > 0, null, { timeout: 5000 });
  const [shared] = (await page.evaluate(() => window.__shares))!;
  const link = await page.evaluate(() => window.cellDivision.lastShared());
  expect(shared!.url).toBe(link);
  expect(link).toMatch(/layout=square(%3A|:)6/);
  expect(shared!.title).toBe('Cell Division: a game at move 2');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.cellDivision.notice())).toBeNull();
  await shot(page, `share-sheet-${width}x${height}`);
  expect(errors).toEqual([]);
  await context.close();
});

test('390×844 builder without a share sheet: the link is copied and its notice fits, nothing cut', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    touch: true,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await tapControl(page, 'build');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'builder');
  await tapControl(page, 'builder:share');
  await page.waitForFunction(() => window.cellDivision.notice()?.startsWith('Link copied') ?? false, null, {
    timeout: 5000,
  });
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await page.evaluate(() => window.cellDivision.lastShared()),
  );
  // The newest notice shows whole: its text is not cut by the slot, and it stands on the screen.
  const fit = await page.evaluate(() => {
    const line = [...document.querySelectorAll<HTMLElement>('.notice')].at(-1)!;
    const r = line.getBoundingClientRect();
    return {
      cut: line.scrollHeight > line.clientHeight + 1,
      font: parseFloat(getComputedStyle(line).fontSize),
      left: r.left,
      right: r.right,
      top: r.top,
      bottom: r.bottom,
    };
  });
  expect(fit.cut).toBe(false);
  expect(fit.font).toBeGreaterThanOrEqual(12);
  expect(fit.left >= 0 && fit.right <= 390 && fit.top >= 0 && fit.bottom <= 844).toBe(true);
  await shot(page, 'share-builder-390x844');
  expect(errors).toEqual([]);
  await context.close();
});
