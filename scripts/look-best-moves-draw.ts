// Best moves on Hard 4×4 two moves in (the reviewer's 063: zeros on every square) on the reviewer's
// four devices, for a person to look at (not a test): the words say what the zeros mean. Run with
// `npx tsx scripts/look-best-moves-draw.ts [outDir]` after a test build (E2E_BUILD_DIR).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { openScreen } from '../tests/e2e/tablet-page.ts';
import { REVIEW_DEVICES } from './look-page.ts';

const out = resolve(process.argv[2] ?? 'look-best-moves-draw');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();
const ONLY = process.env.LOOK_ONLY;
const MOVES = process.env.LOOK_MOVES ?? 'b2.b3';
try {
  for (const s of REVIEW_DEVICES.filter((d) => !ONLY || ONLY.split(',').includes(d.tag))) {
    const opened = await openScreen(browser, server.url, {
      ...s,
      query: `layout=square:4&p1=human&p2=hard&moves=${MOVES}`,
      scene: 'board',
    });
    const { page } = opened;
    const press = async (id: string) => {
      await page.waitForFunction((i) => window.cellDivision.controls().some((c) => c.id === i), id);
      const c = (await page.evaluate(() => window.cellDivision.controls())).find((k) => k.id === id)!;
      await page.mouse.click(c.x + c.width / 2, c.y + c.height / 2);
    };
    await press('overlay');
    const asked = await page
      .waitForFunction(() => window.cellDivision.controls().some((c) => c.id === 'confirm:yes'), null, {
        timeout: 3000,
      })
      .then(() => true)
      .catch(() => false);
    if (asked) await press('confirm:yes');
    await page.waitForFunction(() => window.cellDivision.overlay()?.values != null, null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(800);
    await page.screenshot({ path: resolve(out, `best-moves-${s.tag}-${s.width}x${s.height}.png`) });
    console.log(s.tag, await page.evaluate(() => window.cellDivision.coachWords()), opened.errors.join('; '));
    await opened.context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
