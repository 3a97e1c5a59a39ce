// A tiny static server for the built game on 127.0.0.1, under a deep sub-path as itch.io serves
// games (`/html/12345/cell-division/`), so relative URLs are exercised. Requests outside it 404.
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

export const SUB_PATH = '/html/12345/cell-division/';

/**
 * Where the test build (the game with its automation hook) is written: dist-test/, or E2E_BUILD_DIR
 * for a run beside another (a second run would otherwise empty the first one's build under it).
 */
export const TEST_BUILD = process.env.E2E_BUILD_DIR ?? resolve(import.meta.dirname, '../../dist-test');

/** Builds the test build (`vite build --mode test`) into TEST_BUILD, for the browser tests and the scripts that drive the game. */
export function buildTestGame(): string {
  const root = resolve(import.meta.dirname, '../..');
  const vite = resolve(root, 'node_modules/vite/bin/vite.js');
  const args = ['build', '--mode', 'test', '--outDir', TEST_BUILD, '--emptyOutDir', '--logLevel', 'warn'];
  execFileSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
  return TEST_BUILD;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.css': 'text/css',
  '.wav': 'audio/wav',
  '.svg': 'image/svg+xml',
};

export async function serveDist(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(SUB_PATH)) {
      res.writeHead(404).end('not under the game path');
      return;
    }
    let file = normalize(join(root, path.slice(SUB_PATH.length)));
    if (!file.startsWith(normalize(root))) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}${SUB_PATH}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
