// Pictures of the jumps' panel words and first-jump notice, for a person to look at (not a test):
// square:5/jumps against Hard after c3 c4 (a jump open for the person), then after the person's jump,
// at 390×844, 844×390 and 1024×768. `npx tsx scripts/look-jumps.ts outDir` after `npm run build:test`.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { lookPage } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'jump-shots');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();
try {
  for (const size of [
    { width: 390, height: 844 },
    { width: 844, height: 390 },
    { width: 1024, height: 768 },
  ]) {
    const page = await lookPage(browser, size, { testSpeed: true });
    await page.goto(`${server.url}?layout=square:5/jumps&p1=human&p2=hard&moves=c3.c4`);
    await page.waitForFunction(
      () => window.cellDivision?.scene() === 'board' && !window.cellDivision.state()?.busy,
    );
    await page.waitForTimeout(800);
    const tag = `${size.width}x${size.height}`;
    await page.screenshot({ path: resolve(out, `jumps-${tag}-open.png`) });
    for (const square of ['c3', 'c5']) {
      const at = await page.evaluate((n) => window.cellDivision.square(n), square);
      await page.touchscreen.tap(at!.x, at!.y);
      await page.waitForTimeout(300);
    }
    await page.waitForFunction(() => !window.cellDivision.state()?.busy);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: resolve(out, `jumps-${tag}-jumped.png`) });
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.close();
}
