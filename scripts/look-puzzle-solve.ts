// Frames of a puzzle's solve at the players' pace, for a person to look at (not a test): an easier
// puzzle (a newcomer's) and today's daily, solved at the first try, frames through the celebration,
// at 390×844, 844×390, 1024×768 and 1280×720. Run with `npx tsx scripts/look-puzzle-solve.ts [outDir] [size]`
// after `npm run build:test`.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { dailyNumber, localDay } from '../src/game/puzzles.ts';
import { puzzleNumber } from '../src/ai/puzzles/puzzle-set.ts';
import { easierPuzzleFor } from '../src/screens/menu/easier-puzzle.ts';
import { lookPage } from './look-page.ts';

const out = resolve(process.argv[2] ?? 'look-puzzle-solve');
mkdirSync(out, { recursive: true });
const only = process.argv[3];
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });
const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
].filter((s) => !only || only === `${s.width}x${s.height}`);
const daily = dailyNumber(localDay(new Date()));
const PUZZLES = [
  { tag: 'easier', number: easierPuzzleFor({}, daily)! },
  { tag: 'daily', number: daily },
];

try {
  for (const size of SIZES)
    for (const p of PUZZLES) {
      const page = await lookPage(browser, size);
      await page.goto(`${server.url}?puzzle=${p.number}`);
      await page.waitForFunction(() => window.cellDivision?.puzzle()?.state === 'solving', null, {
        timeout: 60_000,
      });
      await page.waitForTimeout(800);
      const answer = puzzleNumber(p.number)!.answer;
      const at = (await page.evaluate((n) => window.cellDivision.square(n), answer))!;
      await page.touchscreen.tap(at.x, at.y);
      await page.waitForTimeout(150);
      if ((await page.evaluate(() => window.cellDivision.controls())).some((c) => c.id === 'aim:place')) {
        const c = (await page.evaluate(() => window.cellDivision.controls())).find(
          (k) => k.id === 'aim:place',
        )!;
        await page.touchscreen.tap(c.x + c.width / 2, c.y + c.height / 2);
      }
      const start = Date.now();
      for (const ms of [700, 1300, 2200, 3600]) {
        const wait = ms - (Date.now() - start);
        if (wait > 0) await page.waitForTimeout(wait);
        await page.screenshot({ path: `${out}/${size.width}x${size.height}-${p.tag}-${ms}.png` });
      }
      await page.context().close();
    }
} finally {
  await browser.close();
  await server.close();
}
