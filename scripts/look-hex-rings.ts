// Pictures of the rings round a held and an aimed hexagon, for a person to look at (not a test):
// hexagon 4 a side at 390×844 by touch, a finger held on a square beside cells (the gain preview's
// ring), then a quick tap (the aim's ring), each clipped round the square.
// `E2E_BUILD_DIR=$PWD/dist-x npx tsx scripts/look-hex-rings.ts outDir tag [square] [query] [neighbour]`
// after a test build (a smaller hexagon, hex:8, takes an aim on a tap).
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

const out = resolve(process.argv[2] ?? 'look-hex-rings');
const tag = process.argv[3] ?? 'now';
const name = process.argv[4] ?? 'd3';
const game = process.argv[5] ?? 'layout=hex:4&p1=human&p2=human&moves=d4.c4.e4.d5.c3.e3';
const near0 = process.argv[6] ?? 'd4';
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });
try {
  for (const [size, device] of [
    ['390x844', { width: 390, height: 844, dpr: 2, touch: true }],
    ['1280x720', { width: 1280, height: 720, dpr: 1, touch: true }],
  ] as const) {
    const page = await lookPage(browser, device);
    await page.goto(`${server.url}?${game}`);
    await page.waitForFunction(() => window.cellDivision?.scene() === 'board', null, { timeout: 60_000 });
    await page.waitForTimeout(2500);
    const at = (await page.evaluate((n) => window.cellDivision.square(n), name))!;
    const near = (await page.evaluate((n) => window.cellDivision.square(n), near0))!;
    const pitch = Math.hypot(at.x - near.x, at.y - near.y) || 50;
    const clip = { x: at.x - pitch * 2.2, y: at.y - pitch * 2.2, width: pitch * 4.4, height: pitch * 4.4 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: resolve(out, `held-${size}-${tag}.png`), clip });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
    await page.waitForTimeout(600);
    await page.touchscreen.tap(at.x, at.y);
    await page.waitForTimeout(1200);
    const aimed = await page.evaluate(() => window.cellDivision.state()?.aimed ?? null);
    await page.screenshot({ path: resolve(out, `tap-${size}-${tag}.png`), clip });
    console.log(size, 'pitch', pitch.toFixed(1), 'aimed', aimed);
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.close();
}
