// `analyse RECORD [--json] [--nodes N]`: the review of a game, move by move: the move, the best
// move or moves there, what it cost its mover in points, and whether that cost is exact (the
// solver's or the book's) or the expert's estimate at N positions per move.

import { Position, replayRecord } from '../../engine/index.ts';
import { analyseMoves } from '../../ai/coach/analyse.ts';
import { ESTIMATE_NODES } from '../../ai/coach/position-value.ts';
import { markOf } from '../../ai/coach/marks.ts';
import { flag, intOption, UsageError, type CliCommand } from '../command.ts';

export const analyseCommand: CliCommand = {
  name: 'analyse',
  usage: 'analyse RECORD [--json] [--nodes N]',
  summary: "every move's best moves and cost in points for its mover, exact near the end, estimated before",
  options: ['nodes'],
  flags: ['json'],
  takesWords: true,
  async run(args, io) {
    if (args.positional.length === 0) throw new UsageError('give a record, like "square:6 c3 d4 d3"');
    const nodes = intOption(args, 'nodes', ESTIMATE_NODES, 100, 100_000_000);
    const played = replayRecord(args.positional.join(' '));
    if (played.ply === 0) {
      io.err('analyse: the record has no moves to analyse');
      return 1;
    }
    const json = flag(args, 'json');
    if (!json)
      io.out(`${'move'.padEnd(9)} ${'played'.padEnd(6)} ${'best'.padEnd(16)} ${'cost'.padStart(5)}  exact`);
    // The deepening pass sends a move again once worked out: the JSON keeps each move's last word.
    const moves: { move: string; best: string[]; cost: number; exact: boolean }[] = [];
    for (const review of analyseMoves(new Position(played.rules), played.moves(), { nodes })) {
      if (json) {
        moves[review.index] = {
          move: review.move,
          best: review.best,
          cost: review.cost,
          exact: review.exact,
        };
        continue;
      }
      const mark = markOf(review.cost);
      const number = `${review.index + 1}. p${review.mover}`;
      const cost = review.exact ? String(review.cost) : `~${review.cost}`;
      io.out(
        `${number.padEnd(9)} ${review.move.padEnd(6)} ${bestText(review.best).padEnd(16)} ${cost.padStart(5)}  ${review.exact ? 'yes' : 'estimate'}${mark === 'best' || mark === 'good' ? '' : `  ${mark}`}`,
      );
    }
    if (json) io.out(JSON.stringify({ moves }));
    return 0;
  },
};

/** A long list of equal best moves is cut, with how many more there are. */
function bestText(best: string[]): string {
  return best.length <= 4 ? best.join(',') : `${best.slice(0, 3).join(',')} +${best.length - 3} more`;
}
