// Pictures of the board screen's frame for a person to look at (not a test): the way out in the top
// corner and the board's name, on the four devices a reviewer plays (an upright phone and one on its
// side at 3×, a tablet at 2×, a desktop at 1×): a game in play, a 12×12, a retry and the guided game.
// `E2E_BUILD_DIR=… npx tsx scripts/look-frame.ts outDir [parts]` after a test build; parts is a comma
// list of play, big, retry, guide, setup (all by default; setup: the setup's line for a 12×12 and
// for Perfect on 4×4).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { openReviewedGame } from '../tests/e2e/review-trip.ts';
import { savedSettings } from '../tests/e2e/tablet-page.ts';
import { lookPage, REVIEW_DEVICES } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'frame-shots');
const parts = (process.argv[3] ?? 'play,big,retry,guide,setup').split(',');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });

const DEVICES = REVIEW_DEVICES;
type Device = (typeof DEVICES)[number];

async function open(b: Browser, d: Device, query: string, first = false, init = ''): Promise<Page> {
  const page = await lookPage(b, d, { first });
  if (init) await page.addInitScript(init);
  await page.goto(`${server.url}?fast&${query}`);
  return page;
}

async function settled(page: Page, scene = 'board'): Promise<void> {
  await page.waitForFunction(
    (scene) => window.cellDivision?.scene() === scene && !window.cellDivision.state()?.busy,
    scene,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(1200);
}

async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: resolve(out, `${name}.png`) });
  const ids = (await page.evaluate(() => window.cellDivision.controls())).map((c) => c.id);
  console.log(name, ids.join(' '));
}

try {
  for (const d of DEVICES) {
    if (parts.includes('play')) {
      const page = await open(browser, d, 'layout=square:4&p1=human&p2=easy&moves=b2.c3');
      await settled(page);
      await snap(page, `play-${d.tag}`);
      await page.context().close();
    }
    if (parts.includes('big')) {
      const page = await open(browser, d, 'layout=square:12&p1=human&p2=easy');
      await settled(page);
      await snap(page, `big-${d.tag}`);
      await page.context().close();
    }
    if (parts.includes('retry')) {
      const { page, context } = await openReviewedGame(
        browser,
        server.url,
        // The review trip taps its last move: a touch screen on the desktop too.
        { width: d.width, height: d.height, dpr: d.dpr, touch: true },
        'square:4',
        9,
      );
      const retry = (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'retry');
      if (retry) await page.mouse.click(retry.x + retry.width / 2, retry.y + retry.height / 2);
      await settled(page);
      await snap(page, `retry-${d.tag}`);
      await context.close();
    }
    if (parts.includes('setup')) {
      for (const [name, settings] of [
        ['big', { family: 'square', layouts: { square: 'square:12' } }],
        ['perfect', { family: 'square', opponent: 'perfect', layouts: { square: 'square:4' } }],
      ] as const) {
        const page = await open(browser, d, '', false, savedSettings(settings));
        await page.waitForFunction(() => window.cellDivision?.controls().some((c) => c.id === 'setup'));
        const change = (await page.evaluate(() => window.cellDivision.controls())).find(
          (c) => c.id === 'setup',
        )!;
        await page.mouse.click(change.x + change.width / 2, change.y + change.height / 2);
        await page.waitForTimeout(1500);
        await snap(page, `setup-${name}-${d.tag}`);
        await page.context().close();
      }
    }
    if (parts.includes('guide')) {
      const page = await open(browser, d, '', true);
      await page.waitForFunction(() =>
        window.cellDivision?.controls().some((c) => c.id === 'tutorial:start'),
      );
      const start = (await page.evaluate(() => window.cellDivision.controls())).find(
        (c) => c.id === 'tutorial:start',
      )!;
      await page.mouse.click(start.x + start.width / 2, start.y + start.height / 2);
      await page.waitForFunction(() => window.cellDivision?.scene() === 'tutorial');
      await page.waitForTimeout(1500);
      await snap(page, `guide-${d.tag}`);
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
