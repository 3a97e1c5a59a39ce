// Pictures of the board's count badges and its fit, for a person to look at (not a test): the review's
// and the results' boards, the guided game's cut lines, a flask's win glow (a few frames), the beaker
// on an upright tablet, the preview chip under a mouse. `E2E_BUILD_DIR=$PWD/dist-x npx tsx
// scripts/look-board-badges.ts outDir tag [parts]` after a test build (parts: review,results,guide,glow,fit,chip,labels).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { randomGameWhere } from '../tests/e2e/random-games.ts';
import { lookPage, tapLook } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'look-badges');
const tag = process.argv[3] ?? 'now';
const parts = (process.argv[4] ?? 'review,results,guide,glow,fit,chip').split(',');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: resolve(out, `${name}-${tag}.png`), timeout: 120_000 });
const onBoard = async (page: Page) => {
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 60_000 });
  await page.waitForFunction(() => window.cellDivision.state()?.busy === false, null, { timeout: 60_000 });
  await page.waitForTimeout(1200);
};
const PHONE = { width: 390, height: 844, dpr: 2, touch: true };
const TABLET = { width: 1024, height: 768, dpr: 1, touch: true };
const TALL = { width: 820, height: 1180, dpr: 1, touch: true };
const DESK = { width: 1440, height: 900, dpr: 1, touch: false };
try {
  if (parts.includes('review') || parts.includes('results')) {
    const game = randomGameWhere('square:6', (p) => p.scores[2]! > p.scores[1]! + 2);
    for (const [name, size] of [
      ['phone', PHONE],
      ['tablet', TABLET],
    ] as const) {
      const page = await lookPage(browser, size, { testSpeed: true });
      await page.goto(`${server.url}?layout=square:6&p1=easy&p2=human&moves=${game.join('.')}`);
      await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 60_000 });
      await page.waitForTimeout(2500);
      await shot(page, `results-sq6-${name}`);
      await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'review'));
      await tapLook(page, 'review');
      await page.waitForFunction(() => window.cellDivision.scene() === 'review', null, { timeout: 60_000 });
      await page.waitForTimeout(1500);
      await shot(page, `review-sq6-${name}`);
      await page.context().close();
    }
  }
  if (parts.includes('guide')) {
    const page = await lookPage(browser, PHONE, { first: true });
    await page.goto(server.url);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 60_000 });
    await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'tutorial:start'));
    await tapLook(page, 'tutorial:start');
    let n = 0;
    for (const square of ['b2', 'c2', null, 'a2', 'c1', 'b1', null]) {
      if (square) {
        await page.waitForFunction(() => /glowing square/.test(window.cellDivision.texts().join(' ')), null, {
          timeout: 60_000,
        });
        const at = await page.evaluate((q) => window.cellDivision.square(q), square);
        await page.touchscreen.tap(at!.x, at!.y);
      }
      await page.waitForFunction(
        () =>
          window.cellDivision.controls().some((c) => c.id === 'tutorial:next' || c.id === 'tutorial:play'),
        null,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(1200);
      await shot(page, `guide-phone-${++n}`);
      if (!(await page.evaluate(() => window.cellDivision.controls().some((c) => c.id === 'tutorial:next'))))
        break;
      await tapLook(page, 'tutorial:next');
    }
    await page.context().close();
  }
  if (parts.includes('glow')) {
    const won = randomGameWhere('flask:8x3', (p) => p.scores[2]! > p.scores[1]! + 2);
    const page = await lookPage(browser, TALL);
    await page.goto(`${server.url}?layout=flask:8x3&p1=easy&p2=human&moves=${won.slice(0, -1).join('.')}`);
    await onBoard(page);
    const last = (await page.evaluate((q) => window.cellDivision.square(q), won.at(-1)!))!;
    await page.touchscreen.tap(last.x, last.y);
    for (let i = 1; i <= 5; i++) {
      await page.waitForTimeout(i === 1 ? 250 : 350);
      await shot(page, `glow-flask-820x1180-${i}`);
    }
    await page.context().close();
  }
  if (parts.includes('fit')) {
    for (const [name, size, rules] of [
      ['beaker-820x1180', TALL, 'beaker:6x7'],
      ['beaker-1024x768', TABLET, 'beaker:6x7'],
      ['flask-820x1180', TALL, 'flask:8x3'],
      ['beaker-390x844', PHONE, 'beaker:6x7'],
    ] as const) {
      const page = await lookPage(browser, size);
      await page.goto(`${server.url}?layout=${rules}&p1=human&p2=easy`);
      await onBoard(page);
      await page.waitForTimeout(1500);
      await shot(page, `fit-${name}-empty`);
      const g = randomGameWhere(rules, () => true).slice(0, 12);
      await page.goto(`${server.url}?layout=${rules}&p1=human&p2=human&moves=${g.join('.')}`);
      await onBoard(page);
      await shot(page, `fit-${name}`);
      await page.context().close();
    }
  }
  if (parts.includes('chip')) {
    for (const [name, size] of [
      ['desk', DESK],
      ['phone', PHONE],
    ] as const) {
      const g = randomGameWhere('square:6', () => true).slice(0, 14);
      const page = await lookPage(browser, size);
      await page.goto(`${server.url}?layout=square:6&p1=human&p2=human&moves=${g.join('.')}`);
      await onBoard(page);
      const target = (await page.evaluate(() => window.cellDivision.square('c3')))!;
      if (size.touch) {
        await page.touchscreen.tap(target.x, target.y).catch(() => {});
        // A hold: press without release.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchStart',
          touchPoints: [{ x: target.x, y: target.y }],
        });
        await page.waitForTimeout(900);
        await shot(page, `chip-${name}`);
      } else {
        await page.mouse.move(target.x, target.y);
        await page.waitForTimeout(900);
        await shot(page, `chip-${name}`);
      }
      await page.context().close();
    }
  }
  if (parts.includes('labels')) {
    for (const [name, size] of [
      ['phone', PHONE],
      ['desk', DESK],
      ['tablet', TABLET],
    ] as const)
      for (const rules of ['hex:4', 'hex:5', 'tri:5', 'petri:5']) {
        const g = randomGameWhere(rules, () => true).slice(0, 10);
        const page = await lookPage(browser, size);
        await page.goto(`${server.url}?layout=${rules}&p1=human&p2=human&moves=${g.join('.')}`);
        await onBoard(page);
        await shot(page, `labels-${rules.replace(':', '')}-${name}`);
        await page.context().close();
      }
  }
} finally {
  await browser.close();
  await server.close();
}
