// A player coming back with five games kept and a puzzle streak (smoke): the menu's big button
// carries on the ladder by its step and the today card offers that step too (no other game beside
// it), today's puzzle names its streak, the Your games door shows the
// record, and a real tap on the door opens Your games. What each says is decided and tested in
// Node (tests/screens/menu/ladder-follow, puzzle-card-streak, hub-layout; history/games-door).
// With E2E_SHOTS=1 the menu is kept at the four shapes a player meets.
import { expect, inject, test } from 'vitest';
import { keepGame } from '../../src/game/game-history.ts';
import { recordPuzzle } from '../../src/game/puzzle-history.ts';
import { dayAfter, localDay } from '../../src/game/puzzles.ts';
import { LADDER } from '../../src/screens/history/ladder.ts';
import { personGame } from '../screens/history/history-rig.ts';
import { useChromium } from './browser.ts';
import { controlNamed, KEEP_SHOTS, shot, SOON } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';
import { seededStorage } from './seeded-storage.ts';

const browser = useChromium();
const DAY = 86_400_000;

/** Steps 1 to 3 won, then two losses; the daily solved on the three days before today. */
function comingBack(): string {
  return seededStorage((store) => {
    const now = Date.now();
    LADDER.slice(0, 3).forEach((s, i) =>
      keepGame(store, personGame(s.rules, s.opponent, 'win', now - (5 - i) * DAY, {}, s.margin)),
    );
    keepGame(store, personGame('square:6', 'hard', 'loss', now - 2 * DAY));
    keepGame(store, personGame('petri:6', 'medium', 'loss', now - 3_600_000));
    const today = localDay(new Date());
    [-3, -2, -1].forEach((d, i) =>
      recordPuzzle(store, 40 + i, { day: dayAfter(today, d), tries: 0, solved: true, daily: true }),
    );
  });
}

test('coming back: Play step 4, the puzzle streak, the record on Your games, and its tap opens them', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    init: comingBack(),
    scene: 'menu',
  });
  const texts = await page.evaluate(() => window.cellDivision.texts());
  expect((await controlNamed(page, 'play')).label).toBe('Play step 4');
  // One next thing: after the loss on step 4 the today card offers step 4 again, no warm-up beside it.
  expect(texts.some((t) => /^(Another go at step 4: |Step 4 again$)/.test(t))).toBe(true);
  expect(texts.some((t) => /Warm up/.test(t))).toBe(false);
  expect(texts).toContain("3-day puzzle streak: today's keeps it going");
  expect(texts.some((t) => /^5 games · 3 won/.test(t))).toBe(true);
  await tapControl(page, 'history');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'history', null, SOON);
  expect(errors).toEqual([]);
  await context.close();
  if (KEEP_SHOTS) await keepShots();
});

/** The same menu at the four shapes a player meets, kept as screenshots. */
async function keepShots(): Promise<void> {
  for (const [width, height, dpr] of [
    [390, 844, 3],
    [844, 390, 3],
    [1024, 768, 1],
    [1280, 800, 1],
  ] as const) {
    const opened = await openScreen(browser(), inject('gameUrl'), {
      width,
      height,
      dpr,
      touch: width < 1100,
      init: comingBack(),
      scene: 'menu',
    });
    await opened.page.waitForTimeout(600);
    await shot(opened.page, `menu-coming-back-${width}x${height}`);
    await opened.context.close();
  }
}
