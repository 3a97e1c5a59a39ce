// A returning player's round, for a person to look at (not a test): ladder step 1 won with a hint
// (two stars) kept on the device; the menu; the ladder's next step played to its end with a hint at
// each move (the third star's line seen); the results and their Details; Your games and the Record;
// today's puzzle. Run with `E2E_BUILD_DIR=$PWD/dist-NAME npx tsx scripts/returning-shots.ts outDir [WxH@dpr ...]`.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { keepGame } from '../src/game/game-history.ts';
import { Store, type StorageLike } from '../src/game/storage.ts';
import { LADDER } from '../src/screens/history/ladder.ts';
import { personGame } from '../tests/screens/history/history-rig.ts';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { TUTORIAL_OFFERED } from '../tests/e2e/tablet-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'returning-shots');
const sizes = (process.argv.slice(3).length ? process.argv.slice(3) : ['390x844@3', '1280x720@1']).map(
  (s) => {
    const [w, h, d] = s.split(/[x@]/).map(Number);
    return { width: w!, height: h!, dpr: d ?? 1 };
  },
);
mkdirSync(out, { recursive: true });

/** Step 1 won twice, once with a hint (its third star still to win), as a script run before the page loads. */
function stepOneWon(): string {
  const items = new Map<string, string>();
  const storage: StorageLike = {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
  const store = new Store(storage, () => {});
  const s = LADDER[0]!;
  keepGame(store, personGame(s.rules, s.opponent, 'win', Date.now() - 86_400_000, { hints: true }, s.margin));
  keepGame(store, personGame(s.rules, s.opponent, 'loss', Date.now() - 86_000_000));
  return [...items]
    .map(
      ([k, v]) =>
        `if (!localStorage.getItem('seeded')) localStorage.setItem(${JSON.stringify(k)}, ${JSON.stringify(v)});`,
    )
    .concat("localStorage.setItem('seeded', '1');")
    .join('');
}

async function tap(page: Page, id: string): Promise<void> {
  await page.waitForFunction((i) => window.cellDivision.controls().some((k) => k.id === i), id, {
    timeout: 30_000,
  });
  const c = (await page.evaluate(() => window.cellDivision.controls())).find((k) => k.id === id)!;
  await page.mouse.click(c.x + c.width / 2, c.y + c.height / 2);
  await page.waitForTimeout(700);
}

const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();
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
    await page.addInitScript(stepOneWon());
    await page.goto(`${server.url}?fast`);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 60_000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: resolve(out, `1-menu-${tag}.png`) });
    await tap(page, 'ladder-next');
    await page.waitForFunction(() => window.cellDivision.scene() === 'board', null, { timeout: 30_000 });
    let shotHint = false;
    for (let turn = 0; turn < 40; turn++) {
      await page.waitForFunction(
        () => {
          const s = window.cellDivision.state();
          return !!s && !s.busy && (s.over || s.toMove === 1);
        },
        null,
        { timeout: 60_000 },
      );
      const s = (await page.evaluate(() => window.cellDivision.state()))!;
      if (s.over) break;
      await tap(page, 'hint');
      await page.waitForFunction(() => /^Try /.test(window.cellDivision.coachWords() ?? ''), null, {
        timeout: 30_000,
      });
      if (!shotHint) {
        shotHint = true;
        console.log(tag, 'notice', await page.evaluate(() => window.cellDivision.notice()));
        await page.screenshot({ path: resolve(out, `2-hint-${tag}.png`) });
      }
      const move = (await page.evaluate(() => window.cellDivision.coachWords()))!.match(/^Try (\S+):/)![1]!;
      const at = (await page.evaluate((n) => window.cellDivision.square(n), move))!;
      await page.mouse.click(at.x, at.y);
      await page.waitForFunction((n) => window.cellDivision.state()!.moves.length > n, s.moves.length, {
        timeout: 30_000,
      });
    }
    await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 60_000 });
    await page.waitForTimeout(3500);
    await page.screenshot({ path: resolve(out, `3-results-${tag}.png`) });
    console.log(tag, 'results', JSON.stringify(await page.evaluate(() => window.cellDivision.results())));
    await tap(page, 'details');
    await page.screenshot({ path: resolve(out, `4-details-${tag}.png`) });
    console.log(
      tag,
      'details sizes',
      JSON.stringify(
        (await page.evaluate(() => window.cellDivision.textSizes())).filter((t) =>
          /^Against|on this board/.test(t.text),
        ),
      ),
    );
    await tap(page, 'menu');
    await page.waitForFunction(() => window.cellDivision.scene() === 'menu', null, { timeout: 30_000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: resolve(out, `5-menu-after-${tag}.png`) });
    await tap(page, 'history');
    await page.screenshot({ path: resolve(out, `6-history-${tag}.png`) });
    const tabs = (await page.evaluate(() => window.cellDivision.controls())).filter((k) =>
      k.id.startsWith('history-tab:'),
    );
    console.log(tag, 'tabs', tabs.map((k) => k.id).join(' '));
    for (const t of tabs) {
      await tap(page, t.id);
      await page.screenshot({ path: resolve(out, `7-${t.id.replace(':', '-')}-${tag}.png`) });
    }
    await tap(page, 'history:menu');
    await tap(page, 'puzzle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: resolve(out, `8-puzzle-${tag}.png`) });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
