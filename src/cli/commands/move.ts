// `move --agent AGENT [--equal-moves]`: a conversation with an agent. Each stdin line is a game
// record; each answer is one JSON line, flushed at once: {"move": "c3", "ms": 3, …}. It stays
// alive until stdin ends, so another program (or the tournament) can play through it.

import { moveName, tryReplayRecord } from '../../engine/index.ts';
import { createAgent } from '../../ai/index.ts';
import { flag, option, type CliCommand } from '../command.ts';

export const moveCommand: CliCommand = {
  name: 'move',
  usage:
    'move --agent AGENT [--equal-moves] [--json]   (one record per line on stdin, one JSON answer per line)',
  summary: "answer each record on stdin with the agent's move",
  options: ['agent'],
  flags: ['json', 'equal-moves'],
  async run(args, io) {
    const agent = createAgent(option(args, 'agent'));
    const equalMoves = flag(args, 'equal-moves');
    let failed = false;
    for await (const line of io.lines()) {
      if (line.trim() === '') continue;
      const result = tryReplayRecord(line, { equalMoves });
      if ('error' in result) {
        io.out(JSON.stringify({ error: result.error }));
        failed = true;
        continue;
      }
      const position = result.position;
      if (position.isOver()) {
        io.out(JSON.stringify({ error: 'the game is over' }));
        failed = true;
        continue;
      }
      const started = performance.now();
      const choice = agent.choose(position);
      const ms = Math.round((performance.now() - started) * 100) / 100;
      const { square, ...extra } = choice;
      io.out(JSON.stringify({ move: moveName(position, square), ms, ...extra }));
    }
    return failed ? 1 : 0;
  },
};
