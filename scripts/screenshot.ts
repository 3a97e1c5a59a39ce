// The README's picture: bakes and builds the game, opens a shared link that replays 22 moves of a square:7
// game against `hard` in headless Chromium at 1280×720, and saves the board to docs/screenshot.png.
// Run with `npx tsx scripts/screenshot.ts` after a change to what the board looks like.
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { buildTestGame, serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { bake } from './bake/bake.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

/** The first 22 moves of `npm run cli -- play --layout square:7 --p1 hard --p2 medium`: the person is to move. */
const MOVES = 'd4.d6.b4.f4.d2.b6.f6.b2.f2.d5.c5.c4.b5.e4.f5.e5.d3.c3.c2.e6.b3.f3';

const root = resolve(import.meta.dirname, '..');
bake({ root, outDir: resolve(root, 'assets/cells'), force: false });
buildTestGame();
// The test build: it has the automation hook these steps drive.
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${server.url}?layout=square:7&p1=human&p2=hard&moves=${MOVES}`);
  await page.waitForFunction(
    () => {
      const s = window.cellDivision?.state();
      return (
        window.cellDivision?.scene() === 'board' &&
        !!s &&
        !s.busy &&
        !!s.shown &&
        s.shown[0] === s.scores[0] &&
        s.shown[1] === s.scores[1]
      );
    },
    null,
    { timeout: 60_000, polling: 50 },
  );
  // The cells' division animations end a moment after the scores have counted up.
  await page.waitForTimeout(1500);
  const out = resolve(root, 'docs/screenshot.png');
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  await server.close();
}
