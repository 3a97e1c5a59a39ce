// `solve` on every empty layout it takes (target: any layout of at most 20 squares, under a
// minute each): every layout of at most 20 moves, with and without equal moves where the number
// of squares is odd (petri:5 has 21 squares, so 20 moves with equal moves). The layouts are every
// id the engine accepts, so this list never falls behind the rules.

import { parseLayout, Position, rulesOf } from '../../src/engine/index.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { SOLVE_MAX_MOVES_LEFT } from '../../src/cli/commands/solve.ts';
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

export async function benchSolve(): Promise<boolean> {
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
    { name: `solves: every game of ≤ ${SOLVE_MAX_MOVES_LEFT} moves (layout, rule)`, value: runs.length, unit: '' },
    { name: '  all of them, in total', value: total, unit: 's' },
  ];
  for (const [i, run] of runs.slice(0, 3).entries()) {
    const name = `${i === 0 ? 'slowest' : 'next'}: ${run.name} (value ${run.value})`;
    figures.push({ name, value: run.seconds, unit: 's', target: i === 0 ? { below: 60 } : undefined });
  }
  return report(figures);
}
