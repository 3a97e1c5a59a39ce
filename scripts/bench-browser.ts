// Browser benchmark: how long from page load until the menu can be used, the frame times
// (95th percentile) while a large board (square:12) animates two opponents playing, and the heap,
// textures, canvases and listeners over 30 games in one page. Prints figures. `turn`: a whole
// square:12 turn against Medium at 390x844 (3x) and 1280x720 (scripts/bench/turn-browser.ts).
import { execFileSync } from 'node:child_process';
import { launchChromium } from '../tests/e2e/browser.ts';
import { buildTestGame, serveDist, TEST_BUILD } from '../tests/e2e/server.ts';
import { DEFAULT_SETTINGS } from '../src/game/settings.ts';
import { benchReviewInBrowser } from './bench/review-browser.ts';
import { benchHeapOverGames, heapReport } from './bench/heap-games.ts';

declare global {
  interface Window {
    cellDivision: import('../src/testing/hook-contract.ts').CellDivisionHook;
  }
}
buildTestGame();
if (process.argv.includes('turn')) {
  // A whole square:12 turn against Medium at the players' pace (docs/pacing.md): its own script.
  execFileSync('npx', ['tsx', 'scripts/bench/turn-browser.ts', TEST_BUILD], { stdio: 'inherit' });
  process.exit(0);
}
// The test build: it has the automation hook these steps drive.
const server = await serveDist(TEST_BUILD);
const browser = await launchChromium();
try {
  if (process.argv.includes('heap')) {
    console.log(heapReport(await benchHeapOverGames(server.url, browser)));
    process.exit(0);
  }
  await benchReviewInBrowser(server.url, browser);
  if (process.argv.includes('review')) process.exit(0);
  const loads: number[] = [];
  const looks: number[] = [];
  for (let i = 0; i < 3; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const started = Date.now();
    await page.goto(server.url);
    // The game's look (the loading sign's title over the home screen's skeleton) is its first contentful paint.
    looks.push(
      await page.evaluate(`new Promise((done) => new PerformanceObserver((list, o) => {
        const fcp = list.getEntries().find((e) => e.name === 'first-contentful-paint');
        if (fcp) { o.disconnect(); done(Math.round(fcp.startTime)); }
      }).observe({ type: 'paint', buffered: true }))`),
    );
    await page.waitForFunction(
      () =>
        window.cellDivision?.scene() === 'menu' &&
        window.cellDivision.controls().some((c) => c.id === 'play'),
      null,
      { polling: 10 },
    );
    loads.push(Date.now() - started);
    await page.close();
  }
  console.log(
    `menu usable after page load: ${loads.map((t) => t + ' ms').join(', ')} (best ${Math.min(...loads)} ms; target < 1500 ms)`,
  );
  console.log(
    `the game's look on screen (first contentful paint): ${looks.map((t) => t + ' ms').join(', ')} (best ${Math.min(...looks)} ms)`,
  );

  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const settings = {
    ...DEFAULT_SETTINGS,
    mode: 'watch',
    opponent: 'easy',
    opponent2: 'hard',
    layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:12' },
  };
  await page.addInitScript(
    (s) => localStorage.setItem('cell-division:v1:settings', s),
    JSON.stringify(settings),
  );
  await page.goto(server.url);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  const play = (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'play');
  if (!play) throw new Error('the menu has no Play button');
  await page.mouse.click(play.x + play.width / 2, play.y + play.height / 2);
  await page.waitForFunction(() => (window.cellDivision.state()?.moves.length ?? 0) >= 20, null, {
    timeout: 60_000,
  });
  // A string, not a function: tsx would wrap a named function in a helper the page lacks.
  const frames = (await page.evaluate(`new Promise((done) => {
    const times = [];
    let last = performance.now();
    const step = (now) => {
      times.push(now - last);
      last = now;
      if (times.length < 300) requestAnimationFrame(step);
      else done(times);
    };
    requestAnimationFrame(step);
  })`)) as number[];
  const sorted = [...frames].sort((a, b) => a - b);
  const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  const moves = await page.evaluate(() => window.cellDivision.state()?.moves.length ?? 0);
  console.log(
    `square:12 animating (two opponents, ${moves} moves in): frame time median ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms over ${frames.length} frames (target p95 < 20 ms)`,
  );
  await page.close();
  console.log(heapReport(await benchHeapOverGames(server.url, browser)));
} finally {
  await browser.close();
  await server.close();
}
