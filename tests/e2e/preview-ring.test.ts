// A finger held on an empty square previews its gain, and the square under the finger is ringed
// (the finger hides the square itself): the ring goes when the finger lifts, and the release places
// the held square, on squares a finger covers as on those smaller than a finger (magnified under it).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot, SOON } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

// square:6 once, upright: on its side the same board takes the same touch path at another size.
test.each([
  [390, 844, 'square:6'],
  [1024, 768, 'hex:3'],
  [390, 844, 'square:12'],
])(
  '%i×%i, %s: a held square is ringed while the finger holds it, and placed on release',
  async (width, height, layout) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width,
      height,
      dpr: 1,
      touch: true,
      query: `layout=${layout}&p1=human&p2=medium`,
      scene: 'board',
    });
    await settle(page);
    expect((await page.evaluate(() => window.cellDivision.state()))!.previewHeld).toBeNull();
    const at = (await page.evaluate(() => window.cellDivision.square('c3')))!;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
    await page.waitForFunction(() => window.cellDivision.coachWords()?.startsWith('c3:') ?? false, null, {
      timeout: 10_000,
    });
    expect((await page.evaluate(() => window.cellDivision.state()))!.previewHeld).toBe('c3');
    await shot(page, `preview-ring-${layout.replace(':', '')}-${width}x${height}`);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(() => window.cellDivision.state()!.previewHeld === null, null, {
      timeout: 5000,
    });
    await page.waitForFunction(() => window.cellDivision.state()!.moves.length > 0, null, SOON);
    expect((await page.evaluate(() => window.cellDivision.state()))!.moves[0]).toBe('c3');
    expect(errors).toEqual([]);
    await context.close();
  },
);
