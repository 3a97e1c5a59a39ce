// The builder's solve, timed as its worker runs it (the value only, a table of 2^20 entries):
// `npx tsx scripts/builder-solve-time.ts custom:4x5:fffff hex:3/equal …`. Prints each rules id's
// value, positions searched, wall time and CPU time; on a shared machine the CPU time says more.

import { solvePosition } from '../src/ai/expert/solve.ts';
import { emptyPosition } from '../src/ai/rules-key.ts';

for (const rules of process.argv.slice(2)) {
  const position = emptyPosition(rules);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { value, nodes } = solvePosition(position, { tableBits: 20, valueOnly: true });
  const used = process.cpuUsage(cpu);
  const wall = (performance.now() - started) / 1000;
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(
    `${rules}: value ${value}, ${nodes} positions, ${wall.toFixed(2)} s, ${cpuSeconds.toFixed(2)} s of CPU`,
  );
}
