// A finger held on an empty square previews its gain, and the square under the finger is ringed
// (the finger hides the square itself): the ring goes when the finger lifts. On squares a finger
// covers, nothing is placed; on squares smaller than a finger (magnified under it, one gesture) the
// release places the held square.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot, SOON, twoFrames } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

// square:6 once, upright: on its side the same board takes the same touch path at another size.
test.each([
  [390, 844, 'square:6', false],
  [1024, 768, 'hex:3', false],
  [390, 844, 'square:12', true],
])(
  '%i×%i, %s: a held square is ringed while the finger holds it (placed on release: %s)',
  async (width, height, layout, placed) => {
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
    // A release that places is taken on the game's next frame: four frames on, a move not in was not made.
    if (placed) await page.waitForFunction(() => window.cellDivision.state()!.moves.length > 0, null, SOON);
    else for (let i = 0; i < 2; i++) await twoFrames(page);
    const moves = (await page.evaluate(() => window.cellDivision.state()))!.moves;
    if (placed) expect(moves[0]).toBe('c3');
    else expect(moves).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  },
);
