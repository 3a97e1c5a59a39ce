// `solve --layout L [--equal-moves] [--json]`: the game-theoretic value of a small layout (the
// final score difference with best play from both sides, from player 1's side) and every best
// first move, by the expert's search run to the end with no budget.

import { parseLayout, Position, squareName } from '../../engine/index.ts';
import { solvePosition } from '../../ai/expert/solve.ts';
import { flag, option, UsageError, type CliCommand } from '../command.ts';

/** Larger layouts would take more than a minute here. */
export const SOLVE_MAX_SQUARES = 20;

export const solveCommand: CliCommand = {
  name: 'solve',
  usage: 'solve --layout LAYOUT [--equal-moves] [--json]   (layouts of at most 20 squares)',
  summary: 'the value of a small layout with best play, and the best first moves',
  flags: ['json', 'equal-moves'],
  async run(args, io) {
    const layout = parseLayout(option(args, 'layout'));
    if (layout.size > SOLVE_MAX_SQUARES) {
      throw new UsageError(`${layout.id} has ${layout.size} squares; solve takes layouts of at most ${SOLVE_MAX_SQUARES}`);
    }
    const started = performance.now();
    const solution = solvePosition(new Position(layout, { equalMoves: flag(args, 'equal-moves') }));
    const ms = Math.round(performance.now() - started);
    const best = solution.best.map((s) => squareName(layout, s));
    if (flag(args, 'json')) {
      io.out(JSON.stringify({ value: solution.value, best }));
    } else {
      const who = solution.value > 0 ? 'player 1 wins' : solution.value < 0 ? 'player 2 wins' : 'a draw';
      io.out(`${layout.id}: value ${solution.value > 0 ? '+' : ''}${solution.value} (${who} with best play)`);
      io.out(`best first moves: ${best.join(' ')}`);
      io.out(`${solution.nodes} positions searched in ${ms} ms`);
    }
    return 0;
  },
};
