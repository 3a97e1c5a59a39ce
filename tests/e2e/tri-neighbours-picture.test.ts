// The triangle's how-to-play page draws which triangles split a cell (decided in Node,
// tests/screens/tutorial/tri-neighbours.test.ts): opened from a triangle's board on a desktop, its
// first page holds lit triangles in the labels' gold and the ✕ marks in their pale red, in the
// dialog's middle, under its words.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { clickControl, pagePicture, shot } from './harness.ts';
import { openScreen } from './tablet-page.ts';
import { neighboursInks } from './neighbours-inks.ts';

const browser = useChromium();

test("a triangle's how to play shows its six neighbours lit and the corners that never split it", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1440,
    height: 900,
    touch: false,
    query: 'layout=tri:4&p1=human&p2=hard',
    scene: 'board',
  });
  await clickControl(page, 'help');
  await page.waitForFunction(() => window.cellDivision.dialog()?.kind === 'howto', null, { timeout: 20_000 });
  await page.waitForTimeout(300);
  // The dialog's middle, under its words and over its buttons.
  const lower = { x: 400, y: 330, width: 640, height: 440 };
  const { gold, red } = neighboursInks((await pagePicture(page)).part(lower).data);
  expect(gold).toBeGreaterThan(200);
  expect(red).toBeGreaterThan(40);
  await shot(page, 'tri-neighbours-picture-1440x900');
  expect(errors).toEqual([]);
  await context.close();
});
