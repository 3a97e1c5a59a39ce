// `record [RECORD] [--json] [--equal-moves]`: replays game records and prints the board, the
// scores, whose turn it is and whether the game is over. With no RECORD it answers stdin lines.

import { tryReplayRecord } from '../../engine/index.ts';
import { flag, type CliCommand, type CliIO } from '../command.ts';
import { describeText, summarize } from '../summary.ts';

export const recordCommand: CliCommand = {
  name: 'record',
  usage: 'record [RECORD] [--json] [--equal-moves]   (no RECORD: one record per line on stdin)',
  summary: 'replay a game record: board, scores, turn, game over',
  flags: ['json', 'equal-moves'],
  takesWords: true,
  async run(args, io) {
    const json = flag(args, 'json');
    const equalMoves = flag(args, 'equal-moves');
    const answer = (line: string): boolean => answerRecord(line, json, equalMoves, io);
    if (args.positional.length > 0) return answer(args.positional.join(' ')) ? 0 : 1;
    let failed = false;
    for await (const line of io.lines()) {
      if (line.trim() === '') continue;
      if (!answer(line)) failed = true;
    }
    return failed ? 1 : 0;
  },
};

function answerRecord(line: string, json: boolean, equalMoves: boolean, io: CliIO): boolean {
  const result = tryReplayRecord(line, { equalMoves });
  if ('error' in result) {
    if (json) io.out(JSON.stringify({ error: result.error }));
    else io.err(`error: ${result.error}`);
    return false;
  }
  io.out(json ? JSON.stringify(summarize(result.position)) : `${describeText(result.position)}\n`);
  return true;
}
