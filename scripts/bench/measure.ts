// A tiny benchmark harness: warm up, then time rounds and report the median, so one noisy
// moment on a shared machine does not decide a figure.

export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: { below?: number; above?: number };
}

/** Median time per operation, in nanoseconds, of `run(iterations)` over several rounds. */
export function nanosPerOp(run: (iterations: number) => void, iterations: number, rounds = 7): number {
  run(Math.max(1, Math.floor(iterations / 4))); // warm-up, so the JIT has compiled the hot path
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const started = process.hrtime.bigint();
    run(iterations);
    samples.push(Number(process.hrtime.bigint() - started) / iterations);
  }
  return median(samples);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function report(figures: Figure[]): boolean {
  let allMet = true;
  for (const f of figures) {
    let verdict = '';
    if (f.target?.below !== undefined) {
      const met = f.value < f.target.below;
      allMet &&= met;
      verdict = `target < ${f.target.below} ${f.unit}: ${met ? 'met' : 'NOT MET'}`;
    } else if (f.target?.above !== undefined) {
      const met = f.value >= f.target.above;
      allMet &&= met;
      verdict = `target ≥ ${f.target.above} ${f.unit}: ${met ? 'met' : 'NOT MET'}`;
    }
    console.log(`  ${f.name.padEnd(52)} ${formatValue(f.value).padStart(10)} ${f.unit.padEnd(6)} ${verdict}`);
  }
  return allMet;
}

function formatValue(x: number): string {
  return Number.isInteger(x) || x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2);
}

/** CPU milliseconds of this process: on a shared, loaded machine the wall clock also counts waiting. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
