// The order test files start in: the slowest first, so two workers finish together. Vitest orders
// by the durations it cached from the last run, but a fresh clone (CI) has no cache and Vitest then
// starts the largest files first: the coach's budget tests (40 s, small files) started among the
// last and the unit project waited on them alone. Where the cache has no duration, the seconds a
// file took in the last full run (below, under load 13-20: their order is what counts) stand in.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds per file in a full run (`npm test` at a0f8faf), the files over 5 s. */
const KNOWN_SECONDS: Record<string, number> = {
  'unit:tests/ai/coach/review-budget.test.ts': 39.8,
  'unit:tests/ai/coach/overlay-budget.test.ts': 29.5,
  'unit:tests/ai/variant-opponents.test.ts': 27.6,
  'unit:tests/ai/puzzles.test.ts': 20.0,
  'unit:tests/scripts/make-puzzles.test.ts': 12.7,
  'unit:tests/ui/art/cell-readable.test.ts': 11.1,
  'unit:tests/ai/exact-cutoffs.test.ts': 10.5,
  'unit:tests/ai/coach/overlay-reach.test.ts': 9.9,
  'unit:tests/cli/solve-long.test.ts': 9.8,
  'unit:tests/ai/coach/analyse.test.ts': 9.5,
  'unit:tests/ai/variant-solver.test.ts': 9.5,
  'unit:tests/engine/properties.test.ts': 9.4,
  // With two e2e workers (E2E_WORKERS=2) the longest files first too.
  'e2e:tests/e2e/charts.test.ts': 92.7,
  'e2e:tests/e2e/results-title.test.ts': 74.8,
  'e2e:tests/e2e/builder.test.ts': 66.4,
  'e2e:tests/e2e/scoring-visible.test.ts': 57.4,
  'e2e:tests/e2e/colour-marks.test.ts': 49.7,
  'e2e:tests/e2e/menu-setup.test.ts': 46.5,
  'e2e:tests/e2e/rules.test.ts': 44.9,
  'e2e:tests/e2e/builder-flow.test.ts': 43.1,
  'e2e:tests/e2e/small-things.test.ts': 41.8,
  'e2e:tests/e2e/screen-reader-keys.test.ts': 41.0,
  'e2e:tests/e2e/howto-first-frame.test.ts': 40.2,
  'e2e:tests/e2e/menu-options.test.ts': 40.0,
  'e2e:tests/e2e/safe-input.test.ts': 38.1,
};

export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Vitest's own order first (projects in their group order; cached durations, else size).
    const sorted = await super.sort(files);
    const seconds = (f: TestSpecification) => {
      const key = `${f.project.name}:${relative(this.ctx.config.root, f.moduleId)}`;
      const cached = this.ctx.cache.getFileTestResults(key);
      return cached ? cached.duration / 1000 : (KNOWN_SECONDS[key] ?? 0);
    };
    const place = new Map(sorted.map((f, i) => [f, i]));
    const group = (f: TestSpecification) => `${f.project.config.sequence.groupOrder}|${f.project.name}`;
    // Within a project, longer first; files of no known length keep Vitest's order after them.
    return [...sorted].sort((a, b) => {
      if (group(a) !== group(b)) return place.get(a)! - place.get(b)!;
      return seconds(b) - seconds(a) || place.get(a)! - place.get(b)!;
    });
  }
}
