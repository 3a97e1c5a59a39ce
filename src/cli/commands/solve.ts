// `solve --layout L [--equal-moves] [--json]` or `solve RECORD [--equal-moves] [--json]`: the
// game-theoretic value of a small layout or of a position near its end (the final score
// difference with best play from both sides, from player 1's side) and every best move for the
// player to move, by the expert's search run to the end with no budget.

import { rulesOf, Position, replayRecord, squareName } from '../../engine/index.ts';
import { solvePosition } from '../../ai/expert/solve.ts';
import { flag, option, UsageError, type CliCommand } from '../command.ts';

/**
 * At most this many moves left: more would take over a minute here. The slowest empty layout
 * (grid:2x10, 20 squares) takes about 30 s; positions 20 moves from the end of square:6, petri:7
 * and square:8 games take 2 to 4 s.
 */
export const SOLVE_MAX_MOVES_LEFT = 20;

export const solveCommand: CliCommand = {
  name: 'solve',
  usage: 'solve (--layout LAYOUT | RECORD) [--equal-moves] [--json]   (at most 20 moves left)',
  summary: 'the value with best play of a small layout or a position near the end, and the best moves',
  options: ['layout'],
  flags: ['json', 'equal-moves'],
  takesWords: true,
  async run(args, io) {
    const equalMoves = flag(args, 'equal-moves');
    const record = args.positional.join(' ');
    const layoutId = args.options.get('layout');
    if (record === '' && layoutId === undefined) throw new UsageError('give --layout LAYOUT, or a game record like "square:6 c3 d4 …"');
    if (record !== '' && layoutId !== undefined) throw new UsageError('give a layout or a record, not both');
    const position = record !== '' ? replayRecord(record, { equalMoves }) : new Position(rulesOf(option(args, 'layout'), { equalMoves }));
    const layout = position.layout;
    const left = position.movesLeft();
    if (left > SOLVE_MAX_MOVES_LEFT) {
      const what = record === '' ? `${layout.id} is a game of ${left} moves` : `this position has ${left} moves left`;
      const oneTooMany = record === '' && !equalMoves && layout.size === SOLVE_MAX_MOVES_LEFT + 1;
      const hint =
        record !== '' ? 'a record with more moves played'
        : `a layout of at most ${SOLVE_MAX_MOVES_LEFT} squares${oneTooMany ? ', or --equal-moves to end this one a move early' : ''}`;
      throw new UsageError(`${what}; solve takes at most ${SOLVE_MAX_MOVES_LEFT} (give ${hint})`);
    }
    const started = performance.now();
    const solution = solvePosition(position);
    const ms = Math.round(performance.now() - started);
    const best = solution.best.map((s) => squareName(layout, s));
    if (flag(args, 'json')) {
      io.out(JSON.stringify({ value: solution.value, best }));
      return 0;
    }
    const who = solution.value > 0 ? 'player 1 wins' : solution.value < 0 ? 'player 2 wins' : 'a draw';
    const signed = `${solution.value > 0 ? '+' : ''}${solution.value}`;
    if (position.isOver()) {
      io.out(`the game is over: final difference ${signed} (${who})`);
      return 0;
    }
    io.out(`${record === '' ? layout.id : `${layout.id} after ${position.ply} moves`}: value ${signed} (${who} with best play)`);
    io.out(`best ${record === '' ? 'first ' : ''}moves for player ${position.turn()}: ${best.join(' ')}`);
    io.out(`${solution.nodes} positions searched in ${ms} ms`);
    return 0;
  },
};
