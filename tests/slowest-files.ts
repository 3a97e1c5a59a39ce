// A Vitest reporter that ends the run with the slowest test files (their tests and hooks plus
// their import), then every failed test with the first lines of its error: CI keeps only the end
// of what a run prints, so what went wrong must be the last thing said.
import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST_SHOWN = 25;
const ERROR_LINES = 6;

export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const fileName = (m: TestModule) =>
      `${m.project.name} ${m.moduleId.replace(`${m.project.config.root}/`, '')}`;
    const rows = modules
      .map((m) => {
        const d = m.diagnostic();
        return { name: fileName(m), ms: d.duration + d.collectDuration + d.setupDuration };
      })
      .sort((a, b) => b.ms - a.ms);
    if (rows.length === 0) return;
    const total = rows.reduce((sum, r) => sum + r.ms, 0);
    const lines = rows
      .slice(0, SLOWEST_SHOWN)
      .map((r) => `${(r.ms / 1000).toFixed(1).padStart(8)} s  ${r.name}`);
    console.log(
      `\nSlowest test files (${lines.length} of ${rows.length}, ${(total / 1000).toFixed(0)} s in all):\n${lines.join('\n')}`,
    );

    const failures: string[] = [];
    for (const m of modules) {
      for (const error of m.errors()) failures.push(`${fileName(m)}\n  ${firstLines(error.message)}`);
      for (const t of m.children.allTests()) {
        const result = t.result();
        if (result.state !== 'failed') continue;
        const message = result.errors?.map((e) => firstLines(e.message)).join('\n  ') ?? '';
        failures.push(`${fileName(m)} > ${t.fullName}\n  ${message}`);
      }
    }
    console.log(
      failures.length === 0 ? '\nNo test failed.' : `\n${failures.length} failed:\n${failures.join('\n')}`,
    );
  }
}

function firstLines(message: string | undefined): string {
  return (message ?? '').split('\n').slice(0, ERROR_LINES).join('\n  ');
}
