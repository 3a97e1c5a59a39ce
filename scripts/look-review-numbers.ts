// The review of a lost game on Flask 6 wide (the reviewer's 115: a costliest move and no turn) on the
// reviewer's four devices, at its end and at the move the button under the chart goes to, for a
// person to look at (not a test). Run with `npx tsx scripts/look-review-numbers.ts [outDir]` after a
// test build (E2E_BUILD_DIR).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { clickControl } from '../tests/e2e/harness.ts';
import { randomGame } from '../tests/e2e/random-games.ts';
import { lookAtReviews } from './look-page.ts';

const out = resolve(process.argv[2] ?? 'look-review-numbers');
mkdirSync(out, { recursive: true });
const rules = 'flask:6x3';
// Seed 3: the person (first) against Easy, whose forecast never changes sides but who gives points away
// (tests/screens/review/review-numbers.test.ts finds it so); LOOK_SEED=5 a game that turned.
const moves = randomGame(rules, Number(process.env.LOOK_SEED ?? 3));
// A loss opens the review at the costliest move ("See where it turned"), else the review at its end.
await lookAtReviews({ rules, moves }, async (page, s, errors) => {
  await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, { timeout: 120_000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: resolve(out, `review-${s.tag}-${s.width}x${s.height}.png`) });
  await clickControl(page, 'review-turn');
  await page.waitForTimeout(800);
  await page.screenshot({ path: resolve(out, `review-${s.tag}-${s.width}x${s.height}-turn.png`) });
  const r = await page.evaluate(() => window.cellDivision.review());
  console.log(s.tag, JSON.stringify(r).slice(0, 400), errors.join('; '));
});
