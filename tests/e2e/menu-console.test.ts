// Going to the menu leaves the console quiet: no error or warning (Phaser's "Cannot pause
// non-running Scene menu" among them) on the ways there: the welcome's No thanks, Skip in the
// guided game, and a game's Menu button.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useChromium } from './browser.ts';
import { settle } from './harness.ts';
import { openScreen, tapControl } from './tablet-page.ts';

// The page as a player has it, its service worker included: a warning from registering it counts too.
const browser = useChromium({ serviceWorkers: 'allow' });

/** Keeps every console warning and error from the page's first script on (the welcome comes at once). */
const KEEP_SAID = `window.said = [];
for (const kind of ['warn', 'error']) {
  const was = console[kind].bind(console);
  console[kind] = (...args) => { window.said.push(kind + ': ' + args.map(String).join(' ')); was(...args); };
}`;
const said = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said);

async function waitForControl(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => window.cellDivision.controls().some((c) => c.id === wanted && c.enabled),
    id,
    { timeout: 30_000 },
  );
}

async function quietMenu(page: Page): Promise<void> {
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 30_000 });
  // A few frames for queued scene operations to run.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let n = 10;
        const step = () => (--n ? requestAnimationFrame(step) : done());
        requestAnimationFrame(step);
      }),
  );
}

test("the first visit's welcome, then No thanks: the menu comes without a console warning", async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 390,
    height: 844,
    dpr: 1,
    touch: true,
    firstVisit: true,
    init: KEEP_SAID,
    scene: 'menu',
  });
  await waitForControl(page, 'tutorial:later');
  await tapControl(page, 'tutorial:later');
  await quietMenu(page);
  expect(await said(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('the guided game left by Skip for the menu: no console warning', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 1024,
    height: 768,
    touch: true,
    firstVisit: true,
    init: KEEP_SAID,
    scene: 'menu',
  });
  await waitForControl(page, 'tutorial:start');
  await tapControl(page, 'tutorial:start');
  await waitForControl(page, 'tutorial:skip');
  await tapControl(page, 'tutorial:skip');
  await quietMenu(page);
  expect(await said(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a game left by its Menu button: no console warning', async () => {
  const { context, page, errors } = await openScreen(browser(), inject('gameUrl'), {
    width: 844,
    height: 390,
    dpr: 1,
    touch: true,
    query: 'layout=square:5&p1=human&p2=easy&moves=c3',
    init: KEEP_SAID,
    scene: 'board',
  });
  await settle(page);
  await tapControl(page, 'menu');
  if (await page.evaluate(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes')))
    await tapControl(page, 'confirm:yes');
  await quietMenu(page);
  expect(await said(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
