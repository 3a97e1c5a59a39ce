// A win's results at a phone's 3× (upright and on its side) and a tablet's and desktop's, for a person
// to look at (not a test): the last move tapped, then the sheet once it has risen. Run with
// `npx tsx scripts/look-results.ts [outDir] [tag]` after a test build (E2E_BUILD_DIR).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { randomGameWhere } from '../tests/e2e/random-games.ts';
import { settle } from '../tests/e2e/harness.ts';
import { openScreen } from '../tests/e2e/tablet-page.ts';

const out = resolve(process.argv[2] ?? 'look-results');
const tag = process.argv[3] ?? '';
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });
const ONLY = process.env.LOOK_ONLY;
const SIZES = [
  { width: 844, height: 390, dpr: 3, name: 'land' },
  { width: 390, height: 844, dpr: 3, name: 'phone' },
  { width: 1024, height: 768, dpr: 2, name: 'tablet' },
  { width: 1280, height: 720, dpr: 1, name: 'desk' },
].filter((s) => !ONLY || ONLY.split(',').includes(s.name));
try {
  // LOOK_LOSS=1: a loss on a flask against Hard (more words and buttons) instead of a win on 4x4.
  const loss = process.env.LOOK_LOSS === '1';
  const rules = loss ? 'flask:6x3' : 'square:4';
  const won = randomGameWhere(rules, (p) =>
    loss ? p.scores[2]! < p.scores[1]! - 3 : p.scores[2]! > p.scores[1]! + 2,
  );
  for (const s of SIZES) {
    const opened = await openScreen(browser, server.url, {
      ...s,
      touch: s.name !== 'desk',
      query: `layout=${rules}&p1=${loss ? 'hard' : 'easy'}&p2=human&moves=${won.slice(0, -1).join('.')}`,
      scene: 'board',
    });
    const { page } = opened;
    page.on('console', (m) => m.text().startsWith('side') && console.log(m.text()));
    await settle(page);
    const last = (await page.evaluate((n) => window.cellDivision.square(n), won.at(-1)!))!;
    await page.mouse.click(last.x, last.y);
    await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, { timeout: 60_000 });
    await page.waitForTimeout(3000);
    await page.screenshot({
      path: resolve(out, `${s.name}-${s.width}x${s.height}${loss ? '-loss' : ''}${tag}.png`),
    });
    const panel = await page.evaluate(() => window.cellDivision.resultsPanel());
    const picture = await page.evaluate(() => window.cellDivision.resultsPicture());
    const controls = await page.evaluate(() =>
      window.cellDivision.controls().map((c) => `${c.id} ${Math.round(c.width)}x${Math.round(c.height)}`),
    );
    console.log(s.name, JSON.stringify({ panel, picture }), controls.join(', '), opened.errors.join('; '));
    await opened.context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
