// Pictures for a person to look at (not a test) of four small things a player sees: the players'
// panels' cells on hexagonal and triangular boards, the Ladder card's step line, the magnifier's
// gain on a 12×12 phone, and the results' score pop (a few frames). After a test build:
// `E2E_BUILD_DIR=… npx tsx scripts/look-polish.ts outDir [parts]` (parts: panels,menu,lens,pop).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { randomGameWhere } from '../tests/e2e/random-games.ts';
import { lookPage, REVIEW_DEVICES } from './look-page.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'polish-shots');
const parts = (process.argv[3] ?? 'panels,menu,lens,pop').split(',');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });
const device = (tag: string) => REVIEW_DEVICES.find((d) => d.tag === tag)!;
// LOOK_DEVICES=land,tablet: the pictures on other devices than each part's own.
const asked = process.env.LOOK_DEVICES?.split(',');
const on = (tags: string[]) => asked ?? tags;

async function open(tag: string, query: string, scene: string): Promise<Page> {
  const page = await lookPage(browser, device(tag));
  await page.goto(`${server.url}?fast&${query}`);
  await page.waitForFunction(
    (scene) => window.cellDivision?.scene() === scene && !window.cellDivision.state()?.busy,
    scene,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(1200);
  return page;
}

try {
  if (parts.includes('panels'))
    for (const tag of on(['phone', 'desk']))
      for (const layout of ['hex:5', 'tri:6']) {
        const page = await open(tag, `layout=${layout}&p1=human&p2=easy`, 'board');
        await page.screenshot({ path: resolve(out, `panels-${layout.replace(':', '')}-${tag}.png`) });
        await page.context().close();
      }
  if (parts.includes('menu'))
    for (const tag of on(['phone', 'land', 'desk'])) {
      const page = await open(tag, '', 'menu');
      await page.screenshot({ path: resolve(out, `menu-${tag}.png`) });
      const texts = await page.evaluate(() => window.cellDivision.texts());
      console.log(tag, texts.filter((t) => /Step|Easy on/.test(t)).join(' | '));
      await page.context().close();
    }
  if (parts.includes('lens')) {
    const page = await open('phone', 'layout=square:12&p1=human&p2=easy&moves=f6', 'board');
    const cdp = await page.context().newCDPSession(page);
    const at = (await page.evaluate(() => window.cellDivision.square('f7')))!;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
    await page.waitForTimeout(700);
    await page.screenshot({ path: resolve(out, 'lens-phone.png') });
    const g7 = (await page.evaluate(() => window.cellDivision.square('g7')))!;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: g7.x, y: g7.y }] });
    await page.waitForTimeout(500);
    await page.screenshot({ path: resolve(out, 'lens-slid-phone.png') });
    console.log(
      'lens texts',
      (await page.evaluate(() => window.cellDivision.texts())).filter((t) => /^\+|Place/.test(t)),
    );
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
    await page.context().close();
  }
  if (parts.includes('pop')) {
    // The page's clock is held from the results' first frame and stepped, so each picture is a known moment of the pop.
    const won = randomGameWhere('square:4', (p) => p.scores[2]! > p.scores[1]! + 2);
    for (const tag of on(['phone', 'desk'])) {
      const page = await lookPage(browser, device(tag));
      await page.clock.install();
      await page.goto(
        `${server.url}?fast&layout=square:4&p1=easy&p2=human&moves=${won.slice(0, -1).join('.')}`,
      );
      await page.waitForFunction(
        () => window.cellDivision?.scene() === 'board' && !window.cellDivision.state()?.busy,
        null,
        { timeout: 30_000 },
      );
      await page.waitForTimeout(1200);
      const last = (await page.evaluate((n) => window.cellDivision.square(n), won.at(-1)!))!;
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
      await page.mouse.click(last.x, last.y);
      for (let t = 0; t < 400 && (await page.evaluate(() => window.cellDivision.scene())) !== 'results'; t++)
        await page.clock.runFor(20);
      for (let f = 0; f < 8; f++) {
        await page.screenshot({ path: resolve(out, `pop-${tag}-${f * 80}ms.png`) });
        await page.clock.runFor(80);
      }
      await page.clock.resume();
      await page.waitForTimeout(2500);
      await page.screenshot({ path: resolve(out, `pop-${tag}-end.png`) });
      const boxes = await page.evaluate(() => window.cellDivision.textBoxes());
      console.log(tag, JSON.stringify(boxes.filter((b) => /–|\d/.test(b.text)).slice(0, 6)));
      console.log(
        tag,
        'panel',
        JSON.stringify(await page.evaluate(() => window.cellDivision.resultsPanel())),
      );
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
