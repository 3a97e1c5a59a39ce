// A tiny static server for the built game on 127.0.0.1, under a deep sub-path as itch.io serves
// games (`/html/12345/cell-division/`), so relative URLs are exercised. Requests outside it 404.
import { execFileSync, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

export const SUB_PATH = '/html/12345/cell-division/';

/**
 * Where the test build (the game with its automation hook) is written: dist-test/, or E2E_BUILD_DIR
 * for a run beside another (a second run would otherwise empty the first one's build under it).
 */
export const TEST_BUILD = process.env.E2E_BUILD_DIR ?? resolve(import.meta.dirname, '../../dist-test');

const ROOT = resolve(import.meta.dirname, '../..');
const VITE_BUILD = [
  resolve(ROOT, 'node_modules/vite/bin/vite.js'),
  ...['build', '--mode', 'test', '--outDir', TEST_BUILD, '--emptyOutDir', '--logLevel', 'warn'],
];

/** Builds the test build (`vite build --mode test`) into TEST_BUILD, for the browser tests and the scripts that drive the game. */
export function buildTestGame(): string {
  execFileSync(process.execPath, VITE_BUILD, { cwd: ROOT, stdio: 'inherit' });
  return TEST_BUILD;
}

/**
 * The same build started in the background (the e2e run's, beside the unit files): `done` settles
 * when it has written TEST_BUILD, rejecting with vite's output when it failed; `stop` ends it early.
 */
export function startTestBuild(): { done: Promise<void>; stop: () => void } {
  const child = spawn(process.execPath, VITE_BUILD, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (b: Buffer) => output.push(b));
  child.stderr.on('data', (b: Buffer) => output.push(b));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (e) => reject(new Error(`the test build could not start: ${e.message}`)));
    child.on('close', (code) => {
      const said = Buffer.concat(output).toString();
      if (code === 0) {
        if (said.trim()) console.log(said);
        resolve();
      } else reject(new Error(`the test build failed (exit ${code}):\n${said}`));
    });
  });
  // A failure is told to whoever awaits `done` (the server's answers); never an unhandled rejection.
  done.catch(() => undefined);
  return { done, stop: () => child.exitCode === null && child.kill() };
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

/**
 * Serves `root` under SUB_PATH. With `ready` (a build still being written), every request waits for
 * it, and a failed build answers 503 with the build's error.
 */
export async function serveDist(
  root: string,
  ready?: Promise<void>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    if (ready) {
      try {
        await ready;
      } catch (e) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end((e as Error).message);
        return;
      }
    }
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
