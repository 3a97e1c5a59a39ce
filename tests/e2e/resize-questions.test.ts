// A resize (a turned phone, fullscreen) lays the screen out again: the question that was open over
// it comes back, with the words typed into it (issue 32, item 16). The rule is the services' kept
// question (tests/screens/kept-question.test.ts); here, the real restart on a resize.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { controlNamed } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

const browser = useChromium();

/** Turns the screen and waits for the scene to be laid out for its new size. */
async function turn(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction(
    ([w, h]) => window.cellDivision.laidOut() && window.innerWidth === w && window.innerHeight === h,
    [width, height],
  );
  await page.waitForTimeout(300);
}

test("the builder's Save prompt keeps its typed name across a turn, and saves it", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    query: 'build=custom:4x4:ffff',
    scene: 'builder',
  });
  await tapControl(page, 'builder:save');
  await page.waitForSelector('#text-prompt');
  await page.fill('#text-prompt', 'My ri');
  await turn(page, 768, 1024);
  await page.waitForSelector('#text-prompt');
  expect(await page.inputValue('#text-prompt')).toBe('My ri');
  await page.type('#text-prompt', 'ng');
  await tapControl(page, 'confirm:yes');
  await expect
    .poll(() => page.evaluate(() => window.cellDivision.boards()))
    .toEqual([{ name: 'My ring', id: 'custom:4x4:ffff' }]);
  expect(errors).toEqual([]);
  await context.close();
});

test("the board's leave question stays open across a turn; Keep playing keeps the game", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    query: 'layout=square:5&p1=human&p2=human&moves=c3.d4',
    scene: 'board',
  });
  await tapControl(page, 'menu');
  await controlNamed(page, 'confirm:no');
  await turn(page, 768, 1024);
  await controlNamed(page, 'confirm:no');
  expect((await page.evaluate(() => window.cellDivision.dialog()))?.title).toMatch(/^Leave this game/);
  await tapControl(page, 'confirm:no');
  await page.waitForFunction(() => window.cellDivision.dialog() === null);
  expect(await page.evaluate(() => window.cellDivision.scene())).toBe('board');
  expect((await page.evaluate(() => window.cellDivision.state()))!.moves).toEqual(['c3', 'd4']);
  expect(errors).toEqual([]);
  await context.close();
});
