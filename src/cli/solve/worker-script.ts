// The solve's worker thread as one plain script: worker.ts and everything it imports bundled by
// esbuild, once per process. A thread that loaded the TypeScript through tsx instead started its
// own loader thread and compiled every file again, about half a second of processor time per
// thread before its first position; a solve over two threads of a 20-square board lost a fifth
// of its speed-up to that.

import { buildSync } from 'esbuild';

let script: URL | null = null;

/** The worker's script as a data: URL (an ES module), for `new Worker`. */
export function workerScript(): URL {
  if (script === null) {
    const built = buildSync({
      entryPoints: [new URL('./worker.ts', import.meta.url).pathname],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      logLevel: 'silent',
    });
    script = new URL(`data:text/javascript,${encodeURIComponent(built.outputFiles[0]!.text)}`);
  }
  return script;
}
