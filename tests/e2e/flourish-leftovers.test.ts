// Two people on one phone finish a beaker game and tap through its ending: no ring, pulse or
// confetti of the moves or of the ending stays frozen on the finished board under the results, nor
// after their ✕. The ending's beat is on the wall clock and the scene's clock may lag it; the
// board pauses under the results, so whatever was left alive there froze. When each flourish ends
// is tested in Node (tests/screens/game/flourish-ledger.test.ts).
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { randomGameWhere } from './random-games.ts';
import { shot } from './harness.ts';
import { openScreen, tapControl, tapSquare } from './tablet-page.ts';

const browser = useChromium({ testSpeed: false });

test('a two-person beaker game tapped through its ending leaves nothing frozen on its board', async () => {
  const moves = randomGameWhere('beaker:6x7', (p) => p.scores[2]! > p.scores[1]!);
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 2,
    fast: false,
    query: `layout=beaker:6x7&p1=human&p2=human&moves=${moves.slice(0, -1).join('.')}`,
    scene: 'board',
  });
  await tapSquare(page, moves.at(-1)!);
  // The ending has begun (its pulses and waits are alive): a tap on the board brings the results now.
  await page.waitForFunction(() => window.cellDivision.texts().includes('Player 2 won!'), null, {
    timeout: 60_000,
  });
  await page.waitForFunction(() => window.cellDivision.flourishes() > 0, null, { timeout: 30_000 });
  // Beside the board, where no control is: a tap there skips the beat.
  const glass = (await page.evaluate(() => window.cellDivision.boardGlass()))!;
  await page.touchscreen.tap(glass.x + glass.width / 2, glass.y + glass.height + 24);
  await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 30_000 });
  expect(await page.evaluate(() => window.cellDivision.flourishes())).toBe(0);
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'see-board'));
  await tapControl(page, 'see-board');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'results:menu'));
  expect(await page.evaluate(() => window.cellDivision.flourishes())).toBe(0);
  await shot(page, 'flourish-leftovers-after-x-390x844');
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
