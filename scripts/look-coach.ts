// The coach's three faces on the reviewer's four devices, for a person to look at (not a test): a
// hint on a 12×12 board early on (the move's idea, reviewer 27's 140), Best moves on a 5×5 endgame
// (stars on the best squares, 090) with a held square's number, and today's daily puzzle (030).
// Run with `npx tsx scripts/look-coach.ts [outDir]` after a test build (E2E_BUILD_DIR).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { openScreen } from '../tests/e2e/tablet-page.ts';
import { REVIEW_DEVICES } from './look-page.ts';

const out = resolve(process.argv[2] ?? 'look-coach');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();
const ONLY = process.env.LOOK_ONLY;

/** A tap on a touch device (the pointer a finger is), a click on the desktop. */
async function press(page: Page, id: string): Promise<void> {
  await page.waitForFunction((i) => window.cellDivision.controls().some((c) => c.id === i), id);
  const c = (await page.evaluate(() => window.cellDivision.controls())).find((k) => k.id === id)!;
  const touch = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
  if (touch) await page.touchscreen.tap(c.x + c.width / 2, c.y + c.height / 2);
  else await page.mouse.click(c.x + c.width / 2, c.y + c.height / 2);
}

async function yesIfAsked(page: Page): Promise<void> {
  const asked = await page
    .waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'), null, {
      timeout: 3000,
    })
    .then(() => true)
    .catch(() => false);
  if (asked) await press(page, 'confirm:yes');
}

try {
  for (const s of REVIEW_DEVICES.filter((d) => !ONLY || ONLY.split(',').includes(d.tag))) {
    const size = `${s.tag}-${s.width}x${s.height}`;
    {
      const opened = await openScreen(browser, server.url, {
        ...s,
        query: 'layout=square:12&p1=human&p2=easy&moves=f5.a3',
        scene: 'board',
      });
      const { page } = opened;
      await press(page, 'hint');
      await yesIfAsked(page);
      await page.waitForFunction(() => /^Try /.test(window.cellDivision.coachWords() ?? ''), null, {
        timeout: 30_000,
      });
      await page.waitForTimeout(600);
      await page.screenshot({ path: resolve(out, `hint-${size}.png`) });
      console.log(size, 'hint', JSON.stringify(await page.evaluate(() => window.cellDivision.coachWords())));
      await opened.context.close();
    }
    {
      const opened = await openScreen(browser, server.url, {
        ...s,
        query: 'layout=square:5&p1=human&p2=perfect&moves=c3.b4.d3.c4.b2.d4.c2.b3.d2.e4.a4.e3.a3.b5',
        scene: 'board',
      });
      const { page } = opened;
      await press(page, 'overlay');
      await yesIfAsked(page);
      await page.waitForFunction(() => (window.cellDivision.overlay()?.marked.length ?? 0) > 0, null, {
        timeout: 30_000,
      });
      await page.waitForTimeout(600);
      await page.screenshot({ path: resolve(out, `best-${size}.png`) });
      const o = await page.evaluate(() => window.cellDivision.overlay());
      console.log(
        size,
        'best',
        JSON.stringify(await page.evaluate(() => window.cellDivision.coachWords())),
        o?.marked,
      );
      // A hovered square (the mouse) says its number; a held finger does the same.
      if (!s.touch) {
        const spot = await page.evaluate(() => window.cellDivision.square('a1'));
        if (spot) {
          await page.mouse.move(spot.x, spot.y);
          await page.waitForTimeout(600);
          await page.screenshot({ path: resolve(out, `best-hover-${size}.png`) });
          console.log(
            size,
            'hover',
            JSON.stringify(await page.evaluate(() => window.cellDivision.coachWords())),
          );
        }
      }
      await opened.context.close();
    }
    {
      const opened = await openScreen(browser, server.url, { ...s, query: 'puzzle=daily', scene: 'puzzle' });
      const { page } = opened;
      await page.waitForTimeout(800);
      await page.screenshot({ path: resolve(out, `puzzle-${size}.png`) });
      await opened.context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
