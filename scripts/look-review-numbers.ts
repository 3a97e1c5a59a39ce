// The review of a lost game on Flask 6 wide (the reviewer's 115: a costliest move and no turn) on the
// reviewer's four devices, at its end and at the move the button under the chart goes to, for a
// person to look at (not a test). Run with `npx tsx scripts/look-review-numbers.ts [outDir]` after a
// test build (E2E_BUILD_DIR).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { clickControl } from '../tests/e2e/harness.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { randomGame } from '../tests/e2e/random-games.ts';
import { openScreen } from '../tests/e2e/tablet-page.ts';
import { openReviewFromResults, REVIEW_DEVICES } from './look-page.ts';

const out = resolve(process.argv[2] ?? 'look-review-numbers');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();
const ONLY = process.env.LOOK_ONLY;
const rules = 'flask:6x3';
// Seed 3: the person (first) against Easy, whose forecast never changes sides but who gives points away
// (tests/screens/review/review-numbers.test.ts finds it so); LOOK_SEED=5 a game that turned.
const moves = randomGame(rules, Number(process.env.LOOK_SEED ?? 3));
try {
  for (const s of REVIEW_DEVICES.filter((d) => !ONLY || ONLY.split(',').includes(d.tag))) {
    const opened = await openScreen(browser, server.url, {
      ...s,
      query: `layout=${rules}&p1=human&p2=easy&moves=${moves.join('.')}`,
      scene: 'results',
    });
    const { page } = opened;
    // A loss opens the review at the costliest move ("See where it turned"), else the review at its end.
    await openReviewFromResults(page);
    await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, { timeout: 120_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: resolve(out, `review-${s.tag}-${s.width}x${s.height}.png`) });
    await clickControl(page, 'review-turn');
    await page.waitForTimeout(800);
    await page.screenshot({ path: resolve(out, `review-${s.tag}-${s.width}x${s.height}-turn.png`) });
    const r = await page.evaluate(() => window.cellDivision.review());
    console.log(s.tag, JSON.stringify(r).slice(0, 400), opened.errors.join('; '));
    await opened.context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
