// How soon a player sees the results after a game's last move (not a test): the last move tapped on
// each reviewer's device (or one, its tag after the folder: phone, land, tablet, desk), then the time until the
// results are up (their title drawn), until their first button can be pressed (listed by the hook)
// and until they are seen (opaque, at rest), for a win, a draw and a loss; and frames along the way.
// Run with `npx tsx scripts/look-ending-time.ts [outDir] [device]` after a test build (E2E_BUILD_DIR
// to name it). docs/pacing.md keeps the figures.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { randomGameWhere } from '../tests/e2e/random-games.ts';
import { lookPage, openOneMoveFromEnd, REVIEW_DEVICES } from './look-page.ts';

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

const only = process.argv[3];
const devices = only ? REVIEW_DEVICES.filter((d) => d.tag === only) : REVIEW_DEVICES;
try {
  for (const device of devices)
    for (const e of ENDINGS) {
      const moves = randomGameWhere(e.rules, (p) => e.keep(p.scores as unknown as number[]));
      const page = await lookPage(browser, device);
      const at = await openOneMoveFromEnd(page, server.url, { rules: e.rules, p1: e.p1, moves });
      // Timed in the page, frame by frame, from just before the tap: listed, the hook lists the first
      // button; seen, every button drawn opaque where it stays (two frames alike).
      // (A string: tsx would wrap a function's inner names in a helper the page does not have.)
      await page.evaluate(`(() => {
      const w = window;
      w.timing = { start: performance.now() };
      let before = '';
      const look = () => {
        if (w.cellDivision.results()) w.timing.up ??= performance.now() - w.timing.start;
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
      if (device.touch) await page.touchscreen.tap(at.x, at.y);
      else await page.mouse.click(at.x, at.y);
      const start = Date.now();
      // `time` after the device: no frames, whose taking slows a busy page.
      const frames = process.argv[4] === 'time' ? [] : [400, 900, 1500, 2200, 3000];
      while (frames.length && Date.now() - start < 12_000) {
        if (Date.now() - start >= frames[0]!) {
          const scene = await page.evaluate(() => window.cellDivision.scene());
          await page.screenshot({
            path: resolve(out, `${device.tag}-${e.tag}-${frames.shift()}ms-${scene}.png`),
          });
        }
        await page.waitForTimeout(40);
      }
      await page.waitForFunction(
        () => (window as unknown as { timing: { seen?: number } }).timing.seen !== undefined,
        null,
        { timeout: 40_000 },
      );
      const { up, listed, seen } = await page.evaluate(
        () => (window as unknown as { timing: { up: number; listed: number; seen: number } }).timing,
      );
      const ready = Math.round(listed);
      await page.screenshot({ path: resolve(out, `${device.tag}-${e.tag}-settled.png`) });
      console.log(
        `${device.tag} ${e.tag}: the results up ${Math.round(up)} ms, their buttons listed ${ready} ms, seen in place ${Math.round(seen)} ms after the last tap`,
      );
      await page.context().close();
    }
} finally {
  await browser.close();
  await server.close();
}
