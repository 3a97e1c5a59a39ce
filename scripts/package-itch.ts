// `npm run package`: builds the itch.io game into dist-itch/ (`--mode itch`: no service worker, no
// manifest; dist/, the standalone build, is left as it is) and zips it for upload to itch.io as an
// HTML game. index.html sits at the zip's root, every URL is relative (itch.io serves from a deep,
// unknown sub-path), the zip holds under 1000 files (itch.io's limit) and at most 2 MB (a phone
// downloads all of it before the game starts). The zip is byte-for-byte the same for the same build.

import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { zipSync } from 'fflate';
import { ITCH_MODE } from './standalone-app.ts';
import { filesNamingHook, HOOK_NAME } from './test-hook-check.ts';

export const MAX_FILES = 1000;

/** The itch.io build's own folder, beside dist/ (the standalone build). */
export const ITCH_OUT_DIR = 'dist-itch';

/** The largest zip the script writes: 2 MB, downloaded whole before the first screen. */
export const MAX_ZIP_BYTES = 2 * 1024 * 1024;

/** `vite build --mode itch` into `outDir` (emptied first). */
export function buildItch(outDir: string): void {
  const root = resolve(import.meta.dirname, '..');
  execFileSync(
    process.execPath,
    [
      resolve(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--mode',
      ITCH_MODE,
      '--outDir',
      resolve(outDir),
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
}

export interface PackageReport {
  zipPath: string;
  files: number;
  bytes: number;
}

/** Files under a folder, as zip paths with forward slashes, sorted so the zip is reproducible. */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(root);
  return out;
}

/** Reasons the built game would not work on itch.io; empty when it is ready. */
export function checkBuild(root: string, files: string[]): string[] {
  const problems: string[] = [];
  if (!files.includes('index.html'))
    problems.push('there is no index.html at the root of the build: run npm run build');
  if (files.length >= MAX_FILES)
    problems.push(`the build has ${files.length} files; itch.io takes fewer than ${MAX_FILES}`);
  if (files.includes('index.html')) {
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    for (const [, url] of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      if (/^(?:[a-z]+:)?\/\//i.test(url!) || url!.startsWith('/')) {
        problems.push(
          `index.html loads ${url} by an absolute URL; itch.io serves the game from a sub-path, so URLs must be relative`,
        );
      }
    }
  }
  problems.push(...installableParts(root, files));
  return problems;
}

/**
 * What would make the itch.io game an installable app: a service worker, Workbox, a web manifest
 * or its link, a registration in the scripts. Inside itch.io's iframe a service worker is
 * partitioned and must stay out: `npm run package` builds with `--mode itch`, which leaves them out.
 */
export function installableParts(root: string, files: string[]): string[] {
  const problems: string[] = [];
  for (const f of files) {
    if (/(^|\/)(sw|service-worker|registerSW)\.js$/.test(f))
      problems.push(`the build holds a service worker (${f}); itch.io embeds must not register one`);
    else if (/(^|\/)workbox-[\w-]*\.js$/.test(f))
      problems.push(`the build holds Workbox (${f}), a service worker's library`);
    else if (/\.webmanifest$|(^|\/)manifest\.json$/.test(f))
      problems.push(`the build holds a web manifest (${f}) that would offer to install the game`);
  }
  if (
    files.includes('index.html') &&
    /rel=["']?manifest/i.test(readFileSync(join(root, 'index.html'), 'utf8'))
  ) {
    problems.push('index.html links a web manifest; the itch.io build must not offer to install');
  }
  for (const f of files.filter((name) => name.endsWith('.js'))) {
    if (readFileSync(join(root, f), 'utf8').includes('serviceWorker.register'))
      problems.push(`${f} registers a service worker; build with --mode itch`);
  }
  for (const f of filesNamingHook(root))
    problems.push(`${f} carries the test hook (${HOOK_NAME}); only the test build has it`);
  return problems;
}

export function packageBuild(distDir: string, zipPath: string): PackageReport {
  const root = resolve(distDir);
  const files = listFiles(root);
  const problems = checkBuild(root, files);
  if (problems.length > 0) throw new Error(`the build is not ready for itch.io:\n- ${problems.join('\n- ')}`);
  // A fixed date for every entry: the same build gives the same zip bytes.
  const mtime = new Date('2026-01-01T00:00:00Z');
  const entries = Object.fromEntries(
    files.map((f) => [f, [readFileSync(join(root, f)), { mtime }] as const]),
  );
  const zip = zipSync(entries as unknown as Parameters<typeof zipSync>[0], { level: 9 });
  if (zip.length > MAX_ZIP_BYTES) {
    const largest = files
      .map((f) => [f, statSync(join(root, f)).size] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3);
    throw new Error(
      `the zip would be ${mb(zip.length)}, over the ${mb(MAX_ZIP_BYTES)} a phone should download before the game starts; ` +
        `the largest files: ${largest.map(([f, n]) => `${f} ${mb(n)}`).join(', ')}`,
    );
  }
  mkdirSync(resolve(zipPath, '..'), { recursive: true });
  writeFileSync(zipPath, zip);
  return { zipPath, files: files.length, bytes: zip.length };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** What `npm run package` does in `cwd`: the itch.io build in its own folder, zipped into release/; dist/ is not touched. */
export function packageForItch(cwd: string, version: string): PackageReport {
  buildItch(join(cwd, ITCH_OUT_DIR));
  return packageBuild(join(cwd, ITCH_OUT_DIR), join(cwd, 'release', `cell-division-${version}-itch.zip`));
}

if (process.argv[1]?.endsWith('package-itch.ts')) {
  const version = JSON.parse(readFileSync('package.json', 'utf8')).version as string;
  try {
    const report = packageForItch(process.cwd(), version);
    console.log(`packaged ${report.files} files, ${mb(report.bytes)}: ${report.zipPath}`);
  } catch (e) {
    console.error((e as Error).message);
    process.exitCode = 1;
  }
}
