// A finger held on a square shows where the move would split cells, before the release: on a
// triangle board on a 1024×768 tablet, a press on e3 (beside three of the person's cells) draws the
// faint white cut lines over e3 and its neighbours that would divide, and the release still places.
// Which cells and which cuts, and their going with the press, is the model's, in Node
// (tests/screens/game/split-preview.test.ts); here the lines are seen in the canvas's pixels.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { settle, shot, SOON } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

// Player 1 to move; e3 touches e4 and d3 of theirs, so e3, e4 and d3 would split.
const MOVES = 'd2.f6.d3.e5.f4.f5.e4.g5';

/** How many near-white pixels the page shows in a box of `half` CSS px around (x, y). */
async function whiteAround(page: Page, at: { x: number; y: number }, half: number): Promise<number> {
  const png = await page.screenshot({
    clip: { x: at.x - half, y: at.y - half, width: 2 * half, height: 2 * half },
  });
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const g = canvas.getContext('2d')!;
    g.drawImage(image, 0, 0);
    const px = g.getImageData(0, 0, image.width, image.height).data;
    let white = 0;
    for (let i = 0; i < px.length; i += 4) if (px[i]! > 215 && px[i + 1]! > 215 && px[i + 2]! > 215) white++;
    return white;
  }, png.toString('base64'));
}

test('tri:6 at 1024×768 touch: a held finger shows the cut lines of the cells the move would divide; the release places', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    query: `layout=tri:6&p1=human&p2=human&moves=${MOVES}`,
    scene: 'board',
  });
  await settle(page);
  const e3 = (await page.evaluate(() => window.cellDivision.square('e3')))!;
  const d3 = (await page.evaluate(() => window.cellDivision.square('d3')))!;
  const half = Math.abs(e3.x - d3.x) * 0.45;
  const before = await whiteAround(page, e3, half);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: e3.x, y: e3.y }] });
  await page.waitForFunction(() => window.cellDivision.state()?.pressed === 'e3', null, SOON);
  const held = await whiteAround(page, e3, half);
  await shot(page, 'split-preview-tri6-1024x768');
  // Two cuts across e3 (its | and one slant), each a light core over a dark edge: many white pixels.
  expect(held, `white pixels before ${before}, held ${held}`).toBeGreaterThan(before + 2 * half);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForFunction(() => window.cellDivision.state()!.pressed === null, null, SOON);
  // However long the screenshot held it, the release places (a hold looks, then plays).
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 9, null, SOON);
  expect((await page.evaluate(() => window.cellDivision.state()!.moves)).at(-1)).toBe('e3');
  expect(errors).toEqual([]);
  await context.close();
});
