// `npm run bench:size`: what a player downloads. Builds the standalone game (dist/) and the itch.io
// one (dist-itch/, zipped in memory), then prints:
// - the files a fresh phone-sized Chromium (390×844, DPR 3, touch, on fast 4G as below) has fetched
//   when the menu is drawn, by kind, text counted gzipped (as a host serves it), images as they are;
// - the JavaScript among them, gzipped (the targets: 1 MB in all, 450 KB of JavaScript);
// - what the service worker precaches, downloaded with text gzipped (target 2 MB), and the itch.io zip (target 2 MB).
// `-- load` adds three timed loads on a throttled network (fast 4G: 9 Mbit/s down, 170 ms round trip;
// text served gzipped): the time to the first screen and to the first board of a new game.
// `-- no-build` measures the builds already there.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser.ts';
import { zipSync } from 'fflate';
import { buildItch, ITCH_OUT_DIR, listFiles } from './package-itch.ts';

const root = resolve(import.meta.dirname, '..');
const KB = 1000;
const TARGETS = { firstScreen: 1000 * KB, firstScreenJs: 450 * KB, precache: 2000 * KB, zip: 2000 * KB };
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.webmanifest': 'application/manifest+json',
};
const TEXT = new Set(['.html', '.js', '.json', '.css', '.webmanifest']);
const SUB_PATH = '/game/';

/** Serves a build as a host would: text gzipped, everything else as it is. */
async function serve(dir: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    let file = normalize(
      join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(SUB_PATH.length)),
    );
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const body = readFileSync(file);
      const ext = extname(file);
      const zipped = TEXT.has(ext) && /gzip/.test(String(req.headers['accept-encoding']));
      res.writeHead(200, {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        ...(zipped ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(zipped ? gzipSync(body, { level: 9 }) : body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${SUB_PATH}`,
    close: () => server.close(),
  };
}

const kindOf = (path: string) =>
  ({ '.js': 'js', '.css': 'css', '.html': 'html', '.json': 'json', '.png': 'image', '.webp': 'image' })[
    extname(path)
  ] ?? 'other';
/** A file's bytes as a host sends them: text gzipped. */
const sentBytes = (file: string) =>
  TEXT.has(extname(file)) ? gzipSync(readFileSync(file), { level: 9 }).length : statSync(file).size;
const kb = (n: number) => `${(n / KB).toFixed(0)} KB`;
const mark = (n: number, target: number) =>
  `${kb(n)} (target ≤ ${kb(target)}: ${n <= target ? 'met' : 'NOT met'})`;

const TUTORIAL_OFFERED = `localStorage.setItem('cell-division:v1:tutorial', '{"offered":true}')`;
const menuDrawn = () =>
  window.cellDivision?.scene() === 'menu' && window.cellDivision.controls().some((c) => c.id === 'play');

/** A fresh phone on fast 4G: 9 Mbit/s down, 170 ms round trip. */
async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(TUTORIAL_OFFERED);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 170,
    downloadThroughput: 9e6 / 8,
    uploadThroughput: 1.5e6 / 8,
  });
  return { context, page };
}

/** The build's files a fresh phone has fetched when the menu is drawn. */
async function firstScreenFiles(browser: Browser, url: string): Promise<string[]> {
  const { context, page } = await phone(browser);
  const fetched: string[] = [];
  page.on('requestfinished', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.url().startsWith(url)) fetched.push(path.slice(SUB_PATH.length) || 'index.html');
  });
  await page.goto(url);
  await page.waitForFunction(menuDrawn, null, { polling: 10, timeout: 60_000 });
  const files = [...fetched];
  await context.close();
  return files;
}

/** One throttled load: ms to the menu drawn, then to the first board after Play. */
async function timedLoad(browser: Browser, url: string): Promise<{ menu: number; board: number }> {
  const { context, page } = await phone(browser);
  const start = Date.now();
  await page.goto(url);
  await page.waitForFunction(menuDrawn, null, { polling: 10, timeout: 120_000 });
  const menu = Date.now() - start;
  const play = (await page.evaluate(() => window.cellDivision.controls())).find((c) => c.id === 'play')!;
  const tapped = Date.now();
  await page.touchscreen.tap(play.x + play.width / 2, play.y + play.height / 2);
  await page.waitForFunction(
    () => window.cellDivision.scene() === 'board' && window.cellDivision.state() !== null,
    null,
    { polling: 10, timeout: 120_000 },
  );
  const board = Date.now() - tapped;
  await context.close();
  return { menu, board };
}

/** What the service worker precaches (the files named in sw.js's manifest): downloaded (text gzipped) and kept. */
function precached(dist: string): { files: number; bytes: number; kept: number } {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((m) => m[1]!);
  const sum = (size: (file: string) => number) => urls.reduce((n, u) => n + size(join(dist, u)), 0);
  return { files: urls.length, bytes: sum(sentBytes), kept: sum((f) => statSync(f).size) };
}

const build = !process.argv.includes('no-build');
const dist = resolve(root, 'dist');
if (build)
  execFileSync(
    process.execPath,
    [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
if (build) buildItch(resolve(root, ITCH_OUT_DIR));

const browser = await launchChromium();
const server = await serve(dist);
try {
  const files = await firstScreenFiles(browser, server.url);
  const byKind = new Map<string, number>();
  for (const f of files) byKind.set(kindOf(f), (byKind.get(kindOf(f)) ?? 0) + sentBytes(join(dist, f)));
  const total = [...byKind.values()].reduce((a, b) => a + b, 0);
  console.log(
    `first screen (menu, 390×844 phone, text gzipped): ${files.length} files, ${mark(total, TARGETS.firstScreen)}`,
  );
  for (const [kind, bytes] of [...byKind].sort((a, b) => b[1] - a[1]))
    console.log(`  ${kind.padEnd(6)} ${kb(bytes)}`);
  for (const f of files) console.log(`    ${f} ${kb(sentBytes(join(dist, f)))}`);
  console.log(
    `JavaScript before the first screen, gzipped: ${mark(byKind.get('js') ?? 0, TARGETS.firstScreenJs)}`,
  );
  const cache = precached(dist);
  console.log(
    `service worker precache: ${cache.files} files, ${mark(cache.bytes, TARGETS.precache)} downloaded (text gzipped), ${kb(cache.kept)} kept`,
  );
  // Zipped here as the package script zips it, without its refusals: the figure is wanted either way.
  const itch = resolve(root, ITCH_OUT_DIR);
  const itchFiles = listFiles(itch);
  const zip = zipSync(Object.fromEntries(itchFiles.map((f) => [f, readFileSync(join(itch, f))])), {
    level: 9,
  });
  console.log(`itch.io zip: ${itchFiles.length} files, ${mark(zip.length, TARGETS.zip)}`);
  console.log(`every built file: ${listFiles(dist).length} files in dist/`);
  if (process.argv.includes('load')) {
    for (let i = 0; i < 3; i++) {
      const t = await timedLoad(browser, server.url);
      console.log(
        `throttled load ${i + 1} (9 Mbit/s, 170 ms): first screen ${t.menu} ms, first board ${t.board} ms after Play (target first screen < 2500 ms)`,
      );
    }
  }
} finally {
  server.close();
  await browser.close();
}
