// With E2E_BOOT_LOG=<file>: each page boot (openGame, openScreen) appends its file, how it started
// (a new page or a warm one) and its milliseconds as one JSON line, to measure the boots' share.
import { appendFileSync } from 'node:fs';
import { expect } from 'vitest';

const LOG = process.env.E2E_BOOT_LOG;

/** Notes one boot's time when E2E_BOOT_LOG is set; nothing otherwise. */
export function noteBoot(kind: 'new' | 'warm', startedAt: number): void {
  if (!LOG) return;
  const file = expect.getState().testPath?.split('/').pop() ?? '?';
  appendFileSync(LOG, JSON.stringify({ file, kind, ms: Math.round(performance.now() - startedAt) }) + '\n');
}
