// `play --layout L --p1 AGENT --p2 AGENT [--opening "c3 d4"] [--equal-moves] [--json]`:
// plays a whole game between two agents and prints the final position.

import { createAgent } from '../../ai/index.ts';
import { flag, option, type CliCommand } from '../command.ts';
import { playGame } from '../match-runner.ts';
import { describeText, summarize } from '../summary.ts';

export const playCommand: CliCommand = {
  name: 'play',
  usage: 'play --layout L --p1 AGENT --p2 AGENT [--opening "c3 d4"] [--equal-moves] [--json]',
  summary: 'play a whole game between two agents',
  options: ['layout', 'p1', 'p2', 'opening'],
  flags: ['json', 'equal-moves'],
  async run(args, io) {
    const players = [createAgent(option(args, 'p1')), createAgent(option(args, 'p2'))] as [
      ReturnType<typeof createAgent>,
      ReturnType<typeof createAgent>,
    ];
    const opening = option(args, 'opening', '')
      .split(/\s+/)
      .filter((w) => w.length > 0);
    const position = playGame({
      rules: option(args, 'layout'),
      players,
      opening,
      equalMoves: flag(args, 'equal-moves'),
    });
    if (flag(args, 'json')) {
      io.out(JSON.stringify({ ...summarize(position), players: players.map((p) => p.id) }));
    } else {
      io.out(describeText(position, [players[0].name, players[1].name]));
    }
    return 0;
  },
};
