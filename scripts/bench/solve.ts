// `solve`: positions per second on one core and on all cores, and the speed-up, on one 20-move
// solve; the empty square:5 on all cores (goal under 20 s) and on one; for both, the positions
// the threads searched beyond one thread's and each thread's processor time; then every empty layout it takes by
// default (any layout of at most 20 squares, under a minute each): every layout of at most 20
// moves, with and without equal moves where the number of squares is odd (petri:5 has 21 squares,
// so 20 moves with equal moves). The layouts are every id the engine accepts, so this list never
// falls behind the rules.

import { availableParallelism } from 'node:os';
import { parseLayout, Position, rulesOf } from '../../src/engine/index.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { SOLVE_MAX_MOVES_LEFT } from '../../src/cli/commands/solve.ts';
import { solveWithJobs } from '../../src/cli/solve/parallel.ts';
import { lookUp } from '../../src/ai/book/book.ts';
import { BOOK_DATA } from '../../src/ai/book/book-data.ts';
import { nanosPerOp } from './measure.ts';
import { report, type Figure } from './measure.ts';

/** Every empty board the engine accepts that is a game of at most `maxMoves` moves. */
function smallGames(maxMoves: number): Position[] {
  const ids: string[] = [];
  for (let a = 1; a <= 12; a++) {
    ids.push(`petri:${a}`);
    for (let b = 1; b <= 12; b++) ids.push(`grid:${a}x${b}`, `beaker:${a}x${b}`, `flask:${a}x${b}`);
  }
  const games: Position[] = [];
  for (const id of ids) {
    let layout;
    try {
      layout = parseLayout(id);
    } catch {
      continue; // not a layout the rules allow
    }
    for (const equalMoves of layout.size % 2 === 1 ? [false, true] : [false]) {
      const position = new Position(rulesOf(layout, { equalMoves }));
      if (position.movesLeft() <= maxMoves) games.push(position);
    }
  }
  return games;
}

interface Timed {
  seconds: number;
  rate: number;
  value: number;
  nodes: number;
  /** Processor seconds of each thread that searched (null where the system does not tell). */
  cpu: Array<number | null>;
}

/** One solve over `jobs` threads: seconds, positions per second, value, positions, each thread's processor time. */
async function timed(position: Position, jobs: number): Promise<Timed> {
  const started = performance.now();
  const solution = await solveWithJobs(position, jobs);
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    rate: solution.nodes / seconds,
    value: solution.value,
    nodes: solution.nodes,
    cpu: solution.threads.map((t) => t.cpu),
  };
}

/**
 * What the threads cost against one thread on the same position, in figures a loaded machine
 * does not blur: the extra positions they searched, and the speed-up those alone allow
 * (threads × positions with one / positions with all); then each thread's processor time.
 */
function overhead(id: string, one: Timed, all: Timed, cores: number): Figure[] {
  const cpu = all.cpu.every((c) => c !== null) ? all.cpu.map((c) => c!.toFixed(1)).join(' + ') : 'unknown';
  return [
    {
      name: `${id}: positions, 1 thread / ${cores} threads (M)`,
      value: one.nodes / 1e6,
      unit: `/ ${(all.nodes / 1e6).toFixed(2)}`,
    },
    {
      name: '  extra positions searched by the threads',
      value: (100 * (all.nodes - one.nodes)) / one.nodes,
      unit: '%',
    },
    {
      name: `  speed-up those allow (${cores} × positions with 1 / with ${cores})`,
      value: (cores * one.nodes) / all.nodes,
      unit: '×',
    },
    { name: `  processor time, 1 thread / each of ${cores} (s)`, value: one.cpu[0] ?? NaN, unit: `/ ${cpu}` },
  ];
}

async function benchParallel(): Promise<boolean> {
  const cores = availableParallelism();
  console.log(`solve over threads, ${cores} cores`);
  const grid = new Position(parseLayout('grid:4x5'));
  const one = await timed(grid, 1);
  const all = await timed(grid, cores);
  const square = new Position(parseLayout('square:5'));
  const square5 = await timed(square, cores);
  const square5One = await timed(square, 1);
  const bookPositions = Object.values(BOOK_DATA).reduce((n, line) => n + line.entries.split(' ').length, 0);
  const bookBytes = Object.values(BOOK_DATA).reduce((n, line) => n + line.entries.length, 0);
  const probe = new Position(parseLayout('grid:4x5'));
  const lookupNanos = nanosPerOp((k) => {
    for (let i = 0; i < k; i++) lookUp(probe);
  }, 20_000);
  return report([
    { name: `grid:4x5 (value ${one.value}), 1 thread: positions/s`, value: one.rate, unit: '/s' },
    { name: `grid:4x5, ${cores} threads: positions/s`, value: all.rate, unit: '/s' },
    { name: `  speed-up (time with 1 / time with ${cores})`, value: one.seconds / all.seconds, unit: '×' },
    ...overhead('grid:4x5', one, all, cores),
    {
      name: `square:5 (value ${square5.value}), ${cores} threads`,
      value: square5.seconds,
      unit: 's',
      target: { below: 20 },
    },
    { name: '  1 thread', value: square5One.seconds, unit: 's' },
    {
      name: `  speed-up (time with 1 / time with ${cores})`,
      value: square5One.seconds / square5.seconds,
      unit: '×',
    },
    ...overhead('square:5', square5One, square5, cores),
    {
      name: `book: ${Object.keys(BOOK_DATA).length} rules, ${bookPositions} positions, bytes`,
      value: bookBytes,
      unit: 'B',
    },
    { name: '  look-up of the empty grid:4x5', value: lookupNanos / 1000, unit: 'µs' },
  ]);
}

export async function benchSolve(): Promise<boolean> {
  const parallelMet = await benchParallel();
  console.log('solve');
  const runs: Array<{ name: string; seconds: number; value: number }> = [];
  for (const position of smallGames(SOLVE_MAX_MOVES_LEFT)) {
    const started = performance.now();
    const { value } = solvePosition(position);
    const name = `${position.layout.id}${position.equalMoves ? ' with equal moves' : ''}`;
    runs.push({ name, seconds: (performance.now() - started) / 1000, value });
  }
  runs.sort((a, b) => b.seconds - a.seconds);
  const total = runs.reduce((sum, run) => sum + run.seconds, 0);
  const figures: Figure[] = [
    {
      name: `solves: every game of ≤ ${SOLVE_MAX_MOVES_LEFT} moves (layout, rule)`,
      value: runs.length,
      unit: '',
    },
    { name: '  all of them, in total', value: total, unit: 's' },
  ];
  for (const [i, run] of runs.slice(0, 3).entries()) {
    const name = `${i === 0 ? 'slowest' : 'next'}: ${run.name} (value ${run.value})`;
    figures.push({ name, value: run.seconds, unit: 's', target: i === 0 ? { below: 60 } : undefined });
  }
  return report(figures) && parallelMet;
}
