// A phone turned on its side (or a window resized) lays the board out again a moment later. Once
// the board is settled at the new size, a tap on a square plays there, by touch or mouse; a press
// held while the board is laid out again is refused with words a player can act on, never lost.
// Screenshots of the turned board. About 40 s.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { settle, shot, SOON } from './harness.ts';
import { openScreen, tapSquare } from './tablet-page.ts';

const browser = useChromium({ testSpeed: false });

// Replayed to move 4; b5 is the person's, then Expert replies.
const QUERY = 'layout=square:6&p1=human&p2=expert&moves=a6.b6.a5.d6';
const UPRIGHT = { width: 390, height: 844 };
const TURNS = [
  { width: 844, height: 390 },
  { width: 1024, height: 768 },
];

/** A phone held upright, one move played and answered, settled on the person's turn. */
async function upright(): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...UPRIGHT,
    query: QUERY,
    scene: 'board',
  });
  await settle(page);
  await tapSquare(page, 'b5');
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length >= 6, null, { timeout: 30_000 });
  await settle(page);
  return { page, errors, close: () => context.close() };
}

const free = (moves: string[]) => ['c4', 'c5', 'd4', 'e4', 'b3'].find((n) => !moves.includes(n))!;

// Each size and each input once: a touch tap and a mouse click reach the board as the same
// pointer events, so the other two pairings repeated these two.
test.each([
  { ...TURNS[0]!, how: 'touch' as const },
  { ...TURNS[1]!, how: 'mouse' as const },
])('turned to $width x $height: a $how tap on the settled board plays', async ({ width, height, how }) => {
  const { page, close, errors } = await upright();
  await page.setViewportSize({ width, height });
  const s = await settle(page);
  const name = free(s.moves);
  const at = (await page.evaluate((n) => window.cellDivision.square(n), name))!;
  // A player looks before tapping: the square stays where the settled board showed it.
  await page.waitForTimeout(300);
  if (how === 'touch') await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
  await page.waitForFunction((k) => window.cellDivision.state()!.moves.length > k, s.moves.length, SOON);
  expect((await page.evaluate(() => window.cellDivision.state()!.moves))[s.moves.length]).toBe(name);
  await shot(page, `tap-after-turn-${width}x${height}-${how}`);
  expect(errors).toEqual([]);
  await close();
});

test('a press held while the screen turns is refused with a notice, and the next tap plays', async () => {
  const { page, close, errors } = await upright();
  const s = await settle(page);
  const name = free(s.moves);
  const at = (await page.evaluate((n) => window.cellDivision.square(n), name))!;
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await expect.poll(() => page.evaluate(() => window.cellDivision.state()!.pressed), SOON).toBe(name);
  await page.setViewportSize(TURNS[0]!);
  await settle(page);
  const told = (await page.evaluate(() => window.cellDivision.notices())).length;
  await page.mouse.up();
  await expect
    .poll(() => page.evaluate(() => window.cellDivision.notices().slice(-1)[0]), SOON)
    .toBe('The board moved as the screen turned: tap again');
  expect((await page.evaluate(() => window.cellDivision.notices())).length).toBe(told + 1);
  expect((await page.evaluate(() => window.cellDivision.state()!.moves)).length).toBe(s.moves.length);
  await shot(page, 'tap-after-turn-press-held');
  await tapSquare(page, name);
  await page.waitForFunction((k) => window.cellDivision.state()!.moves.length > k, s.moves.length, SOON);
  expect(errors).toEqual([]);
  await close();
});
