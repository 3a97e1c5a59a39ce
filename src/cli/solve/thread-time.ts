// The processor time the calling thread has used, for the solve's account of its threads: Linux
// keeps it per thread in /proc/thread-self/schedstat (nanoseconds on a core, its first field).
// Elsewhere there is no per-thread figure, and the account says so with null.

import { readFileSync } from 'node:fs';

/** Seconds of processor time this thread has used, or null where the system does not tell. */
export function threadCpuSeconds(): number | null {
  try {
    const first = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]!;
    const nanos = Number(first);
    return Number.isFinite(nanos) ? nanos / 1e9 : null;
  } catch {
    return null;
  }
}
