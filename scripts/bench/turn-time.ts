// `turn-time`: how long Hard's and the Expert's moves take, move by move through whole games, on the
// boards a player meets (docs/pacing.md keeps the table). Each board plays `--games N` games (default
// 2) of expert against hard from seeded two-move openings, seats swapped, and prints each agent's
// median, 90th percentile and worst move time, and the first agent's wins, draws and losses.
// `--turn-ms N` gives the agents the game's wall-clock stop (src/ai/answer.ts's OPPONENT_TURN_MS);
// without it they search to their node budgets, as the tournament does.
// Run quiet: `nice -n 19 npm run bench -- turn-time [--games N] [--boards a,b] [--turn-ms N]`.

import { createAgent } from '../../src/ai/index.ts';
import { parseRules, Position } from '../../src/engine/index.ts';
import { twoMoveOpenings } from './openings.ts';

const BOARDS = ['square:6', 'square:8', 'square:12', 'petri:7', 'beaker:6x7', 'hex:5/capture/jumps'];

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export async function benchTurnTime(): Promise<boolean> {
  const games = Number(option('--games') ?? 2);
  const boards = option('--boards')?.split(',') ?? BOARDS;
  const agents = (option('--agents') ?? 'expert,hard').split(',');
  const turnMs = option('--turn-ms') === undefined ? undefined : Number(option('--turn-ms'));
  const stop = turnMs === undefined ? 'node budgets only' : `stopped at ${turnMs} ms`;
  console.log(`turn time, ms (${games} games a board, ${agents.join(' against ')}, ${stop})`);
  console.log(`board | agent | moves | median | p90 | worst | ${agents[0]}'s W/D/L`);
  for (const rules of boards) {
    const times = new Map<string, number[]>(agents.map((a) => [a, []]));
    const tally = [0, 0, 0];
    twoMoveOpenings(rules, Math.ceil(games / 2), 4051).forEach((opening) => {
      for (const seats of [agents, [...agents].reverse()]) {
        const players = seats.map((id) => ({
          id,
          agent: createAgent(id, turnMs === undefined ? {} : { turnMs }),
        }));
        const position = new Position(parseRules(rules));
        for (const m of opening) position.play(m);
        while (!position.isOver()) {
          const p = players[position.turn() === 1 ? 0 : 1]!;
          const started = performance.now();
          const square = p.agent.choose(position).square;
          times.get(p.id)!.push(performance.now() - started);
          position.play(square);
        }
        const diff = position.scoreDifference() * (seats[0] === agents[0] ? 1 : -1);
        tally[diff > 0 ? 0 : diff === 0 ? 1 : 2]!++;
      }
    });
    for (const [id, list] of times) {
      const s = [...list].sort((a, b) => a - b);
      const f = (x: number) => Math.round(x);
      const wdl = id === agents[0] ? tally.join('/') : '';
      console.log(
        `${rules} | ${id} | ${s.length} | ${f(quantile(s, 0.5))} | ${f(quantile(s, 0.9))} | ${f(s.at(-1) ?? 0)} | ${wdl}`,
      );
    }
  }
  return true;
}
