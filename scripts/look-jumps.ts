// Pictures of jumps for a person to look at (not a test): petri:5/jumps and square:6/jumps against
// Easy after c3 c4 b3 d3 (c3 can hop c4 and d3), on an upright phone, a tablet and a desktop: the
// arrows and the first notice, a tap on the other player's cell (why), a tap on c3 (its landings),
// and the jump made. `npx tsx scripts/look-jumps.ts outDir` after `npm run build:test`.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { lookPage, REVIEW_DEVICES } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'jump-shots');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();

async function press(page: Page, square: string, touch: boolean): Promise<void> {
  const at = await page.evaluate((n) => window.cellDivision.square(n), square);
  if (touch) await page.touchscreen.tap(at!.x, at!.y);
  else await page.mouse.click(at!.x, at!.y);
  await page.waitForTimeout(400);
}

try {
  for (const device of REVIEW_DEVICES.filter((d) => d.tag !== 'land')) {
    for (const rules of ['petri:5/jumps', 'square:6/jumps']) {
      const page = await lookPage(browser, device);
      await page.goto(`${server.url}?layout=${rules}&p1=human&p2=easy&moves=c3.c4.b3.d3`);
      await page.waitForFunction(
        () => window.cellDivision?.scene() === 'board' && !window.cellDivision.state()?.busy,
      );
      await page.waitForTimeout(1200);
      const tag = `${rules.split('/')[0]!.replace(':', '')}-${device.tag}`;
      const touch = device.touch;
      await page.screenshot({ path: resolve(out, `${tag}-1-arrows.png`) });
      await press(page, 'c4', touch);
      await page.screenshot({ path: resolve(out, `${tag}-2-theirs.png`) });
      await page.waitForTimeout(3000);
      await press(page, 'c3', touch);
      await page.screenshot({ path: resolve(out, `${tag}-3-chosen.png`) });
      await press(page, 'c5', touch);
      await page.waitForFunction(() => !window.cellDivision.state()?.busy);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: resolve(out, `${tag}-4-jumped.png`) });
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
