// `solve` on every layout it takes (issue 4: any layout of at most 20 squares, under a minute
// each), with and without equal moves where the number of squares is odd. The layouts are every
// id the engine accepts, so this list never falls behind the rules.

import { parseLayout, Position, type Layout } from '../../src/engine/index.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { SOLVE_MAX_SQUARES } from '../../src/cli/commands/solve.ts';
import { report, type Figure } from './measure.ts';

/** Every layout the engine accepts with at most `maxSquares` squares (square:N is grid:NxN). */
function smallLayouts(maxSquares: number): Layout[] {
  const ids: string[] = [];
  for (let a = 1; a <= 12; a++) {
    ids.push(`petri:${a}`);
    for (let b = 1; b <= 12; b++) ids.push(`grid:${a}x${b}`, `beaker:${a}x${b}`, `flask:${a}x${b}`);
  }
  const layouts: Layout[] = [];
  for (const id of ids) {
    try {
      const layout = parseLayout(id);
      if (layout.size <= maxSquares) layouts.push(layout);
    } catch {
      // Not a layout the rules allow.
    }
  }
  return layouts;
}

export async function benchSolve(): Promise<boolean> {
  console.log('solve (issue 4)');
  const runs: Array<{ name: string; seconds: number; value: number }> = [];
  for (const layout of smallLayouts(SOLVE_MAX_SQUARES)) {
    for (const equalMoves of layout.size % 2 === 1 ? [false, true] : [false]) {
      const started = performance.now();
      const { value } = solvePosition(new Position(layout, { equalMoves }));
      runs.push({ name: `${layout.id}${equalMoves ? ' with equal moves' : ''}`, seconds: (performance.now() - started) / 1000, value });
    }
  }
  runs.sort((a, b) => b.seconds - a.seconds);
  const total = runs.reduce((sum, run) => sum + run.seconds, 0);
  const figures: Figure[] = [
    { name: `solves: each layout of ≤ ${SOLVE_MAX_SQUARES} squares (odd: both rules)`, value: runs.length, unit: '' },
    { name: '  all of them, in total', value: total, unit: 's' },
  ];
  for (const [i, run] of runs.slice(0, 3).entries()) {
    const name = `${i === 0 ? 'slowest' : 'next'}: ${run.name} (value ${run.value})`;
    figures.push({ name, value: run.seconds, unit: 's', target: i === 0 ? { below: 60 } : undefined });
  }
  return report(figures);
}
