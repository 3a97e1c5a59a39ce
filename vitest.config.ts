// Two test projects: unit (engine, ai, game, scripts) in Node on both cores, then e2e, which builds
// the test build and drives it in one Chromium, a file at a time. `npm test` runs both; the run
// ends with every file's time, slowest first (tests/slowest-files.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    maxWorkers: 2,
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
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // One worker for every e2e file, its modules kept between files (playwright-core, the
          // engine and the helpers are imported once, not 100 times): the files share no state but
          // the run's Chromium, and each opens and closes its own contexts.
          isolate: false,
          // After the unit tests, with both cores free: the browser's frames are timed.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
