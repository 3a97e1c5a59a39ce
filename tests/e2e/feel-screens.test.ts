// Screens the tablet playtest found lacking, looked at on a tablet and a phone: the perfect-play
// banner on the empty board of a solved layout (one line, the squares keep their marks), and the
// menu's Resume card showing the saved game's cells.
import { expect, inject, test } from 'vitest';
import { useChromium } from './browser.ts';
import { settle, shot, KEEP_SHOTS } from './harness.ts';
import { openScreen, tapControl, tapSquare, TABLET_AND_PHONE } from './tablet-page.ts';

const browser = useChromium();

const SCREENS = TABLET_AND_PHONE;

test.each(SCREENS)(
  "perfect play on square:4's empty board: one line says every first move draws; every square keeps its 0 - $tag",
  async (screen) => {
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      ...screen,
      touch: true,
      query: 'layout=square:4&p1=human&p2=easy',
      scene: 'board',
    });
    await settle(page);
    // Easy on 4x4 is no ladder step: Best moves opens without a question first.
    await tapControl(page, 'overlay');
    await page.waitForFunction(
      () => window.cellDivision.overlay()?.values !== null && window.cellDivision.overlay()?.on === true,
      null,
      { timeout: 30_000 },
    );
    await page.waitForFunction(() => window.cellDivision.coachWords() !== null, null, { timeout: 10_000 });
    expect(await page.evaluate(() => window.cellDivision.coachWords())).toBe(
      'Every first move keeps the draw: 0 means best play ends in a draw.',
    );
    const overlay = (await page.evaluate(() => window.cellDivision.overlay()))!;
    expect(Object.keys(overlay.values!)).toHaveLength(16);
    expect(new Set(Object.values(overlay.values!))).toEqual(new Set([0]));
    await shot(page, `overlay-every-first-move-${screen.tag}`);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test.each(SCREENS)("the menu's Resume card shows the saved game - $tag", async (screen) => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...screen,
    touch: true,
    query: 'layout=square:5&p1=human&p2=easy',
    scene: 'board',
  });
  await settle(page);
  for (const name of ['c3', 'b2', 'd4']) {
    const s = await settle(page);
    if (s.moves.includes(name)) continue;
    await tapSquare(page, name);
    await page.waitForFunction((n) => window.cellDivision.state()!.moves.length >= n + 2, s.moves.length, {
      timeout: 30_000,
    });
  }
  await settle(page);
  await tapControl(page, 'menu');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'));
  await tapControl(page, 'confirm:yes');
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'resume'));
  if (KEEP_SHOTS) await page.waitForTimeout(300);
  await shot(page, `menu-resume-${screen.tag}`);
  expect(errors).toEqual([]);
  await context.close();
});
