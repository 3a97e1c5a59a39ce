// Pictures of the guided game's steps and of hexagonal and triangular boards' names, for a person to
// look at (not a test). `npx tsx scripts/look-teach.ts DIST OUT [parts]` after a test build; parts is
// a comma list of guide, labels (both by default).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist } from '../tests/e2e/server.ts';
import { lookPage } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const dist = resolve(process.argv[2]!);
const out = resolve(process.argv[3] ?? 'teach-shots');
const parts = (process.argv[4] ?? 'guide,labels').split(',');
mkdirSync(out, { recursive: true });
const server = await serveDist(dist);
const browser: Browser = await launchChromium();

async function open(size: { width: number; height: number; dpr: number }, first: boolean, query = '') {
  const page = await lookPage(browser, size, { first, testSpeed: true });
  page.on('pageerror', (e) => console.log('error:', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  await page.goto(`${server.url}?fast&${query}`);
  return { context: page.context(), page };
}

const has = (page: Page, id: string) =>
  page.waitForFunction((id) => window.cellDivision.controls().some((c) => c.id === id), id, {
    timeout: 60_000,
  });
async function tap(page: Page, id: string) {
  const c = (await page.evaluate(() => window.cellDivision.controls())).find((k) => k.id === id)!;
  await page.touchscreen.tap(c.x + c.width / 2, c.y + c.height / 2);
}
async function tapSquare(page: Page, name: string) {
  const at = await page.evaluate((n) => window.cellDivision.square(n), name);
  await page.touchscreen.tap(at!.x, at!.y);
}

if (parts.includes('guide'))
  for (const size of [
    { width: 390, height: 844, dpr: 3 },
    { width: 844, height: 390, dpr: 1 },
    { width: 1024, height: 768, dpr: 1 },
  ]) {
    const tag = `${size.width}x${size.height}`;
    const { context, page } = await open(size, true);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 60_000 });
    await has(page, 'tutorial:start');
    await tap(page, 'tutorial:start');
    await page.waitForFunction(() => window.cellDivision.state()?.layout === 'square:3', null, {
      timeout: 60_000,
    });
    let n = 0;
    for (const square of ['b2', 'c2', null, 'a2', 'c1', 'b1', null]) {
      if (square) {
        await page.waitForFunction(() => /glowing square/.test(window.cellDivision.texts().join(' ')), null, {
          timeout: 60_000,
        });
        await page.waitForTimeout(300);
        await page.screenshot({ path: resolve(out, `guide-${tag}-${++n}-ask.png`) });
        await tapSquare(page, square);
      }
      const end = n >= 11;
      await has(page, end ? 'tutorial:play' : 'tutorial:next');
      await page.waitForTimeout(900);
      await page.screenshot({ path: resolve(out, `guide-${tag}-${++n}-told.png`) });
      if (end || (size.width !== 390 && n > 6)) break;
      await tap(page, 'tutorial:next');
    }
    await context.close();
  }

if (parts.includes('labels'))
  for (const size of [
    { width: 390, height: 844, dpr: 1 },
    { width: 1280, height: 720, dpr: 1 },
  ])
    for (const [rules, moves] of [
      ['hex:4', 'd4.e5'],
      ['hex:7', 'g7.h8'],
      ['tri:6', 'd2.e2'],
    ] as const) {
      const { context, page } = await open(size, false, `layout=${rules}&p1=human&p2=human&moves=${moves}`);
      await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 60_000 });
      await page.waitForTimeout(1500);
      await page.screenshot({
        path: resolve(out, `labels-${rules.replace(':', '')}-${size.width}x${size.height}.png`),
      });
      await context.close();
    }

if (parts.includes('hint'))
  for (const size of [
    { width: 390, height: 844, dpr: 1 },
    { width: 1280, height: 720, dpr: 1 },
  ])
    for (const [rules, moves] of [
      ['hex:4', 'd4.e5.c4.d5.c3.b4'],
      ['tri:6', 'd2.e2.f2.c2'],
    ] as const) {
      const { context, page } = await open(size, false, `layout=${rules}&p1=human&p2=medium&moves=${moves}`);
      await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 60_000 });
      await page.waitForTimeout(1000);
      await tap(page, 'hint');
      await page.waitForTimeout(800);
      if ((await page.evaluate(() => window.cellDivision.controls())).some((c) => c.id === 'confirm:yes'))
        await tap(page, 'confirm:yes');
      await page.waitForFunction(() => window.cellDivision.hint() != null, null, { timeout: 60_000 });
      await page.waitForTimeout(1200);
      await page.screenshot({
        path: resolve(out, `hint-${rules.replace(':', '')}-${size.width}x${size.height}.png`),
      });
      await context.close();
    }

if (parts.includes('counts'))
  for (const size of [
    { width: 390, height: 844, dpr: 1 },
    { width: 844, height: 390, dpr: 1 },
  ]) {
    // tri:6 against Easy, a cell of the person's split along three lines: its figure shows after the next move.
    const { context, page } = await open(size, false, 'layout=tri:6&p1=human&p2=easy&moves=d2.a1.e2.b1');
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 60_000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: resolve(out, `counts-tri6-${size.width}x${size.height}-before.png`) });
    await tapSquare(page, 'f2');
    await page
      .waitForFunction(() => /small figure/.test(window.cellDivision.notice() ?? ''), null, {
        timeout: 30_000,
      })
      .catch(() => console.log('no count notice'));
    await page.waitForTimeout(400);
    await page.screenshot({ path: resolve(out, `counts-tri6-${size.width}x${size.height}.png`) });
    await context.close();
  }

await browser.close();
await server.close();
