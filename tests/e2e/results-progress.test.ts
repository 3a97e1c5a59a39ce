// The results show the player's progress in one glance after a game against the computer (smoke):
// with ladder step 1 won and a free win since, a win on step 2 (Easy on a petri dish 5 across)
// says "Step 3 unlocked" with one big "Play step 3", "3 wins in a row" (on the upright phone's
// short sheet too), and that the game is kept: "✓ In Your games ›", lit, in sight and a finger's size on
// each of the four shapes; on the phone a real tap on it opens Your games with this game first.
// What each ending earns and which buttons it offers are tested in Node
// (tests/screens/results/kept-in-games.test.ts, short-sheet.test.ts, results-earned.test.ts).
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { keepGame } from '../../src/game/game-history.ts';
import { LADDER } from '../../src/screens/history/ladder.ts';
import { personGame } from '../screens/history/history-rig.ts';
import { useChromium } from './browser.ts';
import { randomGameWhere } from './random-games.ts';
import { controls, KEEP_SHOTS, settle, shot } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';
import { seededStorage } from './seeded-storage.ts';

const browser = useChromium();

const DAY = 24 * 3600 * 1000;
const NOW = Date.now();
/** Step 1 won, then a free win on 4×4: two wins in a row before this game. */
const TWO_WINS = seededStorage((store) => {
  const s = LADDER[0]!;
  keepGame(store, personGame(s.rules, s.opponent, 'win', NOW - 2 * DAY, {}, s.margin));
  keepGame(store, personGame('square:4', 'easy', 'win', NOW - DAY, {}, 2));
});

// A win on step 2 by more than its second star's margin, its last move the person's.
const WON = randomGameWhere('petri:5', (p) => p.scores[1]! > p.scores[2]! + 5 && p.moves().length % 2 === 1);

/** Plays the last move and waits for the results' way to Your games. */
async function win(page: Page, touch: boolean): Promise<void> {
  await settle(page);
  const last = (await page.evaluate((n) => window.cellDivision.square(n), WON.at(-1)!))!;
  if (touch) await page.touchscreen.tap(last.x, last.y);
  else await page.mouse.click(last.x, last.y);
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'games'), null, {
    timeout: 30_000,
  });
}

test.each([
  [390, 844, true],
  [844, 390, true],
  [1024, 768, true],
  [1280, 800, false],
])(
  'a won ladder step says what it unlocked, the run of wins and that the game is kept, at %ix%i',
  async (width, height, touch) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width,
      height,
      // The phone's picture as a phone shows it, where the pictures are kept.
      dpr: KEEP_SHOTS && width === 390 ? 3 : 1,
      touch,
      init: TWO_WINS,
      query: `layout=petri:5&p1=human&p2=easy&moves=${WON.slice(0, -1).join('.')}`,
      scene: 'board',
    });
    await win(page, touch);
    const texts = await page.evaluate(() => window.cellDivision.texts());
    for (const words of ['Step 3 unlocked', '3 wins in a row']) expect(texts).toContain(words);
    const ways = await controls(page);
    expect(ways.find((c) => c.id === 'next-step')).toMatchObject({ label: 'Play step 3' });
    const games = ways.find((c) => c.id === 'games')!;
    expect(games.label).toBe('✓ In Your games ›');
    expect(Math.min(games.width, games.height)).toBeGreaterThanOrEqual(44);
    expect(
      games.x >= 0 && games.y >= 0 && games.x + games.width <= width && games.y + games.height <= height,
    ).toBe(true);
    if (KEEP_SHOTS) await page.waitForTimeout(2500);
    await shot(page, `results-progress-${width}x${height}`);
    if (width === 390) {
      // The tap opens Your games, this game first and chosen.
      await tapControl(page, 'games');
      await page.waitForFunction(() => window.cellDivision?.scene() === 'history', null, { timeout: 10_000 });
      const kept = await page.evaluate(() => window.cellDivision.history());
      expect(kept[0]).toMatchObject({ rules: 'petri:5', players: ['human', 'easy'] });
      expect(kept).toHaveLength(3);
      await shot(page, `results-progress-games-${width}x${height}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  },
  200_000,
);
