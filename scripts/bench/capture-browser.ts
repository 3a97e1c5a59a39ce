// Expert's turns under capture in the browser, as the reviewer waited on them: the tablet
// (1024x768, touch) plays petri:7/capture against Expert at the players' pace, its own moves chosen
// by Hard and tapped on the board; each Expert reply is timed from the person's cell being placed
// to Expert's being made (the worker's search, the think pause and the board's beats between).
// Prints each turn, then the median and the longest.
// Usage: npx tsx scripts/bench/capture-browser.ts DIST [rules]
import { launchChromium } from '../../tests/e2e/browser.ts';
import { serveDist } from '../../tests/e2e/server.ts';
import { openScreen } from '../../tests/e2e/tablet-page.ts';
import { createAgent } from '../../src/ai/index.ts';
import { moveName, replayRecord } from '../../src/engine/index.ts';

declare global {
  interface Window {
    cellDivision: import('../../src/testing/hook-contract.ts').CellDivisionHook;
  }
}

const dist = process.argv[2];
if (!dist) throw new Error('usage: capture-browser.ts DIST [rules]');
const rules = process.argv[3] ?? 'petri:7/capture';
const browser = await launchChromium();
const server = await serveDist(dist);
const hard = createAgent('hard');
try {
  const { page, context } = await openScreen(browser, server.url, {
    width: 1024,
    height: 768,
    touch: true,
    fast: false,
    newPage: true,
    query: `layout=${rules}&p1=human&p2=expert`,
    scene: 'board',
  });
  const times: number[] = [];
  for (;;) {
    await page.waitForFunction(
      () => {
        const s = window.cellDivision.state();
        return s !== null && (s.over || (s.toMove === 1 && !s.busy));
      },
      null,
      { timeout: 300_000 },
    );
    const s = (await page.evaluate(() => window.cellDivision.state()))!;
    if (s.over) break;
    const position = replayRecord([rules, ...s.moves].join(' '));
    const name = moveName(position, hard.choose(position).square);
    const at = (await page.evaluate((n) => window.cellDivision.square(n), name))!;
    const n = s.moves.length;
    await page.touchscreen.tap(at.x, at.y);
    await page.waitForFunction((k) => window.cellDivision.state()!.moves.length >= k + 1, n, {
      timeout: 60_000,
    });
    const placed = Date.now();
    await page.waitForFunction(
      (k) => window.cellDivision.state()!.over || window.cellDivision.state()!.moves.length >= k + 2,
      n,
      { timeout: 300_000 },
    );
    times.push(Date.now() - placed);
    console.log(`${position.movesLeft()} moves left: you ${name}, Expert answered after ${times.at(-1)} ms`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const scores = (await page.evaluate(() => window.cellDivision.state()!.scores)) as number[];
  console.log(
    `${rules}, you (Hard's moves) ${scores.join('–')} Expert: Expert's replies median ${sorted[sorted.length >> 1]} ms, longest ${sorted.at(-1)} ms`,
  );
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
