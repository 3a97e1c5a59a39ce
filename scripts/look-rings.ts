// The aim's ring and the lens under a finger held on a square (tri:6, hex:4, tri:10, square:12) at an
// upright phone's 3× and on its side, for a person to look at (not a test). Run with
// `npx tsx scripts/look-rings.ts [outDir] [tag]` after a test build (E2E_BUILD_DIR).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { settle } from '../tests/e2e/harness.ts';
import { openScreen } from '../tests/e2e/tablet-page.ts';

const out = resolve(process.argv[2] ?? 'look-rings');
const tag = process.argv[3] ?? '';
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });

async function touchOf(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  return async (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) => {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  };
}

const CASES = [
  // Squares large enough for one tap: a long press on the first shows what it would gain, ringed.
  { layout: 'tri:6', press: ['c3', 'd3'], held: true },
  { layout: 'hex:4', press: ['d4', 'd5'], held: true },
  { layout: 'tri:10', press: ['d4', 'e4'], held: false },
  { layout: 'square:12', press: ['f6', 'g6'], held: false },
];
const SCREENS = [
  { width: 390, height: 844, name: 'phone' },
  { width: 844, height: 390, name: 'land' },
];
try {
  for (const s of SCREENS)
    for (const c of CASES) {
      const opened = await openScreen(browser, server.url, {
        ...s,
        dpr: 3,
        touch: true,
        query: `layout=${c.layout}&p1=human&p2=human`,
        scene: 'board',
      });
      const { page } = opened;
      await settle(page);
      const [a, b] = await Promise.all(
        c.press.map((n) => page.evaluate((m) => window.cellDivision.square(m)!, n)),
      );
      // Held on the edge the two squares share: the aim and the lens, the finger still down.
      const touch = await touchOf(page);
      await touch('touchStart', c.held ? a! : { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 });
      if (!c.held)
        await page.waitForFunction(() => window.cellDivision.state()!.aimed !== null, null, {
          timeout: 10_000,
        });
      await page.waitForTimeout(c.held ? 1200 : 400);
      const name = `${s.name}-${c.layout.replace(':', '')}${tag}`;
      await page.screenshot({ path: resolve(out, `${name}-held.png`) });
      if (c.held) await touch('touchEnd');
      else {
        await touch('touchMove', b!);
        await page.waitForTimeout(400);
        await page.screenshot({ path: resolve(out, `${name}-slid.png`) });
        await touch('touchEnd');
      }
      console.log(name, opened.errors.join('; '));
      await opened.context.close();
    }
} finally {
  await browser.close();
  await server.close();
}
