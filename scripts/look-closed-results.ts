// A win's, a draw's (against Perfect on 4×4) and a loss's results on the reviewer's four devices, then
// the same with their ✕ pressed (the finished board and the bar's ways on), for a person to look at
// (not a test). Run with `npx tsx scripts/look-closed-results.ts [outDir]` after a test build (E2E_BUILD_DIR).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { randomGameWhere } from '../tests/e2e/random-games.ts';
import { settle } from '../tests/e2e/harness.ts';
import { openScreen } from '../tests/e2e/tablet-page.ts';
import { REVIEW_DEVICES } from './look-page.ts';

const out = resolve(process.argv[2] ?? 'look-closed-results');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });
const ONLY = process.env.LOOK_ONLY;
const KINDS = [
  { kind: 'win', rules: 'square:4', opponent: 'easy', ends: (d: number) => d > 2 },
  { kind: 'draw', rules: 'square:4', opponent: 'perfect', ends: (d: number) => d === 0 },
  { kind: 'loss', rules: 'flask:6x3', opponent: 'hard', ends: (d: number) => d < -3 },
].filter((k) => !process.env.LOOK_KIND || process.env.LOOK_KIND.split(',').includes(k.kind));
try {
  for (const k of KINDS) {
    // The person moves second: the difference is theirs less the opponent's.
    const moves = randomGameWhere(k.rules, (p) => k.ends(p.scores[2]! - p.scores[1]!));
    for (const s of REVIEW_DEVICES.filter((d) => !ONLY || ONLY.split(',').includes(d.tag))) {
      const opened = await openScreen(browser, server.url, {
        ...s,
        query: `layout=${k.rules}&p1=${k.opponent}&p2=human&moves=${moves.slice(0, -1).join('.')}`,
        scene: 'board',
      });
      const { page } = opened;
      await settle(page);
      const last = (await page.evaluate((n) => window.cellDivision.square(n), moves.at(-1)!))!;
      await page.mouse.click(last.x, last.y);
      await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 60_000 });
      await page.waitForTimeout(3000);
      const name = `${k.kind}-${s.tag}-${s.width}x${s.height}`;
      await page.screenshot({ path: resolve(out, `${name}.png`) });
      const close = (await page.evaluate(() => window.cellDivision.controls())).find(
        (c) => c.id === 'see-board',
      )!;
      await page.mouse.click(close.x + close.width / 2, close.y + close.height / 2);
      await page.waitForTimeout(800);
      await page.screenshot({ path: resolve(out, `${name}-closed.png`) });
      const controls = await page.evaluate(() =>
        window.cellDivision
          .controls()
          .map(
            (c) =>
              `${c.id} ${Math.round(c.x)},${Math.round(c.y)} ${Math.round(c.width)}x${Math.round(c.height)}`,
          ),
      );
      console.log(name, controls.join(' | '), opened.errors.join('; '));
      await opened.context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
