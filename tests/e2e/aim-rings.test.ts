// The aim and the hint told apart on a phone's large boards: the aim is a cyan ring the size of the
// square, tied to a Place bubble that names the square ("Place c3"); the hint keeps its gold ring.
// Read by pixels on square:12 both ways up, and the aim's ring on a hexagonal board. Screenshots.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { randomGame } from './random-games.ts';
import { pagePicture, settle, shot } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium();

type RGB = [number, number, number];
const cyanish = ([r, g, b]: RGB) => b > 170 && g > 150 && r < 130;
const goldish = ([r, g, b]: RGB) => r > 190 && g > 150 && b < 120;

/** Colours across the left side of `square`'s ring: from `from` to `to` square-widths left of its centre (a1 and b1 are one square apart). */
async function ringColours(page: Page, square: string, from: number, to: number): Promise<RGB[]> {
  const [c, a, b] = await page.evaluate(
    (sq) => [
      window.cellDivision.square(sq)!,
      window.cellDivision.square('a1')!,
      window.cellDivision.square('b1')!,
    ],
    square,
  );
  const spacing = Math.hypot(a!.x - b!.x, a!.y - b!.y);
  const picture = await pagePicture(page);
  const out: RGB[] = [];
  for (let k = 0; k <= 8; k++)
    out.push(picture.at({ x: c!.x - spacing * (from + ((to - from) * k) / 8), y: c!.y }));
  return out;
}

async function aimAt(page: Page, square: string): Promise<void> {
  await tapSquare(page, square);
  await page.waitForFunction(
    (sq) => window.cellDivision.controls().some((c) => c.id === 'aim:place' && c.label === `Place ${sq}`),
    square,
    { timeout: 10_000 },
  );
  // The ring's own frame, past any first-aim flourish.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let n = 6;
        const step = () => (--n ? requestAnimationFrame(step) : done());
        requestAnimationFrame(step);
      }),
  );
}

// The hint's gold ring on the upright phone only: it is drawn by the same code at any size (its
// place is the board's layout, tested in Node), and the hint's search on square:12 was a third of
// the second test's time; the aim's ring is read both ways up, where the Place bubble moves.
test.each([
  { width: 390, height: 844, hint: true },
  { width: 844, height: 390, hint: false },
])(
  'square:12 at $width x $height: a cyan aim names its square and places there (and the hint stays gold: $hint)',
  async ({ width, height, hint: withHint }) => {
    const game = randomGame('square:12', 3);
    const moves = game.slice(0, -7);
    const human = moves.length % 2 === 0 ? 'p1=human&p2=easy' : 'p1=easy&p2=human';
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      aimFirst: true,
      width,
      height,
      dpr: 2,
      touch: true,
      query: `layout=square:12&${human}&moves=${moves.join('.')}`,
      scene: 'board',
    });
    await settle(page);
    const target = game.at(-7)!;
    await aimAt(page, target);
    const place = (await page.evaluate(() =>
      window.cellDivision.controls().find((c) => c.id === 'aim:place'),
    ))!;
    expect(place.label).toBe(`Place ${target}`);
    const aim = await ringColours(page, target, 0.38, 0.52);
    expect(aim.some(cyanish), `aim ring colours ${JSON.stringify(aim)}`).toBe(true);
    expect(aim.some(goldish), `aim ring colours ${JSON.stringify(aim)}`).toBe(false);
    await shot(page, `aim-rings-aimed-${width}x${height}`);
    await tapControl(page, 'aim:place');
    await settle(page);
    expect((await settle(page)).moves).toContain(target);
    if (withHint) {
      await tapControl(page, 'hint');
      await page.waitForFunction(() => window.cellDivision.hint() !== null, null, { timeout: 60_000 });
      const hint = (await page.evaluate(() => window.cellDivision.hint()))!;
      await page.evaluate(
        () =>
          new Promise<void>((done) => {
            let n = 30;
            const step = () => (--n ? requestAnimationFrame(step) : done());
            requestAnimationFrame(step);
          }),
      );
      const gold = await ringColours(page, hint.square, 0.28, 0.44);
      expect(gold.some(goldish), `hint ring colours ${JSON.stringify(gold)}`).toBe(true);
      expect(gold.some(cyanish), `hint ring colours ${JSON.stringify(gold)}`).toBe(false);
      await shot(page, `aim-rings-hint-${width}x${height}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  },
);

test("hex:7 at 390x844: the aim's hexagonal ring is cyan, not gold", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    aimFirst: true,
    width: 390,
    height: 844,
    dpr: 2,
    touch: true,
    query: 'layout=hex:7&p1=human&p2=easy',
    scene: 'board',
  });
  await settle(page);
  await aimAt(page, 'd4');
  const aim = await ringColours(page, 'd4', 0.38, 0.52);
  expect(aim.some(cyanish), `aim ring colours ${JSON.stringify(aim)}`).toBe(true);
  expect(aim.some(goldish), `aim ring colours ${JSON.stringify(aim)}`).toBe(false);
  await shot(page, 'aim-rings-hex7-390x844');
  await tapControl(page, 'aim:place');
  expect((await settle(page)).moves).toContain('d4');
  expect(errors).toEqual([]);
  await context.close();
});
