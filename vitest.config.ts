// Three test projects, one after another: unit (engine, ai, game, screens' models, scripts) in Node
// on both cores; e2e, which drives the test build (written in the background while the unit files
// run) in Chromium, two files at a time (E2E_WORKERS); then e2e-timed, the browser files that time
// the game at its own speed, one at a time with the machine to themselves (tests/e2e/workers.ts).
// `npm test` runs all three; the run ends with every file's time, slowest first
// (tests/slowest-files.ts). A single browser file: `npx vitest run --project 'e2e*' tests/e2e/<file>`.
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS, timedFiles } from './tests/e2e/workers.ts';
import SlowFirst from './tests/slow-first.ts';

const TIMED = timedFiles('tests/e2e');

/** What both browser projects share: one build, one server and the Chromiums (global-setup.ts). */
const E2E = {
  globalSetup: ['tests/e2e/global-setup.ts'],
  setupFiles: ['tests/e2e/build-ready.ts'],
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 300_000,
  isolate: false,
};

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
          ...E2E,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: TIMED,
          // E2E_WORKERS files at once, each worker with its own Chromium (tests/e2e/workers.ts); a
          // worker keeps its modules between files (playwright-core, the engine and the helpers are
          // imported once, not 100 times): the files share no state but their worker's Chromium, and
          // each opens and closes its own contexts.
          fileParallelism: E2E_WORKERS > 1,
          // After the unit tests, with both cores free: the browser's frames are timed.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...E2E,
          name: 'e2e-timed',
          include: TIMED,
          // One at a time, after every other file: these time the game's own pauses and replies.
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
