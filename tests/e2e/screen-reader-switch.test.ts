// The screen readers' switch with the mode off, in a page loaded so (a reload): on every scene it is in the page,
// the first Shift+Tab from the canvas reaches it (and it shows itself while focused), while the
// first Tab is the game's own; Tab from it goes back to the game, Shift+Tab comes back, and Enter
// on it turns the mode on with the scene's own board grid.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { KEEP_SHOTS, pressKey, settle, SHOTS } from './harness.ts';
import { openScreen } from './tablet-page.ts';

const browser = useChromium();

const focused = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    return e?.tagName === 'CANVAS' ? 'canvas' : (e?.textContent ?? '');
  });

// The board and the builder: the two grids the mode brings when turned on in a scene. The switch
// is one element of the page whatever the scene (ui/a11y-off-switch.ts), so the menu's Tab, Tab,
// Shift+Tab and Enter are screen-reader-first-visit's walk; the puzzle is laid out again as the
// board is (route.test.ts: turning the mode on restarts the puzzle), and its grid, played by
// Enter, is screen-reader-boards'.
const SCENES = [
  { scene: 'board', query: 'layout=square:4&p1=human&p2=easy', grid: /^Board, 16 squares/ },
  { scene: 'builder', query: 'build=custom:4x4:ffff', grid: /^Board being built/ },
] as const;

test.each(SCENES)(
  'mode off, loaded on the $scene - the first Shift+Tab from the canvas reaches the switch, Enter turns the mode on',
  async ({ scene, query, grid }) => {
    // A page loaded with the mode off (never on in it): nothing of the mirror, but the switch.
    const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
      width: 1280,
      height: 720,
      touch: false,
      query,
      scene,
    });
    if (scene === 'board') await settle(page);
    await page.waitForTimeout(300);
    expect(await page.getByRole('region', { name: 'Cell Division', exact: true }).count()).toBe(0);
    const toggle = page.getByRole('button', { name: 'Board for screen readers' });
    await expect.poll(() => toggle.count()).toBe(1);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await focused(page)).toBe('canvas');

    // Shift+Tab from the canvas, as its name says: the switch, shown while it has the focus; Tab:
    // back to the game, onto its first button; Shift+Tab from there: the switch.
    expect(await page.locator('canvas[aria-label]').getAttribute('aria-label')).toBe(
      'Cell Division, a drawn game: press Shift+Tab for the board for screen readers',
    );
    await pressKey(page, 'Shift+Tab');
    expect(await focused(page)).toBe('Board for screen readers');
    const region = toggle.locator('xpath=..');
    expect((await region.boundingBox())!.width).toBeGreaterThan(100);
    if (KEEP_SHOTS && scene === 'board')
      await page.screenshot({ path: `${SHOTS}/screen-reader-switch-focused-1280x720.png` });
    await pressKey(page, 'Tab');
    expect(await focused(page)).toBe('canvas');
    expect((await region.boundingBox())!.width).toBeLessThanOrEqual(1);
    await pressKey(page, 'Shift+Tab');
    expect(await focused(page)).toBe('Board for screen readers');

    // Enter: the mode is on, the mirror speaks for the scene, with its board's grid.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('region', { name: 'Cell Division', exact: true }).count()).toBe(1);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('cell-division:v1:settings')!).screenReader),
    ).toBe(true);
    await expect
      .poll(() => page.getByRole('group', { name: grid }).getByRole('button').count())
      .toBeGreaterThan(0);
    expect(
      await page.getByRole('button', { name: 'Board for screen readers' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  },
);

test("mode off, played by taps first - Tab and Shift+Tab are the game's own, Tab past its last button and Shift+Tab past its first reach the switch", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1280,
    height: 720,
    touch: false,
    query: 'layout=square:4&p1=human&p2=human',
    scene: 'board',
  });
  await settle(page);
  const at = await page.evaluate(() => window.cellDivision.square('b2'));
  await page.mouse.click(at!.x, at!.y);
  await page.waitForFunction(() => window.cellDivision.state()!.moves.length === 1);
  // Tab, Tab: the game's first two buttons; Shift+Tab: back to the first, still in the game.
  await pressKey(page, 'Tab');
  await pressKey(page, 'Tab');
  expect(await focused(page)).toBe('canvas');
  await pressKey(page, 'Shift+Tab');
  expect(await focused(page)).toBe('canvas');
  // Back past the game's first button, Shift+Tab leaves the canvas for the switch: no keyboard trap.
  await pressKey(page, 'Shift+Tab');
  expect(await focused(page)).toBe('Board for screen readers');
  // Tab from it: the game's first button; on through the rest, and past the last the switch again.
  await pressKey(page, 'Tab');
  expect(await focused(page)).toBe('canvas');
  let presses = 1;
  for (; presses < 20 && (await focused(page)) === 'canvas'; presses++) await pressKey(page, 'Tab');
  expect(await focused(page)).toBe('Board for screen readers');
  // Every button of the board's bar came first (Undo, Restart… and More at least).
  expect(presses).toBeGreaterThan(3);
  expect(errors).toEqual([]);
  await context.close();
});
