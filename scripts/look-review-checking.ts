// The review's chart while it is still working out the costs, on the reviewer's four devices, a
// few shots as it fills in, for a person to look at (not a test). Run with
// `npx tsx scripts/look-review-checking.ts [outDir]` after a test build (E2E_BUILD_DIR).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomGame } from '../tests/e2e/random-games.ts';
import { lookAtReviews } from './look-page.ts';

const out = resolve(process.argv[2] ?? 'look-review-checking');
mkdirSync(out, { recursive: true });
const rules = process.env.LOOK_RULES ?? 'square:7';
// A seeded random game under the rules (capture and all), as square names.
const moves = randomGame(rules, Number(process.env.LOOK_SEED ?? 3));
await lookAtReviews({ rules, moves }, async (page, s, errors) => {
  for (let shot = 0; shot < 4; shot++) {
    await page.waitForTimeout(shot === 0 ? 100 : 1200);
    const r = await page.evaluate(() => window.cellDivision.review());
    await page.screenshot({ path: resolve(out, `checking-${s.tag}-${shot}.png`) });
    console.log(s.tag, shot, JSON.stringify(r).slice(0, 200));
    if (r?.done) break;
  }
  await page.waitForFunction(() => window.cellDivision.review()?.done === true, null, { timeout: 180_000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: resolve(out, `checking-${s.tag}-done.png`) });
  console.log(s.tag, errors.join('; '));
});
