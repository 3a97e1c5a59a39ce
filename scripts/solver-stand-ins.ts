// The exact solver's work on small stand-ins for square:5, in figures a shared machine does not
// blur: positions searched (deterministic) and this process's processor time, one thread.
// `npx tsx scripts/solver-stand-ins.ts [name …]` (default: the quick ones); names are below.

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

const names = process.argv.slice(2);
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
  const solution = await solveWithJobs(position, 1);
  const used = process.cpuUsage(cpu);
  const seconds = (used.user + used.system) / 1e6;
  console.log(`${name.padEnd(18)} value ${String(solution.value).padStart(4)}  positions ${(solution.nodes / 1e6).toFixed(3).padStart(8)} M  cpu ${seconds.toFixed(2).padStart(6)} s  ${(solution.nodes / seconds / 1000).toFixed(0)} k/s`);
}
