// The board's hover words on a desktop (1280×720, a mouse): over an empty square (what placing there
// would gain) and over a placed cell (what it is worth), where they stand and how large, for a
// person to look at (not a test). Run with `npx tsx scripts/look-hover-words.ts [outDir]` after a
// test build (E2E_BUILD_DIR).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { boardSettled, lookPage } from './look-page.ts';

const out = resolve(process.argv[2] ?? 'look-hover-words');
mkdirSync(out, { recursive: true });
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();
try {
  const page = await lookPage(
    browser,
    { width: 1280, height: 720, dpr: 1, touch: false },
    { testSpeed: true },
  );
  await page.goto(`${server.url}?fast&layout=square:6&p1=human&p2=easy&moves=c3.d4.c4.d3.b2.e5`);
  await boardSettled(page, 120_000, 800);
  for (const [tag, name] of [
    ['empty', 'b5'],
    ['placed', 'c3'],
  ] as const) {
    const at = (await page.evaluate((n) => window.cellDivision.square(n), name))!;
    await page.mouse.move(at.x + 3, at.y + 2);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: resolve(out, `hover-${tag}-1280x720.png`) });
    const words = await page.evaluate(() => ({
      coach: window.cellDivision.coachWords(),
      box: window.cellDivision.coachWordsBox(),
      tooltip: window.cellDivision.tooltip(),
      texts: window.cellDivision
        .textBoxes()
        .map(
          (t) =>
            `${t.text.slice(0, 40)} ${Math.round(t.css)}px @${Math.round(t.x)},${Math.round(t.y)} ${Math.round(t.width)}x${Math.round(t.height)}`,
        ),
      glass: window.cellDivision.boardGlass(),
      all: window.cellDivision
        .textSizes()
        .filter((t) => t.text.length > 20)
        .map((t) => `${t.text.slice(0, 30)} ${t.css.toFixed(1)}px`),
    }));
    console.log(tag, JSON.stringify(words, null, 1));
  }
} finally {
  await browser.close();
  await server.close();
}
