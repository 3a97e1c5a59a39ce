// The best-moves toggle, closed early in a game, says from when it opens under its icon, and why
// when pressed: a tap on a phone puts the reason in the coach's bubble (a brief notice beside a
// hint's words), the keyboard's Enter on it does too, and with the screen readers' mode on, pressing its (aria-disabled) button reads it out, at
// every press.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { settle, shot } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

/** square:5 after two moves: 23 moves left, the person (player 1) to move. */
// Six moves played, 19 left: Best moves stands in the bar, closed until 15 are left.
const EARLY = 'layout=square:5&p1=human&p2=medium&moves=a1.e5.b1.d5.c1.c5';
const REASON = 'Best moves opens in 4 moves: before then there are too many ways to check.';

const toggle = async (page: Page) =>
  (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'overlay')!;

test('closed best moves - a tap on a phone shows why, and turns nothing on', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    touch: true,
    query: EARLY,
    scene: 'board',
  });
  await settle(page);
  expect((await toggle(page)).enabled).toBe(false);
  // The closed button keeps its own name, greyed, and a badge says in how many moves it opens
  // ("Best in 4" left a new player asking what "Best" was), on the upright phone's row too.
  const closed = (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'overlay')!;
  expect([closed.caption?.text, closed.badge]).toEqual(['Best moves', 'in 4']);
  expect(await page.evaluate(() => window.cellDivision.notices())).not.toContain(REASON);
  // A tap puts the reason in the coach's bubble, where it stays (a brief notice was gone before a
  // phone player read it).
  await tapControl(page, 'overlay');
  await page.waitForFunction((r) => window.cellDivision.coachWords() === r, REASON, { timeout: 5000 });
  await shot(page, 'coach-closed-toggle-bubble-390x844');
  await page.waitForTimeout(2500);
  expect(await page.evaluate(() => window.cellDivision.coachWords())).toBe(REASON);
  // With a hint's words in the bubble, the reason takes the bubble (a notice laid over them hid
  // both); the hint's ring stays.
  await tapControl(page, 'hint');
  // Medium on 5x5 is ladder step 3, locked on a fresh ladder: the hint comes without a question.
  await page.waitForFunction(() => window.cellDivision.hint() !== null, null, { timeout: 60_000 });
  await page.waitForFunction((r) => window.cellDivision.coachWords() !== r, REASON, { timeout: 5000 });
  await tapControl(page, 'overlay');
  await page.waitForFunction((r) => window.cellDivision.coachWords() === r, REASON, { timeout: 5000 });
  await shot(page, 'coach-closed-toggle-tap-390x844');
  expect(await page.evaluate(() => window.cellDivision.notices())).not.toContain(REASON);
  expect(await page.evaluate(() => window.cellDivision.hint())).not.toBeNull();
  expect((await page.evaluate(() => window.cellDivision.overlay()))!.on).toBe(false);
  expect((await settle(page)).moves).toEqual(['a1', 'e5', 'b1', 'd5', 'c1', 'c5']);
  expect(errors).toEqual([]);
  await context.close();
});

test('closed best moves - Enter on it says why; with a11y=1 its aria-disabled button reads the reason out', async () => {
  const keys = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: EARLY,
    scene: 'board',
  });
  await settle(keys.page);
  // The first Shift+Tab from a game not yet played by keys goes to the page's screen-reader switch
  // (a skip link); from there Shift+Tab comes back to the last control (Menu, in the top corner),
  // then the bar's last (More), How to play, then the closed toggle: it is a stop, since it has
  // something to say.
  expect((await keys.page.evaluate(() => window.cellDivision.controls())).map((c) => c.id).slice(-4)).toEqual(
    ['overlay', 'help', 'more', 'menu'],
  );
  await keys.page.keyboard.press('Shift+Tab');
  await keys.page.keyboard.press('Shift+Tab');
  await keys.page.keyboard.press('Shift+Tab');
  await keys.page.keyboard.press('Shift+Tab');
  await keys.page.keyboard.press('Shift+Tab');
  await keys.page.keyboard.press('Enter');
  await keys.page.waitForFunction((r) => window.cellDivision.coachWords() === r, REASON, {
    timeout: 5000,
  });
  expect((await settle(keys.page)).moves).toEqual(['a1', 'e5', 'b1', 'd5', 'c1', 'c5']);
  expect(keys.errors).toEqual([]);
  await keys.context.close();

  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    touch: true,
    query: `a11y=1&${EARLY}`,
    scene: 'board',
  });
  await settle(page);
  const button = page.getByRole('button', {
    name: 'Best moves, for the last 15 moves, opens in 4 moves',
    exact: true,
  });
  expect(await button.getAttribute('aria-disabled')).toBe('true');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.getByRole('log', { name: 'Moves' }).getByRole('paragraph').last().textContent(), {
      timeout: 5000,
    })
    .toBe(REASON);
  // Said at every press, not only the first.
  await page.keyboard.press('Enter');
  await expect
    .poll(
      async () =>
        (await page.getByRole('log', { name: 'Moves' }).getByRole('paragraph').allTextContents()).filter(
          (line) => line === REASON,
        ).length,
      { timeout: 5000 },
    )
    .toBe(2);
  expect((await settle(page)).moves).toEqual(['a1', 'e5', 'b1', 'd5', 'c1', 'c5']);
  expect(errors).toEqual([]);
  await context.close();
});
