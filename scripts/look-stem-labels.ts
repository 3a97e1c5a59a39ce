// Pictures for a person to look at (not a test): a triangle with stem cells mid-game (the stem's
// share chips beside its neighbours' counts) and at its end (the board and the results' picture),
// a tiny triangle (tri:8) and a flask, on an upright phone, one on its side and a tablet, so the
// stem cell's look, its chips and the row numbers beside slanted sides can be judged.
// `E2E_BUILD_DIR=/tmp/dist-x npx tsx scripts/look-stem-labels.ts outDir [tag] [only]` after a test
// build; `only` a comma list of picture names (tri6stem-mid@844x390).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../tests/e2e/browser.ts';
import { serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { boardSettled, lookPage, pseudoRandomMoves } from './look-page.ts';
import { replayRecord, squareName } from '../src/engine/index.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const out = resolve(process.argv[2] ?? 'stem-labels');
const tag = process.argv[3] ?? 'now';
const only = process.argv[4]?.split(',');
mkdirSync(out, { recursive: true });

/** A game on `rules` that fills every neighbour of its first stem cell but `open`, then plays on at random for `more` moves. */
function aroundStem(rules: string, open: number, more: number, seed: number): string {
  const p = replayRecord(rules);
  const { layout } = p;
  const stem = p.stems[0]!;
  const names: string[] = [];
  const near: number[] = [];
  for (let d = 0; d < layout.directions; d++) {
    const n = layout.neighbour[stem * layout.directions + d]!;
    if (n >= 0 && !p.stems.includes(n)) near.push(n);
  }
  for (const s of near.slice(0, Math.max(0, near.length - open))) {
    if (p.isOver() || !p.legalMoveList().includes(s)) continue;
    names.push(squareName(layout, s));
    p.play(s);
  }
  for (let i = 0; i < more && !p.isOver(); i++) {
    const legal = p.legalMoveList().filter((s) => !near.includes(s));
    if (legal.length === 0) break;
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const s = legal[seed % legal.length]!;
    names.push(squareName(layout, s));
    p.play(s);
  }
  return names.join('.');
}

const SIZES = [
  { tag: '390x844', width: 390, height: 844, dpr: 2, touch: true },
  { tag: '844x390', width: 844, height: 390, dpr: 2, touch: true },
  { tag: '1024x768', width: 1024, height: 768, dpr: 1, touch: true },
] as const;

const end = (rules: string) => pseudoRandomMoves(rules, 7, { leave: 0 });
const PICTURES = [
  { name: 'tri6stem-mid', rules: 'tri:6/stem', moves: aroundStem('tri:6/stem', 1, 6, 3), scene: 'board' },
  {
    name: 'tri6stem-late',
    rules: 'tri:6/stem',
    moves: pseudoRandomMoves('tri:6/stem', 7, { leave: 2 }),
    scene: 'board',
  },
  { name: 'tri6stem-end', rules: 'tri:6/stem', moves: end('tri:6/stem'), scene: 'results' },
  { name: 'tri8stem-mid', rules: 'tri:8/stem', moves: aroundStem('tri:8/stem', 1, 10, 5), scene: 'board' },
  { name: 'tri8-mid', rules: 'tri:8', moves: pseudoRandomMoves('tri:8', 3, { count: 20 }), scene: 'board' },
  {
    name: 'flask',
    rules: 'flask:6x3',
    moves: pseudoRandomMoves('flask:6x3', 3, { count: 8 }),
    scene: 'board',
  },
] as const;

const server = await serveDist(TEST_BUILD);
const browser = await launchChromium({ testSpeed: false });
try {
  for (const picture of PICTURES) {
    for (const size of SIZES) {
      const name = `${picture.name}@${size.tag}`;
      if (only && !only.includes(name)) continue;
      const page = await lookPage(browser, size, { testSpeed: true });
      await page.goto(`${server.url}?layout=${picture.rules}&p1=human&p2=human&moves=${picture.moves}`);
      if (picture.scene === 'results')
        await page
          .waitForFunction(() => window.cellDivision?.scene() === 'results', null, { timeout: 60_000 })
          .catch(() => console.log(`${name}: no results`));
      else await boardSettled(page, 60_000, 1500);
      await page.waitForTimeout(picture.scene === 'results' ? 3000 : 0);
      const path = resolve(out, `${tag}-${name}.png`);
      await page
        .screenshot({ path, timeout: 120_000 })
        .then(() => console.log(path))
        .catch((e: Error) => console.log(`no picture ${name}: ${e.message.split('\n')[0]}`));
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
