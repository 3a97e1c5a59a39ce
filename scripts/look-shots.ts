// The pictures of docs/look.md: every screen at 390×844 (a phone), 844×390 (on its side) and
// 1024×768 (a tablet), taken from the test build and written as small WebP files into docs/look/.
// Run with `npx tsx scripts/look-shots.ts` (add `--no-build` to reuse dist-test/, `--out DIR` to
// write elsewhere) after a change to how the screens look.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { buildTestGame, serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { openSheetFor } from '../tests/e2e/harness.ts';
import { openScreen, tapControl } from '../tests/e2e/tablet-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = resolve(root, outAt >= 0 ? args[outAt + 1]! : 'docs/look');
const SIZES = [
  { name: '390x844', width: 390, height: 844 },
  { name: '844x390', width: 844, height: 390 },
  { name: '1024x768', width: 1024, height: 768 },
];
/** A whole square:4 game: the results open on it. */
const FINISHED = 'b2.c3.b3.c2.a1.d4.a2.d1.b1.c1.a3.b4.a4.c4.d2.d3';
/** Half a square:5 game against Easy, the person to move. */
const MID = 'c3.b2.d3.b3.c4.b4';

const idle = (page: Page) =>
  page.waitForFunction(() => {
    const s = window.cellDivision.state();
    return !s || !s.busy;
  });

/** Saves the page as a WebP at CSS pixel size (quality 72): small enough to keep in the repository. */
async function save(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(600);
  const png = await page.screenshot();
  const image = await loadImage(png);
  const size = page.viewportSize()!;
  const canvas = createCanvas(size.width, size.height);
  canvas.getContext('2d').drawImage(image, 0, 0, size.width, size.height);
  const file = resolve(out, `${name}.webp`);
  writeFileSync(file, canvas.toBuffer('image/webp', 72));
  console.log(`look-shots: ${file}`);
}

async function shots(browser: Browser, url: string, size: (typeof SIZES)[number]): Promise<void> {
  const at = { width: size.width, height: size.height, dpr: 2 };
  const open = async (o: Omit<Parameters<typeof openScreen>[2], 'width' | 'height'>) => {
    const opened = await openScreen(browser, url, { ...at, ...o });
    return opened;
  };
  // The menu, the first thing a returning player sees.
  let s = await open({ scene: 'menu' });
  await save(s.page, `menu-${size.name}`);
  await s.context.close();
  // The guided game's offer on a first visit, and its first step.
  s = await open({ scene: 'menu', firstVisit: true });
  await save(s.page, `tutorial-offer-${size.name}`);
  await tapControl(s.page, 'tutorial:start');
  await s.page.waitForFunction(() => window.cellDivision.state()?.layout === 'square:3');
  await save(s.page, `tutorial-${size.name}`);
  await s.context.close();
  // The board mid-game, then the how-to-play and a question (Restart) over it.
  s = await open({ scene: 'board', query: `layout=square:5&p1=human&p2=easy&moves=${MID}` });
  await idle(s.page);
  await save(s.page, `board-${size.name}`);
  // How to play and Restart stand in the bar, or upright in More's sheet.
  await openSheetFor(s.page, 'help');
  await tapControl(s.page, 'help');
  await s.page.waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'howto:tutorial'));
  await save(s.page, `how-to-play-${size.name}`);
  await s.context.close();
  s = await open({ scene: 'board', query: `layout=square:5&p1=human&p2=easy&moves=${MID}` });
  await idle(s.page);
  await openSheetFor(s.page, 'restart');
  await tapControl(s.page, 'restart');
  await s.page.waitForTimeout(400);
  await save(s.page, `dialog-${size.name}`);
  await s.context.close();
  // The results of a finished game.
  s = await open({ scene: 'results', query: `layout=square:4&p1=human&p2=easy&moves=${FINISHED}` });
  await save(s.page, `results-${size.name}`);
  await s.context.close();
}

if (!args.includes('--no-build')) buildTestGame();
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();
try {
  for (const size of SIZES) await shots(browser, server.url, size);
} finally {
  await browser.close();
  await server.close();
}
