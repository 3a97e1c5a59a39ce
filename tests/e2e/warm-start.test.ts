// The warm pages' smoke (warm-pages.ts, src/testing/fresh-start.ts): the next test of the same kind
// gets the same page with the game started afresh (no match, storage only as the test seeded it, no
// notice, its own errors), and a page a test changed beyond the game is not handed on.
import { expect, inject, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { useChromium } from './browser.ts';
import { settle, state } from './harness.ts';
import { openScreen, savedSettings, tapSquare } from './tablet-page.ts';

const browser = useChromium();

/** A kind of page no other file asks for, so these tests see only their own page. */
const SCREEN = { width: 700, height: 560, dpr: 1, touch: true, warm: true };
const MARK = 'warm-start:mark';

test('warm start - a game played, a notice, an error and storage of its own', async () => {
  const { page, errors } = await openScreen(browser(), inject('gameUrl'), {
    ...SCREEN,
    init: savedSettings({ ...DEFAULT_SETTINGS, marks: true }),
    query: 'layout=square:4&p1=human&p2=human',
    scene: 'board',
  });
  await settle(page);
  await tapSquare(page, 'b2');
  expect((await settle(page)).moves).toEqual(['b2']);
  // A taken square: a notice.
  await tapSquare(page, 'b2');
  await expect.poll(() => page.evaluate(() => window.cellDivision.notices().length)).toBeGreaterThan(0);
  await page.evaluate((mark) => {
    (window as unknown as Record<string, unknown>)[mark] = true;
    localStorage.setItem('cell-division:v1:left-over', '1');
    setTimeout(() => {
      throw new Error('thrown by the first test');
    });
  }, MARK);
  await expect.poll(() => errors.join()).toContain('thrown by the first test');
});

test('warm start - the same page, the game afresh: the menu, no match, only the seeded storage, no notice or error of the last test', async () => {
  const { page, errors } = await openScreen(browser(), inject('gameUrl'), SCREEN);
  // The same page (the first test's mark is on it), not a page load.
  expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], MARK)).toBe(
    true,
  );
  expect(await page.evaluate(() => window.cellDivision.scene())).toBe('menu');
  await expect(state(page)).rejects.toThrow('no match in play');
  // Storage as this test seeded it: nothing the last test wrote, nor its game or settings.
  const stored = await page.evaluate(() => ({ ...localStorage }) as Record<string, string>);
  expect(stored['cell-division:v1:tutorial']).toBe('{"offered":true,"answered":true}');
  expect(Object.keys(stored)).not.toContain('cell-division:v1:left-over');
  expect(Object.keys(stored)).not.toContain('cell-division:v1:match');
  expect(stored['cell-division:v1:settings'] ?? '').not.toContain('"marks":true');
  expect(await page.evaluate(() => window.cellDivision.resumePicture())).toBeNull();
  expect(await page.evaluate(() => window.cellDivision.notices())).toEqual([]);
  expect(await page.evaluate(() => location.search)).toBe('?fast');
  expect(errors).toEqual([]);
  // Emulated media outlives the game: the page is not handed on.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('warm start - a page changed beyond the game is closed, the next test gets a page load', async () => {
  const { page, errors } = await openScreen(browser(), inject('gameUrl'), SCREEN);
  expect(
    await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], MARK),
  ).toBeUndefined();
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
  expect(errors).toEqual([]);
});
