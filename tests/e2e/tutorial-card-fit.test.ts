// The guided game's card is as tall as its words and buttons on a phone held upright: Next stands
// right under its line, and the board takes the room the card leaves.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { KEEP_SHOTS, SHOTS } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

/** A new player's page at `width`×`height`, the guided game started from the first menu, its board drawn. */
async function openGuide(width: number, height: number) {
  const opened = await openScreen(browser(), inject('gameUrl'), {
    width,
    height,
    dpr: 1,
    firstVisit: true,
    scene: 'menu',
  });
  const { page } = opened;
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'tutorial:start'));
  await tapControl(page, 'tutorial:start');
  await page.waitForFunction(
    () => window.cellDivision.state() !== null && window.cellDivision.square('a1') !== null,
  );
  return opened;
}

test("guided game on 390x844: the board gets the room, Next right under the card's words", async () => {
  const { context, page, errors } = await openGuide(390, 844);
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

// On a phone on its side the board takes the whole height and the card stands in a column beside
// it (the card at the right left squares of 74 px and some 60% of the screen empty); the layout is
// tutorial-layout.test.ts's in Node, here the drawn board, the words' size and the buttons' reach.
test('guided game on 844x390: the board the whole height beside the card, its words at 19 px', async () => {
  const { context, page, errors } = await openGuide(844, 390);
  await tapSquare(page, 'b2');
  await page.waitForFunction(
    () => window.cellDivision.controls().some((c) => c.id === 'tutorial:next'),
    null,
    { timeout: 30_000 },
  );
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/tutorial-card-next-844x390.png` });
  const [a1, b1, a3] = await page.evaluate(() =>
    ['a1', 'b1', 'a3'].map((n) => window.cellDivision.square(n)!),
  );
  expect(b1!.x - a1!.x).toBeGreaterThanOrEqual(88);
  // The three rows take most of the height.
  expect(a1!.y - a3!.y + (b1!.x - a1!.x)).toBeGreaterThan(390 * 0.65);
  const controls = await page.evaluate(() => window.cellDivision.controls());
  const next = controls.find((c) => c.id === 'tutorial:next')!;
  const skip = controls.find((c) => c.id === 'tutorial:skip')!;
  // The card at the board's left, its buttons a finger's size.
  expect(next.x + next.width).toBeLessThan(a1!.x);
  for (const c of [next, skip]) expect(c.height).toBeGreaterThanOrEqual(44);
  const words = (await page.evaluate(() => window.cellDivision.textBoxes())).find((t) =>
    /A cell on its own counts 1/.test(t.text),
  )!;
  expect(words.css).toBeGreaterThanOrEqual(19);
  expect(words.x + words.width).toBeLessThan(a1!.x);
  expect(errors).toEqual([]);
  await context.close();
});
