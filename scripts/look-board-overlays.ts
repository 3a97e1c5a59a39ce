// Pictures of the board screen's overlays and fit, for a person to look at (not a test): the beaker's
// opening tip, the lead's warning, a hexagon's labels, today's puzzle, a petri dish and a board of 2s,
// at the four sizes a reviewer plays on. `E2E_BUILD_DIR=$PWD/dist-x npx tsx
// scripts/look-board-overlays.ts outDir tag [parts]` after a test build (parts: tip,lead,hex,daily,petri,twos,hold,card).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { LOOK_SIZES, lookPage } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'look-overlays');
const tag = process.argv[3] ?? 'now';
const parts = (process.argv[4] ?? 'tip,lead,hex,daily,petri,twos').split(',');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });
const SIZES = LOOK_SIZES;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: resolve(out, `${name}-${tag}.png`), timeout: 120_000 });
const onScene = async (page: Page, scene: string) => {
  await page.waitForFunction((s) => window.cellDivision?.scene() === s, scene, { timeout: 60_000 });
  await page.waitForTimeout(2500);
};
const GAMES: Record<string, [string, string]> = {
  tip: ['board', 'layout=beaker:5x4&p1=human&p2=medium'],
  lead: ['board', 'layout=square:6&p1=human&p2=easy&moves=c4.e5.e3.b2.d3.e2.d4.b5.c3.e4.d5.c5'],
  hex: ['board', 'layout=hex:3&p1=human&p2=medium&moves=c3.b2'],
  daily: ['puzzle', 'puzzle=daily'],
  petri: ['board', 'layout=petri:5&p1=human&p2=easy'],
  twos: ['board', 'layout=square:5&p1=human&p2=human&moves=c3.b2.c2.d4.e5.a1'],
  // A newcomer's warm-up on 4 December 2026 (puzzle 371), c1 held: its preview's labels.
  hold: ['puzzle', 'puzzle=371'],
  // Hexagon 3 a side, c1 held (a finger) or under the mouse: its name told.
  hexhold: ['board', 'layout=hex:3&p1=human&p2=medium&moves=c3.b2'],
};
try {
  for (const part of parts) {
    const [scene, query] = GAMES[part]!;
    for (const [name, size] of SIZES) {
      const page = await lookPage(browser, size);
      await page.goto(`${server.url}?${query}`);
      await onScene(page, scene);
      if (part === 'lead')
        await page
          .waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'lead-warning'), null, {
            timeout: 20_000,
          })
          .catch(() => undefined);
      if (part === 'hold' || part === 'hexhold') {
        const at = (await page.evaluate(() => window.cellDivision.square('c1')))!;
        if (size.touch) {
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Input.dispatchTouchEvent', {
            type: 'touchStart',
            touchPoints: [{ x: at.x, y: at.y }],
          });
        } else await page.mouse.move(at.x, at.y);
        await page.waitForTimeout(1500);
      }
      await shot(page, `${part}-${name}`);
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
