// The coach's reasons, for a person to look at (not a test): a hint whose square scores less now
// than another, saying what the greedier square costs by the end, and a review line under a move
// that scored more now than the better move (the contrast and the reply that showed it), on an
// upright phone and a desktop. Run with `npx tsx scripts/look-coach-why.ts [outDir]` after a test
// build (E2E_BUILD_DIR).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { openScreen } from '../tests/e2e/tablet-page.ts';
import { clickControl } from '../tests/e2e/harness.ts';
import { openReviewFromResults, REVIEW_DEVICES } from './look-page.ts';

const out = resolve(process.argv[2] ?? 'look-coach-why');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();
const HINT = 'layout=square:6&p1=human&p2=easy&moves=d3.c6.e3.e4.d4.d5.e2.c5.a5.d6';
const REVIEW =
  'layout=square:5&p1=human&p2=medium&moves=c2.b5.b2.c3.c1.b3.b1.c4.a2.b4.a1.d2.d1.d4.e4.c5.a3.e3.e2.d3.e1.d5.e5.a4.a5';
try {
  for (const s of REVIEW_DEVICES.filter((d) => d.tag === 'phone' || d.tag === 'desk')) {
    {
      const opened = await openScreen(browser, server.url, { ...s, query: HINT, scene: 'board' });
      const { page } = opened;
      await clickControl(page, 'hint');
      const asked = await page
        .waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'), null, {
          timeout: 3000,
        })
        .then(() => true)
        .catch(() => false);
      if (asked) await clickControl(page, 'confirm:yes');
      await page.waitForFunction(() => /^Try /.test(window.cellDivision.coachWords() ?? ''), null, {
        timeout: 30_000,
      });
      await page.waitForTimeout(600);
      await page.screenshot({ path: resolve(out, `hint-${s.tag}.png`) });
      console.log(s.tag, 'hint', JSON.stringify(await page.evaluate(() => window.cellDivision.coachWords())));
      await opened.context.close();
    }
    {
      const opened = await openScreen(browser, server.url, { ...s, query: REVIEW, scene: 'results' });
      const { page } = opened;
      await openReviewFromResults(page);
      await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, {
        timeout: 300_000,
      });
      // "See where it turned" opened the turn: its line names the better move too.
      await page.waitForTimeout(800);
      await page.screenshot({ path: resolve(out, `review-turn-${s.tag}.png`) });
      for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft');
      for (let i = 0; i < 13; i++) await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(800);
      await page.screenshot({ path: resolve(out, `review-m13-${s.tag}.png`) });
      console.log(s.tag, 'review', opened.errors.join('; '));
      await opened.context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
