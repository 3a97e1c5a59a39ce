// Frames of the three endings (a win, a draw, a loss) at the players' pace, for a person to look
// at (not a test): the last move tapped, then frames through the board's part and the results, at
// 390×844, 844×390, 1024×768, 1280×720 and 640×360. Run with `npx tsx scripts/look-endings.ts [outDir] [size] [ending]`
// after `npm run build:test`.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { randomGameWhere } from '../tests/e2e/random-games.ts';
import { lookPage, openOneMoveFromEnd } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'look-endings');
mkdirSync(out, { recursive: true });
const only = process.argv[3];
const server = await serveDist(TEST_BUILD);
const browser: Browser = await launchChromium({ testSpeed: false });

const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 640, height: 360 },
].filter((s) => !only || only === `${s.width}x${s.height}`);

// The person plays second (p2), as in the e2e endings: scores[2] is theirs.
const ENDINGS = [
  { tag: 'win', rules: 'square:4', p1: 'easy', keep: (s: number[]) => s[2]! > s[1]! + 2 },
  { tag: 'draw', rules: 'square:4', p1: 'medium', keep: (s: number[]) => s[2]! === s[1]! },
  { tag: 'loss', rules: 'square:5', p1: 'hard', keep: (s: number[]) => s[2]! < s[1]! - 3 },
  // The ladder's first step lost: its stars' words and the step's tip.
  { tag: 'step-loss', rules: 'square:4', p1: 'easy', keep: (s: number[]) => s[2]! < s[1]! - 3 },
].filter((e) => !process.argv[4] || e.tag === process.argv[4]);

try {
  for (const size of SIZES)
    for (const e of ENDINGS) {
      const moves = randomGameWhere(e.rules, (p) => e.keep(p.scores as unknown as number[]));
      const page = await lookPage(browser, size);
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(String(err)));
      const at = await openOneMoveFromEnd(page, server.url, { rules: e.rules, p1: e.p1, moves });
      await page.touchscreen.tap(at.x, at.y);
      const start = Date.now();
      const tag = `${size.width}x${size.height}-${e.tag}`;
      for (const ms of [600, 1400, 2200, 3000, 3600, 4400, 6000]) {
        const wait = ms - (Date.now() - start);
        if (wait > 0) await page.waitForTimeout(wait);
        const scene = await page.evaluate(() => window.cellDivision.scene());
        await page.screenshot({ path: resolve(out, `${tag}-${ms}ms-${scene}.png`) });
      }
      const ids = await page.evaluate(() => window.cellDivision.controls().map((c) => c.id));
      console.log(tag, ids.join(' '), errors.length ? `errors: ${errors.join('; ')}` : '');
      await page.context().close();
    }
} finally {
  await browser.close();
  await server.close();
}
