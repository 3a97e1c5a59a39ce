// On a hexagonal board the marks around a square follow the square's own shape: the aim's ring
// and the hint's ring are hexagons (bright at the hexagon's top corner, nothing bright at the
// corners a square ring would have).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { KEEP_SHOTS, pixelsOnPage, settle, SHOTS } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';
import { aimWords } from '../../src/ui/aim-words.ts';

const browser = useChromium();

const at = async (page: Page, name: string) =>
  (await page.evaluate((n) => window.cellDivision.square(n), name))!;

type Mark = 'gold' | 'cyan';

/** How many pixels of a `side`×`side` CSS-pixel patch centred on (x, y) are a mark's colour: the hint's gold (#ffd34d) or the aim's cyan (#3fe3ff). */
async function markAt(page: Page, x: number, y: number, colour: Mark, side = 5): Promise<number> {
  const { data: d } = await pixelsOnPage(
    page,
    { x: x - side / 2, y: y - side / 2, width: side, height: side },
    'css',
  );
  const gold = (r: number, g: number, b: number) => r > 200 && g > 160 && g < 235 && b < 140;
  const cyan = (r: number, g: number, b: number) => r < 130 && g > 150 && b > 170;
  let n = 0;
  for (let i = 0; i < d.length; i += 4)
    if ((colour === 'gold' ? gold : cyan)(d[i]!, d[i + 1]!, d[i + 2]!)) n++;
  return n;
}

/**
 * A mark's colour around square `name`, with `across` its ring's width between flat sides in CSS px:
 * at the hexagon's top and bottom corners, and at the four corners a rounded square ring would turn.
 */
async function ringMarks(page: Page, name: string, across: number, colour: Mark) {
  const c = await at(page, name);
  const corner = across / 2 - across * 0.2 * (1 - Math.SQRT1_2);
  const tip = across / Math.sqrt(3) - 1;
  return {
    hexCorners: [await markAt(page, c.x, c.y - tip, colour), await markAt(page, c.x, c.y + tip, colour)],
    // A small patch there: a hexagon's side passes about a tenth of a square away.
    squareCorners: [
      await markAt(page, c.x - corner, c.y - corner, colour, 3),
      await markAt(page, c.x + corner, c.y - corner, colour, 3),
      await markAt(page, c.x - corner, c.y + corner, colour, 3),
      await markAt(page, c.x + corner, c.y + corner, colour, 3),
    ],
  };
}

test('hex:7 at 390×844 touch: the aim ring and the hint ring are hexagons', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    aimFirst: true,
    width: 390,
    height: 844,
    dpr: 1,
    query: 'layout=hex:7&p1=human&p2=easy',
    scene: 'board',
  });
  await settle(page);
  const size = (await at(page, 'e4')).x - (await at(page, 'd4')).x;
  await tapSquare(page, 'd4');
  await page.waitForFunction(() => window.cellDivision.state()!.aimed === 'd4');
  // The first aim's notice calls the board's places by their shape.
  expect(await page.evaluate(() => window.cellDivision.notices())).toContain(aimWords('hex'));
  expect(aimWords('hex')).toMatch(/^Small hexagons: tap the hexagon again, or press Place/);
  await page.waitForTimeout(200);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/hex7-390x844-aim.png` });
  const aim = await ringMarks(page, 'd4', size, 'cyan');
  for (const n of aim.hexCorners) expect(n, "cyan at the hexagon's corners").toBeGreaterThan(0);
  // The ring is drawn 2.5 CSS px wide so it reads on any cell: its soft edge may reach a pixel of a
  // patch, where a square ring's line would fill a third of it.
  for (const n of aim.squareCorners) expect(n, "no cyan at a square's corners").toBeLessThanOrEqual(1);

  await tapControl(page, 'hint');
  await page.waitForFunction(() => window.cellDivision.hint() !== null, null, { timeout: 30_000 });
  await page.waitForTimeout(600);
  if (KEEP_SHOTS) await page.screenshot({ path: `${SHOTS}/hex7-390x844-hint.png` });
  const hinted = (await page.evaluate(() => window.cellDivision.hint()))!.square;
  const hint = await ringMarks(page, hinted, size * 0.8, 'gold');
  for (const n of hint.hexCorners) expect(n, "gold at the hint hexagon's corners").toBeGreaterThan(0);
  // The "Hint" tag stands beside the ring in the same gold: a pixel of its edge may reach one patch.
  for (const n of hint.squareCorners)
    expect(n, 'no gold where a square ring would turn').toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
  await context.close();
});
