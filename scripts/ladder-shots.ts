// A returning player's Ladder and Record, for a person to look at (not a test): three ladder steps
// won (the first with every star, the second with a hint, the third narrowly) and a dozen games
// against the opponents kept on the device; then the menu, Your games' Record and its Ladder at each
// size. Run with `E2E_BUILD_DIR=$PWD/dist-NAME npx tsx scripts/ladder-shots.ts outDir [WxH@dpr ...]`.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { keepGame } from '../src/game/game-history.ts';
import { recordGame } from '../src/game/stats.ts';
import { LADDER } from '../src/screens/history/ladder.ts';
import { personGame } from '../tests/screens/history/history-rig.ts';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { TUTORIAL_OFFERED } from '../tests/e2e/tablet-page.ts';
import { seededStorage } from '../tests/e2e/seeded-storage.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'ladder-shots');
const sizes = (
  process.argv.slice(3).length
    ? process.argv.slice(3)
    : ['390x844@3', '844x390@3', '1024x768@2', '1280x720@1']
).map((s) => {
  const [w, h, d] = s.split(/[x@]/).map(Number);
  return { width: w!, height: h!, dpr: d ?? 1 };
});
mkdirSync(out, { recursive: true });

/** A returning player's games, as a script run before the page loads. */
function returning(): string {
  return seededStorage((store) => {
    const day = 86_400_000;
    let t = Date.now() - 5 * day;
    const play = (
      rules: string,
      opponent: string,
      want: 'win' | 'loss' | 'draw',
      extra = {},
      atLeast = 1,
    ) => {
      const kept = keepGame(store, personGame(rules, opponent, want, (t += 3_600_000), extra, atLeast)).game!;
      recordGame(store, rules, opponent, kept.scores[0] - kept.scores[1]);
    };
    const [s1, s2, s3] = [LADDER[0]!, LADDER[1]!, LADDER[2]!];
    play(s1.rules, s1.opponent, 'loss');
    play(s1.rules, s1.opponent, 'win', {}, s1.margin);
    play(s2.rules, s2.opponent, 'win', { hints: true }, s2.margin);
    for (const w of ['win', 'loss', 'win', 'win', 'draw', 'win', 'loss', 'win'] as const)
      play('square:5', 'easy', w);
    play(s3.rules, s3.opponent, 'loss');
    play(s3.rules, s3.opponent, 'win');
    play('hex:4', 'hard', 'loss');
    play('square:6', 'medium', 'win');
  });
}

async function tap(page: Page, id: string): Promise<void> {
  await page.waitForFunction((i) => window.cellDivision.controls().some((k) => k.id === i), id, {
    timeout: 30_000,
  });
  const c = (await page.evaluate(() => window.cellDivision.controls())).find((k) => k.id === id)!;
  await page.mouse.click(c.x + c.width / 2, c.y + c.height / 2);
  await page.waitForTimeout(900);
}

const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();
const seed = returning();
try {
  for (const size of sizes) {
    const tag = `${size.width}x${size.height}`;
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      deviceScaleFactor: size.dpr,
      hasTouch: size.width < 1100,
      isMobile: size.width < 1100,
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log('page error', e.message));
    await page.addInitScript(TUTORIAL_OFFERED);
    await page.goto(`${server.url}?fast`);
    await page.evaluate(seed);
    await page.reload();
    await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 60_000 });
    await page.waitForTimeout(900);
    await page.screenshot({ path: resolve(out, `menu-${tag}.png`) });
    await tap(page, 'history');
    for (const tab of ['record', 'ladder']) {
      await tap(page, `history-tab:${tab}`);
      await page.screenshot({ path: resolve(out, `${tab}-${tag}.png`) });
    }
    const sizes = await page.evaluate(() => window.cellDivision.textSizes());
    const small = sizes.filter((s) => s.css < 13);
    if (small.length) console.log(tag, 'under 13 css px:', JSON.stringify(small));
    await tap(page, 'history:menu');
    await tap(page, 'puzzle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: resolve(out, `puzzle-${tag}.png`) });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
