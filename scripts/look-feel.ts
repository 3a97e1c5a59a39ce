// Frames of the play's feel for a person to look at (not a test): a finger's press showing
// its gain before the release, the results after a lead that turned, and boards against Hard and a
// watched Easy–Medium game, at 390×844, 844×390, 1024×768 and 1280×720. Run with
// `npx tsx scripts/look-feel.ts [outDir]` after a test build (E2E_BUILD_DIR to name it).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { randomGameWhere } from '../tests/e2e/random-games.ts';
import { parseRules, Position } from '../src/engine/index.ts';
import { lookPage, REVIEW_DEVICES } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'look-feel');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });
const SIZES = REVIEW_DEVICES;

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 60_000 });
  await page.waitForFunction(() => window.cellDivision.state()?.busy === false, null, { timeout: 60_000 });
  await page.waitForTimeout(900);
}

/** The person (second) led by 6 or more in the last third of square:6 against Hard, and lost. */
function leadLost(p: Position): boolean {
  const replay = new Position(parseRules('square:6'));
  const moves = p.moves();
  let led = false;
  moves.forEach((m, k) => {
    replay.play(m);
    if (k + 1 >= Math.ceil((2 * moves.length) / 3) && replay.score(2) - replay.score(1) >= 6) led = true;
  });
  return led && p.score(2) < p.score(1);
}

try {
  // A finger held on a square of square:6 after some moves: the gain above it.
  const early = randomGameWhere('square:6', () => true, 11).slice(0, 12);
  for (const size of SIZES.filter((s) => s.touch !== false)) {
    const page = await lookPage(browser, size);
    await page.goto(`${server.url}?layout=square:6&p1=human&p2=easy&moves=${early.join('.')}`);
    await ready(page);
    const name = await page.evaluate(() => {
      const h = window.cellDivision;
      for (const n of ['c3', 'd3', 'c4', 'd4', 'b3', 'e4', 'b2', 'e5', 'a1', 'f6'])
        if (h.square(n) && !h.state()!.moves.includes(n)) return n;
      return 'a1';
    });
    const at = (await page.evaluate((n) => window.cellDivision.square(n), name))!;
    const cdp = await page.context().newCDPSession(page);
    const point = [{ x: at.x, y: at.y }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
    // Before the hold's preview (450 ms) takes the press over.
    await page.waitForTimeout(60);
    await page.screenshot({ path: resolve(out, `${size.width}x${size.height}-press-gain.png`) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.context().close();
  }
  // The results after a lead that turned.
  const lost = randomGameWhere('square:6', leadLost, 3);
  for (const size of SIZES) {
    const page = await lookPage(browser, size);
    await page.goto(`${server.url}?layout=square:6&p1=hard&p2=human&moves=${lost.slice(0, -1).join('.')}`);
    await ready(page);
    const at = (await page.evaluate((n) => window.cellDivision.square(n), lost.at(-1)!))!;
    if (size.touch === false) await page.mouse.click(at.x, at.y);
    else await page.touchscreen.tap(at.x, at.y);
    await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 30_000 });
    await page.waitForTimeout(2500);
    await page.screenshot({ path: resolve(out, `${size.width}x${size.height}-lead-turned.png`) });
    await page.context().close();
  }
  // Boards: the person against Hard, and a watched Easy–Medium game.
  const mid = randomGameWhere('petri:7', () => true, 5).slice(0, 24);
  for (const size of SIZES)
    for (const [tag, p1, p2] of [
      ['hard', 'human', 'hard'],
      ['watch', 'easy', 'medium'],
    ] as const) {
      const page = await lookPage(browser, size);
      await page.goto(`${server.url}?layout=petri:7&p1=${p1}&p2=${p2}&moves=${mid.join('.')}`);
      await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 60_000 });
      await page.waitForTimeout(2500);
      await page.screenshot({ path: resolve(out, `${size.width}x${size.height}-colours-${tag}.png`) });
      await page.context().close();
    }
} finally {
  await browser.close();
  await server.close();
}
