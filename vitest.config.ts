// Two test projects: unit (engine, ai, game, scripts) in Node on both cores, then e2e, which drives
// the test build (written in the background while the unit files run) in Chromium, a file at a time
// (E2E_WORKERS=2: two). `npm test` runs both; the run ends with every file's time, slowest first
// (tests/slowest-files.ts).
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './tests/e2e/workers.ts';
import SlowFirst from './tests/slow-first.ts';

export default defineConfig({
  test: {
    maxWorkers: 2,
    // The slowest files first, on a fresh clone too (tests/slow-first.ts).
    sequence: { sequencer: SlowFirst },
    reporters: ['default', './tests/slowest-files.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
          environment: 'node',
          testTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/build-ready.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // One file at a time unless E2E_WORKERS says more, each worker with its own Chromium
          // (tests/e2e/workers.ts); a worker keeps its modules between files (playwright-core, the
          // engine and the helpers are imported once, not 100 times): the files share no state but
          // their worker's Chromium, and each opens and closes its own contexts.
          fileParallelism: E2E_WORKERS > 1,
          isolate: false,
          // After the unit tests, with both cores free: the browser's frames are timed.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
