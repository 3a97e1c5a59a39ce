// Frames of the variants for a person to look at (not a test): the capture wave and a stem cell's
// completion at the players' pace, the HUD on a board of triangles, the Resume card of a game with
// stem cells, the builder marking stem squares and the how-to-play's lines, at 390×844 and
// 1024×768. Run with `npx tsx scripts/variant-frames.ts [outDir]` after `npm run build:test`.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { lookPage } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'variant-frames');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser: Browser = await launchChromium({ testSpeed: false });

async function open(size: { width: number; height: number }, query: string, scene: string): Promise<Page> {
  const page = await lookPage(browser, size);
  await page.goto(`${server.url}?${query}`);
  await page.waitForFunction((s) => window.cellDivision?.scene() === s, scene, { timeout: 60_000 });
  return page;
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const s = window.cellDivision.state();
      return !!s && !s.busy && !!s.shown && s.shown[0] === s.scores[0] && s.shown[1] === s.scores[1];
    },
    null,
    { timeout: 60_000, polling: 50 },
  );
  await page.waitForTimeout(500);
}

/** Taps square `name`, then takes frames as fast as the page gives them for `ms`. */
async function tapAndFilm(page: Page, name: string, tag: string, ms: number): Promise<void> {
  const at = await page.evaluate((n) => window.cellDivision.square(n), name);
  await page.touchscreen.tap(at!.x, at!.y);
  const start = Date.now();
  for (let i = 0; Date.now() - start < ms; i++)
    await page.screenshot({
      path: resolve(out, `${tag}-${String(i).padStart(2, '0')}-${Date.now() - start}ms.png`),
    });
}

const SIZES = [
  { width: 390, height: 844, tag: '390x844' },
  { width: 1024, height: 768, tag: '1024x768' },
];
const which = process.argv[3] ?? 'all';
try {
  for (const size of SIZES) {
    if (which === 'all' || which === 'capture') {
      // Red's a1 a2 a3 against the edge, green's b1…b4: green's a4 captures three cells.
      const page = await open(
        size,
        'layout=square:6/capture&p1=human&p2=hard&moves=b1.a1.b2.a2.b3.a3.b4.f6',
        'board',
      );
      await settled(page);
      await tapAndFilm(page, 'a4', `capture-${size.tag}`, 2500);
      await page.context().close();
    }
    if (which === 'all' || which === 'reviewer') {
      // The fresh reviewer's hexagon 37 with capture and stem cells, the last move to play: d1
      // captures 24 cells in a wave, and the complete stem cell beside them changes colour.
      const moves =
        'c4.f4.e4.b5.d5.c3.e5.f6.d3.a2.b4.c6.e6.a3.c2.e3.c5.f7.f5.b3.a4.c1.g4.e7.d6.e2.b2.d7.d2.b1.g5.f3.g6.a1.g7';
      const page = await open(size, `layout=hex:4/capture/stem&p1=easy&p2=human&moves=${moves}`, 'board');
      await settled(page);
      await tapAndFilm(page, 'd1', `reviewer-${size.tag}`, 3500);
      await page.context().close();
    }
    if (which === 'all' || which === 'stem') {
      // Every square around the four stem cells but e4 is filled: e4 completes d3 and d4.
      const page = await open(
        size,
        'layout=square:6/stem&p1=human&p2=hard&moves=b2.c2.d2.e2.b3.e3.b4.b5.c5.d5.e5.f6',
        'board',
      );
      await settled(page);
      await tapAndFilm(page, 'e4', `stem-${size.tag}`, 3000);
      await page.context().close();
    }
    if (which === 'all' || which === 'tri') {
      const page = await open(size, 'layout=tri:6/capture&p1=human&p2=hard&moves=f6.f3.d4.e4', 'board');
      await settled(page);
      await page.screenshot({ path: resolve(out, `tri-hud-${size.tag}.png`) });
      await page.context().close();
    }
    if (which === 'all' || which === 'resume') {
      const page = await open(
        size,
        'layout=square:6/stem&p1=human&p2=hard&moves=b2.c2.d2.e2.b3.e3.b4.b5.c5.d5.e5.f6.e4',
        'board',
      );
      await settled(page);
      // Back to the menu: the game is kept, and the Resume card pictures it.
      await page.goto(`${server.url}`);
      await page.waitForFunction(() => window.cellDivision?.scene() === 'menu', null, { timeout: 60_000 });
      await page.waitForTimeout(1000);
      const box = await page.evaluate(() => window.cellDivision.resumePicture());
      await page.screenshot({ path: resolve(out, `resume-${size.tag}.png`) });
      if (box)
        await page.screenshot({
          path: resolve(out, `resume-card-${size.tag}.png`),
          clip: { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 },
        });
      console.log(`resume picture ${size.tag}:`, JSON.stringify(box));
      await page.context().close();
    }
    if (which === 'all' || which === 'builder') {
      const page = await open(size, 'build=custom:6x6:fffffffff', 'builder');
      await page.waitForTimeout(800);
      const tap = async (id: string) => {
        const c = (await page.evaluate(() => window.cellDivision.controls())).find((k) => k.id === id);
        if (!c) throw new Error(`no ${id}`);
        await page.touchscreen.tap(c.x + c.width / 2, c.y + c.height / 2);
        await page.waitForTimeout(400);
      };
      await tap('builder:stem');
      for (const name of ['c3', 'd4']) {
        const at = await page.evaluate((n) => window.cellDivision.square(n), name);
        if (at) await page.touchscreen.tap(at.x, at.y);
        await page.waitForTimeout(400);
      }
      await page.screenshot({ path: resolve(out, `builder-stems-${size.tag}.png`) });
      console.log(`builder ${size.tag}:`, await page.evaluate(() => window.cellDivision.builderFacts()));
      await page.context().close();
    }
    if (which === 'all' || which === 'howto') {
      const page = await open(size, '', 'menu');
      const c = (await page.evaluate(() => window.cellDivision.controls())).find((k) => k.id === 'help');
      if (c) {
        await page.touchscreen.tap(c.x + c.width / 2, c.y + c.height / 2);
        await page.waitForFunction(() => window.cellDivision.scene() === 'howto', null, { timeout: 20_000 });
        await page.waitForTimeout(800);
        await page.screenshot({ path: resolve(out, `howto-${size.tag}.png`) });
        console.log(
          `howto ${size.tag}: smallest`,
          JSON.stringify(await page.evaluate(() => window.cellDivision.smallestText())),
        );
      } else console.log('no help control on the menu');
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
