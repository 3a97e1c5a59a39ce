// The guided game's card is as tall as its words and buttons on a phone held upright: Next stands
// right under its line, and the board takes the room the card leaves.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { KEEP_SHOTS, SHOTS } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

test("guided game on 390x844: the board gets the room, Next right under the card's words", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    firstVisit: true,
    scene: 'menu',
  });
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'tutorial:start'));
  await tapControl(page, 'tutorial:start');
  await page.waitForFunction(
    () => window.cellDivision.state() !== null && window.cellDivision.square('a1') !== null,
  );
  await page.waitForTimeout(800);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/tutorial-card-390x844.png` });
  const [a1, b1] = await page.evaluate(() => [
    window.cellDivision.square('a1')!,
    window.cellDivision.square('b1')!,
  ]);
  const square = b1!.x - a1!.x;
  // The first step's words, then Next: it stands in the card's foot row beside Skip, right under the words.
  await tapSquare(page, 'b2');
  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => c.id === 'tutorial:next'),
    null,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(300);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/tutorial-card-next-390x844.png` });
  const controls = await page.evaluate(() => window.cellDivision.controls());
  const skip = controls.find((c) => c.id === 'tutorial:skip')!;
  const next = controls.find((c) => c.id === 'tutorial:next')!;
  console.log(
    `guided game 390x844: square ${square.toFixed(1)} CSS px; Skip at ${skip.y.toFixed(0)}, Next at ${next.y.toFixed(0)} of 844`,
  );
  expect(Math.abs(next.y - skip.y), 'Next and Skip share the foot row').toBeLessThan(2);
  expect(844 - (skip.y + skip.height), "the foot row at the card's foot").toBeLessThan(40);
  expect(square).toBeGreaterThanOrEqual(60);
  expect(errors).toEqual([]);
  await context.close();
});
