// Under gravity a move is a column, so Perfect play opens from 20 moves left (a square board waits
// for 15): on flask:8x3 four moves in, every open column shows its value, on a tablet and a phone.
import { expect, inject, test } from 'vitest';
import { replayRecord } from '../../src/engine/index.ts';
import { useChromium } from './browser.ts';
import { settle, shot, twoFrames, KEEP_SHOTS } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

test.each([
  { width: 1024, height: 768, tag: '1024x768' },
  { width: 390, height: 844, dpr: 1, tag: '390x844' },
])('flask:8x3 with 20 moves left: Perfect play values every column - $tag', async (screen) => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...screen,
    touch: true,
    query: 'layout=flask:8x3&p1=human&p2=medium&moves=a.b.c.d',
    scene: 'board',
  });
  const s = await settle(page);
  expect(s.moves).toHaveLength(4);
  await twoFrames(page);
  await tapControl(page, 'overlay');
  await page.waitForFunction(() => window.cellDivision.overlay()?.values != null, null, { timeout: 60_000 });
  const overlay = (await page.evaluate(() => window.cellDivision.overlay()))!;
  // One value for each open column's landing square (the flask's a column holds one cell).
  expect(Object.keys(overlay.values!)).toHaveLength(replayRecord('flask:8x3 a b c d').legalMoveList().length);
  if (KEEP_SHOTS) await page.waitForTimeout(300);
  await shot(page, `overlay-gravity-${screen.tag}`);
  expect(errors).toEqual([]);
  await context.close();
});
