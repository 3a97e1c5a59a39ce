// Frame cost on the board at 1280x800 (the expert test's screen and moves): a trace of 4 moves
// against Easy (OPPONENT=expert for the expert test's game), with the rAF callbacks' main-thread
// time, the main thread's wait for the WebGL canvas's readback, and the long tasks, per built
// dist, alternating. Usage: OPPONENT=expert ROUNDS=n npx tsx scripts/bench/frame-tasks.ts DIST...
import { launchChromium } from '../../tests/e2e/browser.ts';
import { serveDist } from '../../tests/e2e/server.ts';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';
import { openGame, clickControl, playAgainstOpponent, settle } from '../../tests/e2e/harness.ts';

const dists = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 3);
const browser = await launchChromium();
const servers = await Promise.all(dists.map((d) => serveDist(d)));
const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : 0;
};
for (let r = 0; r < rounds; r++) {
  for (let i = 0; i < dists.length; i++) {
    const settings = {
      ...DEFAULT_SETTINGS,
      family: 'square',
      opponent: process.env.OPPONENT ?? 'easy',
      first: 'you',
      layouts: { ...DEFAULT_SETTINGS.layouts, square: 'square:6' },
    };
    const { page } = await openGame(browser, servers[i]!.url, settings);
    await clickControl(page, 'play');
    await page.waitForFunction(() => window.cellDivision.scene() === 'board');
    await settle(page);
    await page.waitForTimeout(500);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'gpu', 'cc'],
    });
    await page.evaluate(() => {
      const w = window as unknown as { lt: number[] };
      w.lt = [];
      new PerformanceObserver((l) => l.getEntries().forEach((e) => w.lt.push(e.duration))).observe({
        type: 'longtask',
      });
    });
    await playAgainstOpponent(page, ['c3', 'd4', 'b5', 'e2']);
    await page.waitForTimeout(1000);
    const lt = await page.evaluate(() => (window as unknown as { lt: number[] }).lt);
    const buf = await browser.stopTracing();
    const events = JSON.parse(buf.toString()).traceEvents as { name: string; dur?: number; ph: string }[];
    const raf = events
      .filter((e) => e.name === 'FireAnimationFrame' && e.dur !== undefined)
      .map((e) => e.dur! / 1000);
    const sum = raf.reduce((a, b) => a + b, 0);
    const rp = events
      .filter((e) => e.name === 'GLES2::ReadPixels' && e.dur !== undefined)
      .map((e) => e.dur! / 1000);
    const rpSum = rp.reduce((a, b) => a + b, 0);
    console.log(
      `${dists[i]} round ${r}: load ${(await import('node:os')).loadavg()[0].toFixed(2)}; rAF ${raf.length} frames, median ${pct(raf, 0.5).toFixed(1)} p95 ${pct(raf, 0.95).toFixed(1)} max ${pct(raf, 1).toFixed(1)} ms, sum ${sum.toFixed(0)} ms; readback wait median ${pct(rp, 0.5).toFixed(1)} p95 ${pct(rp, 0.95).toFixed(1)} mean ${(rpSum / Math.max(1, rp.length)).toFixed(1)} ms; long>100: ${lt.filter((d) => d > 100).length}; long tasks ${lt.map((d) => Math.round(d)).join(',') || 'none'}`,
    );
    await page.close();
  }
}
await browser.close();
for (const s of servers) await s.close();
