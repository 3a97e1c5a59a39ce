// Which of the run's Chromiums an e2e worker draws with: one each. A worker claims a Chromium by
// creating a file named after its index in the run's claims folder (made by global-setup.ts), holding
// the worker's process id; a claim whose process has ended is taken over. VITEST_POOL_ID cannot say
// it: when the unit project's last worker frees its pool id after the e2e project's workers took
// theirs (Vitest 4.1), both e2e workers read the same id, and both files' pages then drew in one
// Chromium's GPU process while the other Chromium stood idle (docs/testing.md, session 39).
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new, empty claims folder for a run's Chromiums. */
export function claimsFolder(): string {
  return mkdtempSync(join(tmpdir(), 'cell-division-chromiums-'));
}

/** Whether the process `pid` still runs (a worker that ended leaves its claim to the next). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims file `i` for `pid`: true when it is now this process's. */
function claim(folder: string, i: number, pid: number): boolean {
  const file = join(folder, String(i));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(pid));
      closeSync(fd);
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let holder: number;
    try {
      holder = Number(readFileSync(file, 'utf8'));
    } catch {
      continue; // taken away by another worker between the two calls: try again
    }
    // A claim still being written reads empty (0): it is someone's, as is one of a live process.
    if (holder === pid) return true;
    if (!Number.isInteger(holder) || holder <= 0 || running(holder)) return false;
    rmSync(file, { force: true });
  }
  return false;
}

/**
 * The index of the Chromium this process (`pid`) draws with, among `count`: the one it claimed
 * before, else the first no running worker holds. When every one is held (a worker of the e2e
 * project still ending as the timed files start one at a time), one by the process id.
 */
export function claimChromium(folder: string, count: number, pid = process.pid): number {
  for (let i = 0; i < count; i++) if (claim(folder, i, pid)) return i;
  return pid % count;
}
