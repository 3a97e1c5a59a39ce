// The menu, the ladder's map (Your games' Ladder tab) and the setup's Board tab (the family cards'
// names) on every shape, for a person to look at (not a test). Run with
// `npx tsx scripts/menu-ladder-shots.ts outDir` after `npm run build:test`.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { lookPage, tapLook as tap } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'menu-shots');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();

try {
  for (const size of [
    { width: 390, height: 844 },
    { width: 844, height: 390 },
    { width: 640, height: 360 },
    { width: 1024, height: 768 },
    { width: 1280, height: 720 },
  ]) {
    const tag = `${size.width}x${size.height}`;
    const page = await lookPage(browser, size, { testSpeed: true });
    await page.goto(server.url);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 60_000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: resolve(out, `menu-${tag}.png`) });
    // The ladder's map: Your games' Ladder tab (the ladder card itself plays the next step).
    await tap(page, 'history');
    await tap(page, 'history-tab:ladder');
    console.log(tag, 'scene', await page.evaluate(() => window.cellDivision.scene()));
    await page.screenshot({ path: resolve(out, `map-${tag}.png`) });
    await tap(page, 'history:menu');
    console.log(tag, 'back to', await page.evaluate(() => window.cellDivision.scene()));
    await tap(page, 'setup');
    await tap(page, 'tab:board');
    await page.screenshot({ path: resolve(out, `board-tab-${tag}.png`) });
    const families = (await page.evaluate(() => window.cellDivision.controls())).filter((k) =>
      k.id.startsWith('family:'),
    );
    console.log(tag, 'families', JSON.stringify(families.map((k) => [k.id, k.x, k.y, k.width, k.height])));
    const texts = await page.evaluate(() => window.cellDivision.texts());
    console.log(tag, 'cut names', JSON.stringify(texts.filter((t) => t.endsWith('…'))));
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.close();
}
