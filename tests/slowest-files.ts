// A Vitest reporter that ends the run with every test file's time, slowest first (its tests and
// hooks plus its import), so the files that hold the suite up are in sight.
import type { Reporter, TestModule } from 'vitest/node';

export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules
      .map((m) => {
        const d = m.diagnostic();
        return {
          name: `${m.project.name} ${m.moduleId.replace(`${m.project.config.root}/`, '')}`,
          ms: d.duration + d.collectDuration + d.setupDuration,
        };
      })
      .sort((a, b) => b.ms - a.ms);
    if (rows.length === 0) return;
    const total = rows.reduce((sum, r) => sum + r.ms, 0);
    const lines = rows.map((r) => `${(r.ms / 1000).toFixed(1).padStart(8)} s  ${r.name}`);
    console.log(
      `\nTest files by time, slowest first (${rows.length} files, ${(total / 1000).toFixed(0)} s in all):\n${lines.join('\n')}`,
    );
  }
}
