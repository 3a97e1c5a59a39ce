// The exact solver's work on small stand-ins for square:5, in figures a shared machine does not
// blur: positions searched (deterministic) and this process's processor time, one thread.
// `npx tsx scripts/solver-stand-ins.ts [--jobs N] [name …]` (default: the quick ones, one thread);
// names are below. With threads it prints each thread's processor time and the wall time too.

import { parseRules, Position, readSquareName } from '../src/engine/index.ts';
import { solveWithJobs } from '../src/cli/solve/parallel.ts';

/** Rules id and moves played (square names); a square:5 after a few moves stands in for the whole. */
const STAND_INS: Record<string, [string, string[]]> = {
  'grid:4x5': ['grid:4x5', []],
  'custom:4x5:fffff': ['custom:4x5:fffff', []],
  'grid:3x7/equal': ['grid:3x7/equal', []],
  'square:5+4': ['square:5', ['c3', 'b2', 'd2', 'c4']],
  'square:5+5': ['square:5', ['c3', 'b2', 'd2', 'c4', 'b4']],
  'square:5+3': ['square:5', ['c3', 'b2', 'd4']],
  'square:5+2': ['square:5', ['c3', 'b2']],
  'square:5+1': ['square:5', ['c3']],
  'square:5': ['square:5', []],
};

const args = process.argv.slice(2);
const jobsAt = args.indexOf('--jobs');
const jobs = jobsAt >= 0 ? Number(args.splice(jobsAt, 2)[1]) : 1;
if (!(Number.isInteger(jobs) && jobs >= 1))
  throw new Error('--jobs takes a whole number of threads, 1 or more');
const names = args;
const QUICK = ['grid:4x5', 'grid:3x7/equal', 'square:5+5', 'square:5+4', 'square:5+2'];
for (const name of names.length > 0 ? names : QUICK) {
  const entry = STAND_INS[name];
  if (!entry) throw new Error(`no stand-in named ${name}: ${Object.keys(STAND_INS).join(', ')}`);
  const position = new Position(parseRules(entry[0]));
  for (const move of entry[1]) {
    const read = readSquareName(position.layout, move);
    if (!('square' in read)) throw new Error(`${move} is not a square of ${entry[0]}`);
    position.play(read.square);
  }
  const cpu = process.cpuUsage();
  const started = performance.now();
  const solution = await solveWithJobs(position, jobs);
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const seconds = (used.user + used.system) / 1e6;
  const threads =
    jobs > 1
      ? `  threads ${solution.threads.map((t) => t.cpu?.toFixed(1) ?? '?').join(' + ')} s  wall ${wall.toFixed(1)} s`
      : '';
  console.log(
    `${name.padEnd(18)} value ${String(solution.value).padStart(4)}  positions ${(solution.nodes / 1e6).toFixed(3).padStart(8)} M  cpu ${seconds.toFixed(2).padStart(6)} s  ${(solution.nodes / seconds / 1000).toFixed(0)} k/s${threads}`,
  );
}
