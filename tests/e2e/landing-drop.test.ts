// A beaker shows where a cell would land before the tap: the mouse over c4 of a beaker whose c
// column holds one cell marks the way down (pale arrows on c4 and c3, which the tap would fall past)
// and the cell to come on c2, the landing square (its preview is the preview model's, tests/screens/game/preview.test.ts). What is marked is decided in Node
// (tests/screens/game/landing-drop.test.ts); here, that it is drawn where the pointer is.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { pagePicture, settle, shot } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

/** Near-white pixels in the middle half of the square at `at` (the arrows' pale ink; the liquid and glass are dark). */
async function paleNear(page: Parameters<typeof settle>[0], at: { x: number; y: number }, reach: number) {
  const picture = await pagePicture(page);
  const { data } = picture.part({ x: at.x - reach, y: at.y - reach, width: 2 * reach, height: 2 * reach });
  let pale = 0;
  for (let i = 0; i < data.length; i += 4)
    if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 180) pale++;
  return pale;
}

test('the mouse high in a beaker column marks the way down to the landing square', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    touch: false,
    query: 'layout=beaker:4x5&p1=human&p2=human&moves=c1.d1',
    scene: 'board',
  });
  await settle(page);
  const c4 = (await page.evaluate(() => window.cellDivision.square('c4')))!;
  const c3 = (await page.evaluate(() => window.cellDivision.square('c3')))!;
  const c2 = (await page.evaluate(() => window.cellDivision.square('c2')))!;
  const reach = Math.abs(c4.y - c3.y) / 4;
  expect(await paleNear(page, c3, reach)).toBe(0);
  await page.mouse.move(c4.x, c4.y, { steps: 3 });
  await page.waitForTimeout(200);
  expect(await paleNear(page, c3, reach)).toBeGreaterThan(10);
  expect(await paleNear(page, c4, reach)).toBeGreaterThan(10);
  // Off the board, the way down goes.
  await page.mouse.move(5, 5, { steps: 2 });
  await page.waitForTimeout(100);
  expect(await paleNear(page, c3, reach)).toBe(0);
  await page.mouse.move(c2.x, c2.y, { steps: 2 });
  await shot(page, 'landing-drop-1024x768');
  expect(errors).toEqual([]);
  await context.close();
});
