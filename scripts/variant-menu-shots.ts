// The Rules tab's locked chip, the Board tab's pictures with stem cells and the Solved boards'
// variants page, at 390×844 and 1024×768, for a person to look at (not a test). Run with
// `npx tsx scripts/variant-menu-shots.ts outDir` after `npm run build:test`.
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
    { width: 1024, height: 768 },
  ]) {
    const tag = `${size.width}x${size.height}`;
    const page = await lookPage(browser, size, { testSpeed: true });
    await page.goto(server.url);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 60_000 });
    await page.waitForTimeout(800);
    await tap(page, 'setup');
    await tap(page, 'tab:rules');
    await tap(page, 'equal');
    await page.screenshot({ path: resolve(out, `rules-locked-${tag}.png`) });
    await tap(page, 'jumps');
    await page.screenshot({ path: resolve(out, `rules-locked-tap-${tag}.png`) });
    console.log(tag, 'notices', JSON.stringify(await page.evaluate(() => window.cellDivision.notices())));
    await tap(page, 'equal');
    await tap(page, 'stem');
    await tap(page, 'tab:board');
    await tap(page, 'family:hex');
    await page.screenshot({ path: resolve(out, `board-hex-stem-${tag}.png`) });
    await tap(page, 'tab:rules');
    await tap(page, 'stem');
    await tap(page, 'tab:board');
    await tap(page, 'family:square');
    await tap(page, 'size:square:4');
    await tap(page, 'tab:rules');
    const solved = (await page.evaluate(() => window.cellDivision.controls())).some(
      (k) => k.id === 'solved-boards',
    );
    if (solved) {
      await tap(page, 'solved-boards');
      await tap(page, 'solved-page:variants');
      await page.screenshot({ path: resolve(out, `solved-variants-${tag}.png`) });
    } else console.log(tag, 'no solved-boards button on square:4');
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.close();
}
