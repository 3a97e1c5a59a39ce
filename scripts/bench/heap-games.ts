// Long play in one page: 30 quick games (two easy opponents on square:5 at test speed, "Play
// again" from the results each time), with the JS heap after a forced garbage collection, the
// live WebGL textures, the live canvases and the JS event listeners at the start, after 10 games
// and after 30. `npm run bench:browser -- heap` prints only this.

import type { Browser, CDPSession, Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../src/game/settings.ts';

export interface HeapSample {
  games: number;
  heapMb: number;
  textures: number;
  canvases: number;
  listeners: number;
  nodes: number;
}

// Runs before the game's scripts: counts WebGL textures created less deleted, and canvases
// created less those the garbage collector has taken (a FinalizationRegistry). A string, not a
// function: tsx would wrap a named function in a helper the page lacks.
const COUNTERS = `(() => {
  const live = { textures: 0, canvases: 0 };
  window.__benchLive = live;
  for (const gl of [WebGLRenderingContext, typeof WebGL2RenderingContext === 'undefined' ? null : WebGL2RenderingContext]) {
    if (!gl) continue;
    const create = gl.prototype.createTexture;
    const remove = gl.prototype.deleteTexture;
    gl.prototype.createTexture = function () { const t = create.call(this); if (t) live.textures++; return t; };
    gl.prototype.deleteTexture = function (t) { if (t) live.textures--; return remove.call(this, t); };
  }
  const gone = new FinalizationRegistry(() => { live.canvases--; });
  const make = Document.prototype.createElement;
  Document.prototype.createElement = function (name, options) {
    const el = make.call(this, name, options);
    if (String(name).toLowerCase() === 'canvas') { live.canvases++; gone.register(el, 0); }
    return el;
  };
})();`;

async function sample(page: Page, cdp: CDPSession, games: number): Promise<HeapSample> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(200); // finalizers run after the collection
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const live = (await page.evaluate('window.__benchLive')) as { textures: number; canvases: number };
  return {
    games,
    heapMb: heap.usedSize / 2 ** 20,
    textures: live.textures,
    canvases: live.canvases,
    listeners: dom.jsEventListeners,
    nodes: dom.nodes,
  };
}

async function press(page: Page, id: string): Promise<void> {
  await page.waitForFunction((k) => window.cellDivision.controls().some((c) => c.id === k), id, {
    timeout: 60_000,
  });
  const c = (await page.evaluate(() => window.cellDivision.controls())).find((k) => k.id === id)!;
  await page.mouse.click(c.x + c.width / 2, c.y + c.height / 2);
}

export async function benchHeapOverGames(
  url: string,
  browser: Browser,
  games = 30,
  at: readonly number[] = [10, 30],
): Promise<HeapSample[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const settings = { ...DEFAULT_SETTINGS, mode: 'watch', opponent: 'easy', opponent2: 'easy' };
  await page.addInitScript(
    `localStorage.setItem('cell-division:v1:settings', ${JSON.stringify(JSON.stringify(settings))}); localStorage.setItem('cell-division:v1:tutorial', '{"offered":true}');`,
  );
  await page.addInitScript(COUNTERS);
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`${url}?fast`);
  await page.waitForFunction(() => window.cellDivision?.scene() === 'menu');
  const samples = [await sample(page, cdp, 0)];
  await press(page, 'play');
  for (let n = 1; n <= games; n++) {
    await page.waitForFunction(() => window.cellDivision.scene() === 'results', null, {
      timeout: 120_000,
      polling: 100,
    });
    if (at.includes(n)) samples.push(await sample(page, cdp, n));
    if (n % 5 === 0) process.stderr.write(`long play: ${n} of ${games} games\n`);
    if (n < games) await press(page, 'again');
  }
  await page.close();
  return samples;
}

export function heapReport(samples: readonly HeapSample[]): string {
  const rows = samples.map(
    (s) =>
      `  after ${String(s.games).padStart(2)} games: heap ${s.heapMb.toFixed(1)} MB, WebGL textures ${s.textures}, canvases ${s.canvases}, JS listeners ${s.listeners}, DOM nodes ${s.nodes}`,
  );
  const first = samples[0]!;
  const last = samples.at(-1)!;
  return [
    `long play (${last.games} games, two easy opponents on square:5, one page; after a forced GC):`,
    ...rows,
    `  growth: heap ${last.heapMb - first.heapMb >= 0 ? '+' : ''}${(last.heapMb - first.heapMb).toFixed(1)} MB, textures ${last.textures - first.textures >= 0 ? '+' : ''}${last.textures - first.textures}, canvases ${last.canvases - first.canvases >= 0 ? '+' : ''}${last.canvases - first.canvases}, listeners ${last.listeners - first.listeners >= 0 ? '+' : ''}${last.listeners - first.listeners}`,
  ].join('\n');
}
