// On phones the puzzle's aim-then-Place bubble never covers a square that could still be played
// (the words the puzzle says, and why its answer wins, are tests/screens/puzzle/puzzle-model.test.ts).
import { expect, inject, test } from 'vitest';
import { squareName } from '../../src/engine/index.ts';
import { puzzleNumber } from '../../src/ai/puzzles/puzzle-set.ts';
import { useChromium } from './browser.ts';
import { controls, shot, twoFrames } from './harness.ts';
import { openScreen, tapSquare } from './tablet-page.ts';

const browser = useChromium();

/**
 * Every square a tap could still play on (under gravity, each square of a column not full), and
 * three to aim at, one after another, far apart (under gravity in three different columns: a
 * second tap in the aimed column would place).
 */
function playableNames(n: number): { names: string[]; targets: string[] } {
  const p = puzzleNumber(n)!.position;
  const layout = p.layout;
  const names: string[] = [];
  const legal: number[] = [];
  for (let s = 0; s < layout.size; s++) {
    if (layout.gravity ? p.landingSquare(layout.colOf[s]!) >= 0 : p.isLegal(s))
      names.push(squareName(layout, s));
    if (p.isLegal(s)) legal.push(s);
  }
  const byColumn = [...new Map(legal.map((s) => [layout.colOf[s]!, s])).values()];
  const spread = layout.gravity ? byColumn : legal;
  const targets = [spread[0]!, spread[Math.floor(spread.length / 2)]!, spread.at(-1)!].map((s) =>
    squareName(layout, s),
  );
  return { names, targets: [...new Set(targets)] };
}

test.each([
  { number: 64, width: 390, height: 844 },
  // On its side a small phone: at 844×390 the puzzle's board takes the height, its squares a finger.
  { number: 64, width: 640, height: 360 },
  { number: 15, width: 390, height: 844 },
  { number: 15, width: 640, height: 360 },
])(
  'puzzle $number at $width×$height - the Place bubble covers no playable square',
  async ({ number, width, height }) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      aimFirst: true,
      width,
      height,
      dpr: 1,
      query: `puzzle=${number}`,
      scene: 'puzzle',
    });
    const { names, targets } = playableNames(number);
    const centres = await page.evaluate(
      (ns) => ns.map((n) => ({ n, ...window.cellDivision.square(n)! })),
      names,
    );
    let aimed = 0;
    // Aim at several playable squares across the board: each time the bubble stays off every one.
    await twoFrames(page);
    for (const target of targets) {
      await tapSquare(page, target);
      await twoFrames(page);
      const place = (await controls(page)).find((c) => c.id === 'aim:place');
      if (!place) continue;
      aimed++;
      const covered = centres.filter(
        (c) => c.x > place.x && c.x < place.x + place.width && c.y > place.y && c.y < place.y + place.height,
      );
      expect(
        covered.map((c) => c.n),
        `aimed at ${target}`,
      ).toEqual([]);
      expect(place.x).toBeGreaterThanOrEqual(0);
      expect(place.y).toBeGreaterThanOrEqual(0);
      expect(place.x + place.width).toBeLessThanOrEqual(width);
      expect(place.y + place.height).toBeLessThanOrEqual(height);
      if (aimed === 1) await shot(page, `puzzle-aim-${number}-${width}x${height}`);
    }
    // The squares here are smaller than a finger, so the aim was used.
    expect(aimed).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.cellDivision.puzzle()!.played)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  },
);
