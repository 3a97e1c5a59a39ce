// Pictures of the board screen for a person to look at (not a test): hex:5 and tri:6 late in a game
// (which cells carry their piece count), the keyboard cursor beside the hint at 1280×720, frames of
// a cell falling into a flask's shoulder and a beaker, and square:12 and hex:5 upright on three
// phones. `npx tsx scripts/look-board-screen.ts outDir [parts] [rules]` after `npm run build:test`; parts is
// a comma list of counts, cursor, fall, upright (all by default).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { boardSettled, lookPage, pseudoRandomMoves } from './look-page.ts';
import { TUTORIAL_OFFERED } from '../tests/e2e/tablet-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'board-shots');
const parts = (process.argv[3] ?? 'counts,cursor,fall,upright').split(',');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });

try {
  if (parts.includes('counts')) {
    for (const [rules, n] of [
      ['hex:5', 52],
      ['tri:6', 30],
    ] as const) {
      if (process.argv[4] && !process.argv[4].split(',').includes(rules)) continue;
      const moves = pseudoRandomMoves(rules, 7, { count: n });
      for (const size of [
        { width: 390, height: 844 },
        { width: 844, height: 390 },
        { width: 1024, height: 768 },
      ]) {
        const page = await lookPage(browser, size, { testSpeed: true });
        await page.goto(`${server.url}?layout=${rules}&p1=human&p2=human&moves=${moves}`);
        await boardSettled(page, 30_000, 1200);
        await page.screenshot({
          path: resolve(out, `counts-${rules.replace(':', '')}-${size.width}x${size.height}.png`),
        });
        await page.context().close();
      }
    }
  }
  if (parts.includes('cursor')) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.addInitScript(TUTORIAL_OFFERED);
    await page.goto(`${server.url}?layout=square:5&p1=human&p2=easy&moves=c3.d4`);
    await boardSettled(page, 30_000, 1200);
    const hint = (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'hint');
    if (hint) await page.mouse.click(hint.x + hint.width / 2, hint.y + hint.height / 2);
    await page.waitForTimeout(1500);
    await page.mouse.move(5, 5);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(600);
    await page.screenshot({ path: resolve(out, 'cursor-hint-1280x720.png') });
    for (const rules of ['hex:4', 'tri:6']) {
      await page.goto(`${server.url}?layout=${rules}&p1=human&p2=easy`);
      await boardSettled(page, 30_000, 1200);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(600);
      await page.screenshot({ path: resolve(out, `cursor-${rules.replace(':', '')}-1280x720.png`) });
    }
    await context.close();
  }
  if (parts.includes('fall')) {
    for (const [rules, square] of [
      ['flask:6x3', 'a1'],
      ['flask:8x3', 'b2'],
      ['beaker:6x7', 'b1'],
    ] as const) {
      const page = await lookPage(browser, { width: 1024, height: 768 });
      await page.clock.install();
      await page.goto(`${server.url}?layout=${rules}&p1=human&p2=human`);
      for (let i = 0; i < 600; i++) {
        await page.clock.runFor(100);
        if (
          await page.evaluate(
            () => window.cellDivision?.scene() === 'board' && !window.cellDivision.state()?.busy,
          )
        )
          break;
      }
      await page.clock.runFor(1000);
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1500));
      const at = await page.evaluate((n) => window.cellDivision.square(n), square);
      await page.touchscreen.tap(at!.x, at!.y);
      for (let t = 0; t <= 360; t += 40) {
        await page.screenshot({
          path: resolve(out, `fall-${rules.replace(':', '')}-${String(t).padStart(3, '0')}ms.png`),
        });
        await page.clock.runFor(40);
      }
      await page.context().close();
    }
  }
  if (parts.includes('upright')) {
    for (const rules of ['square:12', 'hex:5']) {
      for (const size of [
        { width: 360, height: 740 },
        { width: 390, height: 844 },
        { width: 412, height: 915 },
      ]) {
        const page = await lookPage(browser, size, { testSpeed: true });
        await page.goto(`${server.url}?layout=${rules}&p1=human&p2=medium`);
        await boardSettled(page, 30_000, 1200);
        await page.screenshot({
          path: resolve(out, `upright-${rules.replace(':', '')}-${size.width}x${size.height}.png`),
        });
        await page.context().close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
