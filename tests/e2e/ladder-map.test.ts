// The ladder's map (smoke): Your games' Ladder tab after two steps won draws the road (the steps
// won, the current one, the locked ones) on a 390x844 phone, with no page error, and a real tap on
// the current step's Play tag starts its game. Its places, states and what a tap on each step does
// are tested in Node (tests/screens/history/ladder-map.test.ts).
import { expect, inject, test } from 'vitest';
import { keepGame } from '../../src/game/game-history.ts';
import { STORAGE_PREFIX } from '../../src/game/storage.ts';
import { LADDER } from '../../src/screens/history/ladder.ts';
import { personGame } from '../screens/history/history-rig.ts';
import { useChromium } from './browser.ts';
import { clickControl, KEEP_SHOTS, shot, SOON } from './harness.ts';
import { openScreen } from './tablet-page.ts';
import { seededStorage } from './seeded-storage.ts';

const browser = useChromium();

/** The page's storage with ladder steps 1 and 2 won (and the player off the ladder: a game of their own chosen since), as a script run before the page loads. */
function twoStepsWon(offLadder = false): string {
  return seededStorage((store) => {
    LADDER.slice(0, 2).forEach((s, i) =>
      keepGame(store, personGame(s.rules, s.opponent, 'win', 10 + i, {}, s.margin)),
    );
    if (offLadder) store.write('ladder-follow', { step: null });
  });
}

// One size: the map is the same drawing on a tablet (its places at 390 and 1024 wide are the Node test's).
test.each([[390, 844, true]])(
  'ladder map - two steps won, a tap on Play starts step 3 and puts the player back on the ladder, at %ix%i',
  async (width, height, touch) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width,
      height,
      dpr: 1,
      touch,
      init: twoStepsWon(true),
      scene: 'menu',
    });
    await clickControl(page, 'history');
    await page.waitForFunction(() => window.cellDivision?.scene() === 'history', null, { timeout: 10_000 });
    await clickControl(page, 'history-tab:ladder');
    await expect
      .poll(
        async () =>
          (await page.evaluate(() => window.cellDivision.texts())).some((t) => t.startsWith('Step 3 of 14')),
        SOON,
      )
      .toBe(true);
    if (KEEP_SHOTS) await page.waitForTimeout(600);
    await shot(page, `ladder-map-${width}x${height}`);
    // The steps under the window are named at its foot (a desktop player read them as cut off).
    const texts = await page.evaluate(() => window.cellDivision.texts());
    expect(texts.some((t) => /^Steps \d+–14 below ▾$/.test(t))).toBe(true);
    // The current step's tag, tapped where it is drawn (the map opens at its top: the first row in sight).
    const tag = (await page.evaluate(() => window.cellDivision.textBoxes())).find(
      (t) => t.text === '▶ Play',
    )!;
    expect(tag).toBeDefined();
    await page.touchscreen.tap(tag.x + tag.width / 2, tag.y + tag.height / 2);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 10_000 });
    const state = await page.evaluate(() => window.cellDivision.state());
    expect(state?.rules).toBe(LADDER[2]!.rules);
    expect(state?.players).toEqual(['human', LADDER[2]!.opponent]);
    // The player is back on the ladder: the step its Play started is the one the ladder follows
    // (the menu's big card says so once this game is over; Resume stands there while it is kept).
    const follow = await page.evaluate((key) => localStorage.getItem(key), `${STORAGE_PREFIX}ladder-follow`);
    expect(JSON.parse(follow ?? 'null')).toEqual({ step: LADDER[2]!.id });
    expect(errors).toEqual([]);
    await context.close();
  },
);

// The ladder card (smoke): on a phone on its side, after two steps won, a tap on the card opens its
// map, Your games' Ladder tab (above), and the big card's one Play starts step 3 against its opponent
// on its board (the card has no Play of its own then); what the cards offer in each situation is
// tested in Node (tests/screens/menu/hub-cards.test.ts, ladder-follow.test.ts).
test("ladder card - a tap opens the map; the menu's one Play plays the next step, at 844x390", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 844,
    height: 390,
    dpr: 1,
    touch: true,
    init: twoStepsWon(),
    scene: 'menu',
  });
  const texts = await page.evaluate(() => window.cellDivision.texts());
  expect(texts.some((t) => t.startsWith('Step 3 of 14'))).toBe(true);
  expect(texts).toContain('Ladder step 3 of 14');
  const ids = await page.evaluate(() => window.cellDivision.controls().map((c) => c.id));
  expect(ids.filter((id) => id === 'play' || id === 'ladder-play')).toEqual(['play']);
  // The card shows where the player stands: its map, under Your games' Ladder tab.
  await clickControl(page, 'ladder-next');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'history', null, { timeout: 10_000 });
  const map = await page.evaluate(() => window.cellDivision.texts());
  expect(map.some((t) => t.startsWith('Step 3 of 14'))).toBe(true);
  await page.evaluate(() => window.cellDivision.startAfresh('?fast'));
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 10_000 });
  // The big card's Play starts the next step at once.
  await clickControl(page, 'play');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 10_000 });
  const state = await page.evaluate(() => window.cellDivision.state());
  expect(state?.rules).toBe(LADDER[2]!.rules);
  expect(state?.players).toEqual(['human', LADDER[2]!.opponent]);
  expect(errors).toEqual([]);
  await context.close();
});
