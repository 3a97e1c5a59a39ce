// A shared link opened while a game is in progress (in a second tab, with the same storage): the
// player is asked first; "Keep mine" leaves the old game to resume and saves nothing over it;
// "Open it" opens the link's game. A turn of the screen with the question open asks it again.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { controlNamed, settle, shot } from './harness.ts';
import { openScreen, tapControl, TUTORIAL_OFFERED } from './tablet-page.ts';

const browser = useChromium();

const OLD_GAME = JSON.stringify({
  rules: 'square:5',
  players: ['human', 'easy'],
  record: 'square:5 a1 e5 b1 e4 c1 e3 d1 e2',
  over: false,
});
const LINK = 'layout=hex:3&p1=human&p2=hard&moves=c3';
const saved = (page: Page) => page.evaluate(() => localStorage.getItem('cell-division:v1:match'));

test('shared link over a game in progress - asked first; Keep mine leaves it to resume, Open it opens the link', async () => {
  const gameUrl = inject('gameUrl');
  const {
    context,
    page: first,
    errors,
  } = await openScreen(browser(), gameUrl, {
    width: 768,
    height: 1024,
    // A second tab beside a page load of its own (warm-pages.ts).
    newPage: true,
  });
  await first.evaluate((v) => localStorage.setItem('cell-division:v1:match', v), OLD_GAME);

  const second = await context.newPage();
  second.on('pageerror', (e) => errors.push(e.message));
  await second.addInitScript(TUTORIAL_OFFERED);
  await second.goto(`${gameUrl}?fast&${LINK}`);
  await second.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });
  await controlNamed(second, 'confirm:yes');
  await shot(second, 'link-over-game-question');
  expect(await second.evaluate(() => window.cellDivision.state())).toBeNull();
  expect(await saved(second)).toBe(OLD_GAME);

  // A turn of the screen lays the menu out again: the question is asked again, nothing saved over.
  await second.setViewportSize({ width: 1024, height: 768 });
  await second.waitForFunction(() => window.cellDivision.laidOut() && window.innerWidth === 1024);
  await controlNamed(second, 'confirm:no');
  expect((await second.evaluate(() => window.cellDivision.dialog()))?.title).toMatch(/^Open the shared game/);
  expect(await saved(second)).toBe(OLD_GAME);

  // The keyboard's focus starts on the safer answer: Enter at once keeps the game in progress.
  await second.keyboard.press('Enter');
  await controlNamed(second, 'resume');
  expect(await saved(second)).toBe(OLD_GAME);
  await second.goto(`${gameUrl}?fast&${LINK}`);
  await second.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });
  await tapControl(second, 'confirm:no');
  await controlNamed(second, 'resume');
  expect(await saved(second)).toBe(OLD_GAME);

  await second.goto(`${gameUrl}?fast&${LINK}`);
  await second.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });
  await tapControl(second, 'confirm:yes');
  await second.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 30_000 });
  const s = await settle(second);
  expect(s.layout).toBe('hex:3');
  expect(s.players).toEqual(['human', 'hard']);
  expect(JSON.parse((await saved(second))!).rules).toMatch(/^hex:3/);
  expect(errors).toEqual([]);
  await context.close();
  // Three page loads and a turn of the screen: 29 s alone, over 60 s on a busy machine.
}, 150_000);
