// How soon a player can act after a game's last move (not a test): the last move tapped on the
// phone (390×844), then the time until the results' first button can be pressed (the results are
// in sight and their buttons listed by the hook) and until they are seen (opaque, at rest), for a
// win, a draw and a loss; and frames along the way. Run with
// `npx tsx scripts/look-ending-time.ts [outDir]` after a test build (E2E_BUILD_DIR to name it). docs/pacing.md keeps the figures.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { randomGameWhere } from '../tests/e2e/random-games.ts';
import { lookPage } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'look-ending-time');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser: Browser = await launchChromium({ testSpeed: false });

// The person plays second (p2), as in look-endings.ts: scores[2] is theirs.
const ENDINGS = [
  { tag: 'win', rules: 'square:4', p1: 'easy', keep: (s: number[]) => s[2]! > s[1]! + 2 },
  { tag: 'draw', rules: 'square:4', p1: 'medium', keep: (s: number[]) => s[2]! === s[1]! },
  { tag: 'loss', rules: 'square:4', p1: 'hard', keep: (s: number[]) => s[2]! < s[1]! - 3 },
];

try {
  for (const e of ENDINGS) {
    const moves = randomGameWhere(e.rules, (p) => e.keep(p.scores as unknown as number[]));
    const page = await lookPage(browser, { width: 390, height: 844 });
    await page.goto(
      `${server.url}?layout=${e.rules}&p1=${e.p1}&p2=human&moves=${moves.slice(0, -1).join('.')}`,
    );
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 60_000 });
    await page.waitForFunction(() => window.cellDivision.state()?.busy === false, null, { timeout: 60_000 });
    await page.waitForTimeout(800);
    const at = (await page.evaluate((n) => window.cellDivision.square(n), moves.at(-1)!))!;
    // Timed in the page, frame by frame, from just before the tap: listed, the hook lists the first
    // button; seen, every button drawn opaque where it stays (two frames alike).
    // (A string: tsx would wrap a function's inner names in a helper the page does not have.)
    await page.evaluate(`(() => {
      const w = window;
      w.timing = { start: performance.now() };
      let before = '';
      const look = () => {
        const c = w.cellDivision.scene() === 'results' ? w.cellDivision.controls() : [];
        if (c.some((b) => b.id === 'again' || b.id === 'turned')) {
          w.timing.listed ??= performance.now() - w.timing.start;
          const now = c.map((b) => Math.round(b.y) + ':' + (b.opacity > 0.95)).join();
          if (now === before && c.every((b) => b.opacity > 0.95)) {
            w.timing.seen = performance.now() - w.timing.start;
            return;
          }
          before = now;
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    })()`);
    await page.touchscreen.tap(at.x, at.y);
    const start = Date.now();
    const frames = [300, 600, 900, 1500, 2500];
    while (frames.length && Date.now() - start < 12_000) {
      if (Date.now() - start >= frames[0]!) {
        const scene = await page.evaluate(() => window.cellDivision.scene());
        await page.screenshot({ path: resolve(out, `390x844-${e.tag}-${frames.shift()}ms-${scene}.png`) });
      }
      await page.waitForTimeout(40);
    }
    await page.waitForFunction(
      () => (window as unknown as { timing: { seen?: number } }).timing.seen !== undefined,
      null,
      { timeout: 12_000 },
    );
    const { listed, seen } = await page.evaluate(
      () => (window as unknown as { timing: { listed: number; seen: number } }).timing,
    );
    const ready = Math.round(listed);
    await page.screenshot({ path: resolve(out, `390x844-${e.tag}-settled.png`) });
    console.log(
      `${e.tag}: the results' buttons listed ${ready} ms, seen in place ${Math.round(seen)} ms after the last tap`,
    );
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.close();
}
