// How large a square and its piece count are on the results' final board and on the review's board,
// for five boards on a phone on its side, upright and a desktop, with a picture of each screen, for a
// person to look at (not a test). Run with `npx tsx scripts/look-side-boards.ts [outDir]` after a test
// build (E2E_BUILD_DIR); LOOK_ONLY=land,desk and LOOK_RULES=square:6,hex:4 narrow it.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { randomGame } from '../tests/e2e/random-games.ts';
import { lookPage, openReviewFromResults } from './look-page.ts';
import { parseRules, squareName } from '../src/engine/index.ts';
import { boardFrame, squarePlacement } from '../src/ui/art/board-frame.ts';
import { countFits, numeralLook } from '../src/ui/piece-numeral.ts';

const out = resolve(process.argv[2] ?? 'look-side-boards');
mkdirSync(out, { recursive: true });
const DEVICES = [
  { tag: 'land', width: 844, height: 390, dpr: Number(process.env.LOOK_DPR ?? 1), touch: true },
  { tag: 'phone', width: 390, height: 844, dpr: Number(process.env.LOOK_DPR ?? 1), touch: true },
  { tag: 'desk', width: 1280, height: 720, dpr: 1, touch: false },
].filter((d) => !process.env.LOOK_ONLY || process.env.LOOK_ONLY.split(',').includes(d.tag));
const RULES = (process.env.LOOK_RULES ?? 'square:6,square:8,petri:7,hex:4,beaker:6x7').split(',');

/** A board drawn `width` CSS px wide: its square, its cells' frame and the count's font (0: none shown). */
function sizes(rules: string, width: number): { square: number; cell: number; count: number } {
  const layout = parseRules(rules).layout;
  const frame = boardFrame({ layout, square: 100 });
  const perUnit = width / frame.width;
  const cell = squarePlacement({ layout, square: 100 }, frame, 0).size * perUnit;
  const count = countFits(layout.grid, cell) ? numeralLook(layout.grid, cell).fontCss : 0;
  return { square: 100 * perUnit, cell, count };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** The digits drawn on the board's box (the cells' counts as Phaser texts), by font size. */
async function countsOn(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const texts = await page.evaluate(() => window.cellDivision.textBoxes());
  return texts
    .filter((t) => /^\d$/.test(t.text))
    .filter(
      (t) =>
        t.x > box.x + 8 &&
        t.x + t.width < box.x + box.width - 8 &&
        t.y > box.y &&
        t.y < box.y + box.height - 12,
    )
    .map((t) => r1(t.css));
}

const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();
try {
  for (const d of DEVICES) {
    for (const rules of RULES) {
      // A loaded machine may miss a page's load: that board is said and skipped.
      await lookAt(d, rules).catch((e: Error) =>
        console.log(d.tag, rules, 'skipped:', e.message.split('\n')[0]),
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}

async function lookAt(d: (typeof DEVICES)[number], rules: string): Promise<void> {
  const moves = randomGame(rules, 3);
  const page = await lookPage(browser, d, { testSpeed: true });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}?fast&layout=${rules}&p1=human&p2=easy&moves=${moves.join('.')}`);
  // A loaded machine takes long over a long game's replay and its ending.
  await page.waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 180_000 });
  await page.waitForTimeout(1500);
  const name = `${d.tag}-${d.width}x${d.height}-${rules.replace(':', '')}`;
  await page.screenshot({ path: resolve(out, `results-${name}.png`) });
  const picture = await page.evaluate(() => window.cellDivision.resultsPicture());
  const res = picture ? sizes(rules, picture.width) : null;
  await openReviewFromResults(page);
  await page.waitForFunction(() => window.cellDivision.review() !== null, null, { timeout: 120_000 });
  await page.waitForTimeout(1200);
  await page.screenshot({ path: resolve(out, `review-${name}.png`) });
  const review = (await page.evaluate(() => window.cellDivision.review()))!;
  const rev = sizes(rules, review.boardBox.width);
  // The hook's squares, to check the board's square: the first two of its first row.
  const layout = parseRules(rules).layout;
  const [a, b] = await page.evaluate(
    (names) => names.map((n) => window.cellDivision.square(n)),
    [squareName(layout, 0), squareName(layout, 1)],
  );
  const pitch = a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  const counts = await countsOn(page, review.boardBox);
  const smallest = await page.evaluate(() => window.cellDivision.smallestText());
  console.log(
    [
      d.tag.padEnd(5),
      rules.padEnd(10),
      `results: picture ${picture ? `${r1(picture.width)}x${r1(picture.height)}` : 'none'}`,
      res ? `square ${r1(res.square)} cell ${r1(res.cell)} count ${r1(res.count) || 'none'}` : '',
      `| review: board ${r1(review.boardBox.width)}x${r1(review.boardBox.height)} square ${r1(rev.square)} (hook pitch ${r1(pitch)}) cell ${r1(rev.cell)} count ${r1(rev.count) || 'none'}`,
      `drawn counts [${[...new Set(counts)].join(',')}] smallest ${smallest ? `${r1(smallest.px)} '${smallest.text.slice(0, 20)}'` : '-'}`,
      errors.join('; '),
    ].join(' '),
  );
  await page.context().close();
}
