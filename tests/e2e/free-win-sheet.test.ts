// A free game won on a ladder step the player has not reached (smoke): a Medium hexagon won
// on a side phone with the ladder at step 1 claims no step and offers Play again first, not the
// ladder's Easy step 1. The rules are tested in Node (tests/screens/results/win-one-story.test.ts,
// tests/screens/history/ladder.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { randomGameWhere } from './random-games.ts';
import { settle, shot } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium({ testSpeed: false });

test('free win - a Medium hexagon won with the ladder at step 1 claims no step, at 844x390', async () => {
  const won = randomGameWhere('hex:4', (p) => p.scores[1]! > p.scores[2]!);
  expect(won.length % 2).toBe(1);
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 844,
    height: 390,
    dpr: 2,
    touch: true,
    query: `layout=hex:4&p1=human&p2=medium&moves=${won.slice(0, -1).join('.')}`,
    scene: 'board',
  });
  await settle(page);
  const last = (await page.evaluate((n) => window.cellDivision.square(n), won.at(-1)!))!;
  await page.mouse.click(last.x, last.y);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 60_000 });
  await page.waitForTimeout(1400);
  await shot(page, 'free-win-hex-844x390');
  const words = (await page.evaluate(() => window.cellDivision.results()))!.join(' | ');
  expect(words).toMatch(/You won/);
  expect(words).not.toMatch(/[Ll]adder step|Next on your ladder|Step \d/);
  const controls = await page.evaluate(() => window.cellDivision.controls());
  expect(controls.some((c) => c.id === 'next-step')).toBe(false);
  expect(controls.find((c) => c.id === 'again')?.label).toBe('Play again');
  expect(errors).toEqual([]);
  await context.close();
});
