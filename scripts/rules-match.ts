// Plays agents against each other under any rules id (the tournament command takes layouts
// only): every pair, from both seats, on seeded random openings, and prints a points table
// (3 win, 1 draw) with wins, draws, losses and the average difference. With --moves it prints
// every game's record instead, so two versions of the code can be compared move for move.
// Weights for `expert:N` can be replaced with --weights '{"outlook":…}' (for measuring a term).
//
//   npx tsx scripts/rules-match.ts --agents hard,expert:20000 --rules square:6/connections,hex:4/connections
//                                  [--openings 10] [--opening-moves 4] [--seed 1] [--moves]
//
// Deterministic for its arguments: no clock, no Math.random().

import { parseArgs } from 'node:util';
import { parseRules, Position, resolveMove, writeRecord } from '../src/engine/index.ts';
import { createAgent, type Agent } from '../src/ai/index.ts';
import { createExpert } from '../src/ai/expert/agent.ts';
import { TUNED_WEIGHTS } from '../src/ai/expert/weights.ts';
import { randomOpenings } from '../src/cli/tournament/schedule.ts';

const { values } = parseArgs({
  options: {
    agents: { type: 'string', default: 'hard,expert:20000' },
    rules: { type: 'string', default: 'square:6' },
    openings: { type: 'string', default: '10' },
    'opening-moves': { type: 'string', default: '4' },
    seed: { type: 'string', default: '1' },
    weights: { type: 'string' },
    moves: { type: 'boolean', default: false },
  },
});

const agentIds = values.agents.split(',');
const weights = values.weights ? { ...TUNED_WEIGHTS, ...JSON.parse(values.weights) } : undefined;

function makeAgent(id: string): Agent {
  const budget = /^expert:(\d+)$/.exec(id);
  if (budget && weights) return createExpert({ budget: Number(budget[1]), weights, id });
  return createAgent(id);
}

interface Line { points: number; wins: number; draws: number; losses: number; difference: number; games: number }
const table = new Map<string, Line>(agentIds.map((id) => [id, { points: 0, wins: 0, draws: 0, losses: 0, difference: 0, games: 0 }]));

function credit(id: string, difference: number): void {
  const line = table.get(id)!;
  line.games++;
  line.difference += difference;
  if (difference > 0) { line.wins++; line.points += 3; } else if (difference === 0) { line.draws++; line.points += 1; } else line.losses++;
}

for (const rulesId of values.rules.split(',')) {
  const rules = parseRules(rulesId);
  const openings = randomOpenings(rules.layout.id, Number(values.openings), Number(values['opening-moves']), Number(values.seed), rules.equalMoves);
  for (const opening of openings) {
    for (let i = 0; i < agentIds.length; i++) {
      for (let j = i + 1; j < agentIds.length; j++) {
        for (const [a, b] of [[agentIds[i]!, agentIds[j]!], [agentIds[j]!, agentIds[i]!]]) {
          const position = new Position(rules);
          for (const text of opening) {
            const move = resolveMove(position, text);
            if ('error' in move) throw new Error(move.error);
            position.playUnchecked(move.square);
          }
          const seats = [makeAgent(a!), makeAgent(b!)];
          while (!position.isOver()) position.playUnchecked(seats[position.turn() - 1]!.choose(position).square);
          const difference = position.scoreDifference();
          credit(a!, difference);
          credit(b!, -difference);
          if (values.moves) console.log(`${a} v ${b}: ${difference} ${writeRecord(position)}`);
        }
      }
    }
  }
}

if (!values.moves) {
  console.log(`rules ${values.rules}, ${values.openings} openings × both seats`);
  console.log('agent'.padEnd(22) + 'points'.padStart(7) + 'W'.padStart(5) + 'D'.padStart(4) + 'L'.padStart(5) + 'avg diff'.padStart(10));
  for (const [id, l] of [...table].sort((x, y) => y[1].points - x[1].points)) {
    console.log(id.padEnd(22) + String(l.points).padStart(7) + String(l.wins).padStart(5) + String(l.draws).padStart(4) + String(l.losses).padStart(5) + (l.difference / l.games).toFixed(2).padStart(10));
  }
}
