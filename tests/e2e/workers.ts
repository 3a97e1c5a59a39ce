// How many e2e files run at once, each worker with its own Chromium (browser.ts). Two by default,
// one per core: with the test build drawing only changed frames (src/testing/draw-skip.ts) two
// workers ran the whole e2e project in about 60% of one worker's time with every test passing.
// The files that time the game itself (they open pages with `testSpeed: false`) run after the
// others, one at a time (TIMED_FILES, the e2e-timed project): beside another worker's Chromium a
// key pressed during a held page was played 400 ms past its limit. E2E_WORKERS=1: one at a time.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

/** The e2e files that time the game at its own speed: a page opened with `testSpeed: false`. */
export function timedFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => /testSpeed:\s*false/.test(readFileSync(join(dir, f), 'utf8')))
    .map((f) => join(dir, f));
}
