import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { unzipSync } from 'fflate';
import { MAX_ZIP_BYTES, packageBuild } from '../../scripts/package-itch.ts';

function fakeBuild(html: string, extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'cd-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'assets', 'main.js'), 'console.log(1)');
  for (const [name, text] of Object.entries(extra)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('itch.io package', () => {
  test('zip - index.html at the root, every file in, the same bytes twice', () => {
    const dist = fakeBuild('<script type="module" src="./assets/main.js"></script>');
    const out = mkdtempSync(join(tmpdir(), 'cd-zip-'));
    const report = packageBuild(dist, join(out, 'a.zip'));
    packageBuild(dist, join(out, 'b.zip'));
    expect(report.files).toBe(2);
    const entries = unzipSync(readFileSync(join(out, 'a.zip')));
    expect(Object.keys(entries).sort()).toEqual(['assets/main.js', 'index.html']);
    expect(readFileSync(join(out, 'a.zip')).equals(readFileSync(join(out, 'b.zip')))).toBe(true);
  });

  test.each([
    ['<script src="/assets/main.js"></script>', 'by an absolute URL'],
    ['<script src="https://cdn.example.com/phaser.js"></script>', 'by an absolute URL'],
  ])('throws - %s', (html, message) => {
    const out = mkdtempSync(join(tmpdir(), 'cd-zip-'));
    expect(() => packageBuild(fakeBuild(html), join(out, 'a.zip'))).toThrow(message);
  });

  test('throws - a zip over 2 MB, naming the largest file', () => {
    const out = mkdtempSync(join(tmpdir(), 'cd-zip-'));
    const dist = fakeBuild('<p>');
    // Random bytes do not compress: the zip stays over the limit.
    writeFileSync(join(dist, 'assets', 'big.bin'), randomBytes(MAX_ZIP_BYTES + 1024));
    expect(() => packageBuild(dist, join(out, 'a.zip'))).toThrow(/over the 2\.00 MB .*assets\/big\.bin/);
    expect(existsSync(join(out, 'a.zip'))).toBe(false);
  });

  test('throws - the test hook in the build', () => {
    const out = mkdtempSync(join(tmpdir(), 'cd-zip-'));
    const withHook = fakeBuild('<p>', { 'game.js': 'globalThis.cellDivision = hook;' });
    expect(() => packageBuild(withHook, join(out, 'a.zip'))).toThrow(
      'game.js carries the test hook (cellDivision)',
    );
  });

  test('throws - a service worker in the build', () => {
    const out = mkdtempSync(join(tmpdir(), 'cd-zip-'));
    expect(() => packageBuild(fakeBuild('<p>', { 'sw.js': '' }), join(out, 'a.zip'))).toThrow(
      'service worker',
    );
  });

  test.each([
    ['a web manifest', '<p>', { 'manifest.webmanifest': '{}' }, 'web manifest (manifest.webmanifest)'],
    ['Workbox', '<p>', { 'workbox-2fbc6a65.js': '' }, 'Workbox (workbox-2fbc6a65.js)'],
    [
      'a manifest link',
      '<link rel="manifest" href="./manifest.webmanifest">',
      {},
      'index.html links a web manifest',
    ],
    [
      'a registration in a script',
      '<p>',
      { 'extra.js': 'navigator.serviceWorker.register("./sw.js")' },
      'extra.js registers a service worker',
    ],
  ])('throws - %s in the build', (_, html, extra, message) => {
    const out = mkdtempSync(join(tmpdir(), 'cd-zip-'));
    expect(() => packageBuild(fakeBuild(html, extra), join(out, 'a.zip'))).toThrow(message);
  });
});
