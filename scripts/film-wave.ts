// Frames of one capture at the players' pace, for a person to look at (not a test): the page's clock
// (Playwright's) moves only `step` ms between frames, so a slow headless browser still shows the
// stages of the wave; each frame is named by its time after the tap, the HUD's scores logged.
// `npx tsx scripts/film-wave.ts outDir [step] [tags]` after `npm run build:test`: the fresh
// reviewer's hexagon 37 (capture, stem cells), d1 capturing 24 cells, square:6/capture's a4
// capturing three, captures on hex:3 and square:5, and stem cells recoloured by a capture, at
// 390×844 and 1024×768.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { lookPage, openOnSteppedClock } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'wave-frames');
const step = Number(process.argv[3] ?? 150);
const filmMs = 2400;
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });
const REVIEWER =
  'c4.f4.e4.b5.d5.c3.e5.f6.d3.a2.b4.c6.e6.a3.c2.e3.c5.f7.f5.b3.a4.c1.g4.e7.d6.e2.b2.d7.d2.b1.g5.f3.g6.a1.g7';
const ALL_FILMS = [
  { tag: 'reviewer', query: `layout=hex:4/capture/stem&p1=easy&p2=human&moves=${REVIEWER}`, square: 'd1' },
  {
    tag: 'capture',
    query: 'layout=square:6/capture&p1=human&p2=hard&moves=b1.a1.b2.a2.b3.a3.b4.f6',
    square: 'a4',
  },
  // e4 captures 5 cells in two rings.
  {
    tag: 'hex3',
    query: 'layout=hex:3/capture&p1=human&p2=hard&moves=b2.e5.d5.e3.d3.d2.b3.c5.a1.c4.b4.c1.c3.d4',
    square: 'e4',
  },
  // b3 captures 10 cells.
  {
    tag: 'square5',
    query:
      'layout=square:5/capture&p1=human&p2=hard&moves=c2.d5.b5.a2.e3.e2.a3.c5.a1.a4.e5.e1.c3.b4.c4.e4.c1.a5.b1.d4.d3.b2',
    square: 'b3',
  },
  // b5 captures 11 cells, and the complete stem cells beside them take the new colours.
  {
    tag: 'stem5',
    query:
      'layout=square:5/capture/stem&p1=human&p2=hard&moves=a2.e4.b1.c5.d5.b3.c4.a4.d3.d1.e2.d4.b2.d2.e1.c2.b4.a5.e5.e3.a3.c1',
    square: 'b5',
  },
];
// `npx tsx scripts/film-wave.ts outDir step tag,tag` films only those,
const only = process.argv[4]?.split(',');
const FILMS = only ? ALL_FILMS.filter((f) => only.includes(f.tag)) : ALL_FILMS;
// …and `390x844` after the tags films at that size only.
const SIZES = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
].filter((size) => !process.argv[5] || process.argv[5] === `${size.width}x${size.height}`);
try {
  for (const size of SIZES) {
    for (const film of FILMS) {
      const page = await lookPage(browser, size);
      // The page's clock stands still but for the steps below: each frame is `step` ms of the game.
      await openOnSteppedClock(page, `${server.url}?${film.query}`);
      // From here the page's time moves only by the steps below (installed, it also flows on its own,
      // and a headless frame takes about a second: the whole wave passed between two frames).
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1500));
      const at = await page.evaluate((n) => window.cellDivision.square(n), film.square);
      await page.touchscreen.tap(at!.x, at!.y);
      for (let t = 0; t <= filmMs; t += step) {
        const s = await page.evaluate(() => window.cellDivision.state());
        const name = `${film.tag}-${size.width}x${size.height}-${String(t).padStart(4, '0')}ms.png`;
        await page.screenshot({ path: resolve(out, name) });
        console.log(name, 'shown', JSON.stringify(s?.shown), 'scores', JSON.stringify(s?.scores));
        await page.clock.runFor(step);
      }
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
