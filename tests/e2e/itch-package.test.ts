// The itch.io zip, built as `npm run package` builds it (`vite build --mode itch` into its own folder),
// holds no service worker, no Workbox, no web manifest and no registration: inside itch.io's frame the
// game must not offer to install or register a worker. Served on its own, it registers none either.
// In a frame sandboxed without allow-same-origin (origin "null", so the module scripts and the
// stylesheet, fetched with CORS, are refused) the page says why it cannot start instead of staying blank.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { ITCH_OUT_DIR, MAX_ZIP_BYTES, packageForItch } from '../../scripts/package-itch.ts';
import { CELL_SHEETS } from '../../src/ui/art/cell-sheets.ts';
import { launchChromium } from './browser.ts';
import { serveDist } from './server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
let work: string;
let zip: Record<string, Uint8Array>;
let zipBytes: number;
let browser: Browser;

/** A standalone build already in dist/, as `npm run build` leaves it: packaging must not touch it. */
const STANDALONE = '<!doctype html><title>the standalone build</title>';

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'cd-itch-'));
  mkdirSync(join(work, 'dist'));
  writeFileSync(join(work, 'dist', 'index.html'), STANDALONE);
  // What `npm run package` runs, in a folder of its own.
  const report = packageForItch(work, '9.9.9');
  zipBytes = report.bytes;
  zip = unzipSync(readFileSync(report.zipPath));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

test('the itch.io build has a folder of its own: the standalone build in dist/ is left alone', () => {
  expect(ITCH_OUT_DIR).not.toBe('dist');
  // Packaging beside a standalone build: dist/ holds what it held, the itch build is in its own folder.
  expect(readdirSync(join(work, 'dist'))).toEqual(['index.html']);
  expect(readFileSync(join(work, 'dist', 'index.html'), 'utf8')).toBe(STANDALONE);
  expect(readdirSync(join(work, ITCH_OUT_DIR))).toContain('index.html');
  expect(readdirSync(join(work, 'release'))).toEqual(['cell-division-9.9.9-itch.zip']);
  const script = (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts.package!;
  expect(script).toContain('scripts/package-itch.ts');
  expect(script).not.toMatch(/vite build/);
});

test('the zip holds the game and nothing that installs', () => {
  expect(zipBytes).toBeLessThanOrEqual(MAX_ZIP_BYTES);
  const files = Object.keys(zip);
  expect(files).toContain('index.html');
  expect(files.some((f) => /^assets\/worker-.*\.js$/.test(f))).toBe(true);
  for (const sheet of CELL_SHEETS) expect(files).toContain(`cells/${sheet.image}`);
  expect(
    files.filter((f) =>
      /(^|\/)(sw|service-worker|registerSW)\.js$|workbox|\.webmanifest$|manifest\.json$/.test(f),
    ),
  ).toEqual([]);
  const html = strFromU8(zip['index.html']!);
  expect(html).not.toMatch(/rel=["']?manifest/);
  expect(html).not.toMatch(/apple-touch-icon/);
  const scripts = files.filter((f) => f.endsWith('.js'));
  expect(scripts.filter((f) => strFromU8(zip[f]!).includes('serviceWorker'))).toEqual([]);
  // The automation hook is the test build's alone.
  expect(files.filter((f) => /\.(js|html)$/.test(f) && strFromU8(zip[f]!).includes('cellDivision'))).toEqual(
    [],
  );
});

test('served as it is, the itch.io build registers no service worker', async () => {
  const server = await serveDist(join(work, ITCH_OUT_DIR));
  // Without the test build's hook: the game is up once its canvas is drawn.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  await page.goto(server.url);
  await page.waitForSelector('canvas', { timeout: 30_000 });
  await page.waitForTimeout(1500);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
  await server.close();
});

test('in a frame sandboxed without allow-same-origin the page says why the game cannot start, without allow-scripts that it needs them; with both the game starts and the messages are hidden', async () => {
  const server = await serveDist(join(work, ITCH_OUT_DIR));
  const context = await browser.newContext({ viewport: { width: 1000, height: 680 } });
  const page = await context.newPage();
  const inFrame = async (sandbox: string) => {
    await page.setContent(
      `<iframe sandbox="${sandbox}" src="${server.url}index.html" width="960" height="600"></iframe>`,
    );
    const frame = await (await page.waitForSelector('iframe')).contentFrame();
    await frame!.waitForLoadState('load');
    return frame!;
  };

  const refused = await inFrame('allow-scripts allow-popups');
  expect(await refused.evaluate(() => self.origin)).toBe('null');
  const note = refused.locator('#embed-note');
  await note.waitFor({ state: 'visible', timeout: 10_000 });
  expect(await note.innerText()).toMatch(
    /cannot start in this frame[\s\S]*embedded with allow-same-origin, as itch\.io does/,
  );
  const link = note.getByRole('link', { name: 'Open the game in its own tab' });
  expect(await link.getAttribute('target')).toBe('_blank');
  // The game's own address, opened in a tab of its own.
  expect(await link.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(`${server.url}index.html`);
  expect(await refused.locator('canvas').count()).toBe(0);

  // A frame that allows no scripts (here with its files allowed) says the game needs them.
  const noScripts = await inFrame('allow-same-origin');
  const noScriptNote = noScripts.locator('#noscript-note');
  await noScriptNote.waitFor({ state: 'visible', timeout: 10_000 });
  expect(await noScriptNote.innerText()).toMatch(/needs JavaScript to run[\s\S]*own tab/);
  expect(await noScripts.locator('#embed-note').isVisible()).toBe(false);
  expect(await noScripts.locator('canvas').count()).toBe(0);

  const kept = await inFrame('allow-scripts allow-same-origin');
  await kept.waitForSelector('canvas', { timeout: 30_000 });
  expect(await kept.locator('#embed-note').isVisible()).toBe(false);
  expect(await kept.locator('#noscript-note').count()).toBe(0);
  await context.close();
  await server.close();
});
