// The review of a square:5 game against Perfect (the person playing Best moves' picks but for one
// slip at move 7, as a player following the coach plays it) and of a square:6 game against Medium
// (whose opening stays the computer's estimate), on an upright phone and a desktop, at the end and
// at move 9, for a person to look at (not a test). Run with `npx tsx scripts/look-review-perfect.ts
// [outDir]` after a test build (E2E_BUILD_DIR).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { openScreen } from '../tests/e2e/tablet-page.ts';
import { openReviewFromResults, REVIEW_DEVICES } from './look-page.ts';

const out = resolve(process.argv[2] ?? 'look-review-perfect');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();
const GAMES = [
  {
    tag: 'perfect',
    query:
      'layout=square:5&p1=human&p2=perfect&moves=c3.b5.d4.b4.d2.b2.a5.c2.c4.d3.b3.d1.e2.a4.e3.a3.a2.c1.b1.d5.e4.a1.c5.e5.e1',
  },
  {
    tag: 'medium6',
    query:
      'layout=square:6&p1=human&p2=medium&moves=c3.d4.c4.d3.b2.e5.b5.e2.c2.d5.c5.d2.b3.e4.b4.e3.a1.f6.a6.f1.a2.f5.a5.f2.a3.f4.a4.f3.b1.e6.b6.e1.c1.d6.c6.d1',
  },
];
try {
  for (const s of REVIEW_DEVICES.filter((d) => d.tag === 'phone' || d.tag === 'desk')) {
    for (const game of GAMES) {
      const opened = await openScreen(browser, server.url, { ...s, query: game.query, scene: 'results' });
      const { page } = opened;
      await openReviewFromResults(page);
      await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, {
        timeout: 300_000,
      });
      const ms = (await page.evaluate(() => window.cellDivision.review()!.ms)) ?? 0;
      await page.waitForTimeout(800);
      await page.screenshot({ path: resolve(out, `${game.tag}-${s.tag}.png`) });
      for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft');
      for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(800);
      await page.screenshot({ path: resolve(out, `${game.tag}-${s.tag}-m9.png`) });
      console.log(game.tag, s.tag, `review ${(ms / 1000).toFixed(1)} s`, opened.errors.join('; '));
      await opened.context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
