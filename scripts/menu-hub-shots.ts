// The menu's first screen in the situations a player meets it (a first visit; coming back mid-ladder
// with a daily streak; the same with today's puzzle solved; a game to resume) at the four sizes the
// reviewer plays, and the Settings page, for a person to look at (not a test). Prints each screen's
// controls and any cut text.
// Run with `E2E_BUILD_DIR=$PWD/dist-x npx tsx scripts/menu-hub-shots.ts outDir` after a test build.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { keepGame } from '../src/game/game-history.ts';
import { recordPuzzle } from '../src/game/puzzle-history.ts';
import { dailyNumber, dayAfter, localDay } from '../src/game/puzzles.ts';
import type { Store } from '../src/game/storage.ts';
import { LADDER } from '../src/screens/history/ladder.ts';
import { personGame } from '../tests/screens/history/history-rig.ts';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { TUTORIAL_OFFERED } from '../tests/e2e/tablet-page.ts';
import { seededStorage } from '../tests/e2e/seeded-storage.ts';
import { lookPage, REVIEW_DEVICES } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const today = localDay(new Date());
const returning = (store: Store) => {
  LADDER.slice(0, 2).forEach((s, i) =>
    keepGame(store, personGame(s.rules, s.opponent, 'win', 10 + i, {}, s.margin)),
  );
  for (const [back, tries] of [
    [2, 0],
    [1, 2],
  ] as const) {
    const day = dayAfter(today, -back);
    recordPuzzle(store, dailyNumber(day), { day, tries, solved: true, daily: true });
  }
};
const SITUATIONS: { name: string; init: string }[] = [
  { name: 'first', init: '' },
  { name: 'returning', init: TUTORIAL_OFFERED + seededStorage(returning) },
  {
    name: 'solved',
    init:
      TUTORIAL_OFFERED +
      seededStorage((store) => {
        returning(store);
        recordPuzzle(store, dailyNumber(today), { day: today, tries: 1, solved: true, daily: true });
      }),
  },
  {
    name: 'resume',
    init:
      TUTORIAL_OFFERED +
      seededStorage((store) => {
        returning(store);
        store.write('match', {
          rules: 'square:6',
          players: ['human', 'medium'],
          record: 'square:6 c3 d4 c4',
          over: false,
        });
      }),
  },
];
const SIZES = REVIEW_DEVICES;

const out = resolve(process.argv[2] ?? 'menu-hub-shots');
const only = process.argv[3];
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();
try {
  for (const s of SITUATIONS.filter((x) => !only || x.name === only))
    for (const size of SIZES) {
      const page = await lookPage(browser, size, { first: true, testSpeed: true });
      if (s.init) await page.addInitScript(s.init);
      await page.goto(server.url);
      await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 60_000 });
      await page.waitForTimeout(800);
      await page.screenshot({ path: resolve(out, `${s.name}-${size.tag}.png`) });
      const controls = await page.evaluate(() => window.cellDivision.controls());
      const texts = await page.evaluate(() => window.cellDivision.texts());
      const small = controls.filter((c) => c.width < 44 || c.height < 44).map((c) => c.id);
      console.log(
        `${s.name} ${size.tag}: ${controls.length} controls [${controls.map((c) => c.id).join(', ')}]` +
          ` small ${JSON.stringify(small)} cut ${JSON.stringify(texts.filter((t) => t.endsWith('…')))}`,
      );
      // Coming back: the Settings page too, where the Solved boards now are.
      if (s.name === 'returning') {
        const o = controls.find((c) => c.id === 'options')!;
        const at = { x: o.x + o.width / 2, y: o.y + o.height / 2 };
        if (size.touch) await page.touchscreen.tap(at.x, at.y);
        else await page.mouse.click(at.x, at.y);
        await page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'setup:done'));
        await page.waitForTimeout(500);
        await page.screenshot({ path: resolve(out, `settings-${size.tag}.png`) });
        const about = (await page.evaluate(() => window.cellDivision.controls())).find(
          (c) => c.id === 'about',
        );
        console.log(`settings ${size.tag}: Solved boards ${JSON.stringify(about ?? null)}`);
      }
      await page.context().close();
    }
} finally {
  await browser.close();
  await server.close();
}
