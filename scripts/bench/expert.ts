// Expert speed against its targets: nodes per second on one core, the default budget's time and
// depth on square:6 mid-game, exact endgames from 16 empty squares, and solving square:4.

import { parseLayout, Position, randomIndex, seededRandom } from '../../src/engine/index.ts';
import { createAgent } from '../../src/ai/index.ts';
import { ExpertSearch } from '../../src/ai/expert/search.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { median, report, type Figure } from './measure.ts';

/** A square:6 position after `plies` moves: a seeded random opening, then hard against hard. */
function positionAfter(layoutId: string, plies: number, seed: number): Position {
  const position = new Position(parseLayout(layoutId));
  const random = seededRandom(seed);
  const hard = createAgent('hard');
  while (position.ply < plies) {
    if (position.ply < 4) {
      const moves = position.legalMoveList();
      position.playUnchecked(moves[randomIndex(random, moves.length)]!);
    } else position.playUnchecked(hard.choose(position).square);
  }
  return position;
}

const now = () => performance.now();
/** CPU milliseconds of this process: on a shared, loaded machine the wall clock also counts waiting. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export async function benchExpert(): Promise<boolean> {
  console.log('expert');
  const figures: Figure[] = [];
  const midGame = Array.from({ length: 9 }, (_, i) => positionAfter('square:6', 12 + (i % 3) * 2, i + 1));

  // Warm-up, so the JIT has compiled the search.
  for (const position of midGame.slice(0, 3)) createAgent('expert').choose(position);

  // The default budget, as the game uses it.
  const times: number[] = [];
  const depths: number[] = [];
  let nodes = 0;
  let ms = 0;
  let cpuMs = 0;
  for (const position of midGame) {
    const agent = createAgent('expert');
    const t = now();
    const c = cpu();
    const choice = agent.choose(position);
    cpuMs += cpu() - c;
    const took = now() - t;
    times.push(took);
    depths.push(choice.depth ?? 0);
    nodes += choice.nodes ?? 0;
    ms += took;
  }
  figures.push({ name: 'nodes per second, search with evaluation (square:6)', value: nodes / ms / 1000, unit: 'M/s', target: { above: 2 } });
  figures.push({ name: '  the same, per CPU second (load-independent)', value: nodes / cpuMs / 1000, unit: 'M/s' });

  // The exact endgame: 16 empty squares, searched to the end with no budget.
  const endTimes: number[] = [];
  const endCpu: number[] = [];
  let endNodes = 0;
  let endMs = 0;
  let endCpuMs = 0;
  // One search for them all, as the expert keeps one for a whole game: a fresh table per endgame
  // would time the allocation, its first touch and the collector too, which swing the median
  // from run to run. Warmed up first: the exact search takes paths the budgeted one does not, and
  // endgames the JIT has not compiled yet run 1.5 times as long.
  const search = new ExpertSearch(undefined, 20);
  for (let i = 0; i < 2; i++) search.search(positionAfter('square:6', 20, 90 + i), { nodes: Infinity });
  for (let i = 0; i < 7; i++) {
    const position = positionAfter('square:6', 20, 100 + i);
    const t = now();
    const c = cpu();
    const result = search.search(position, { nodes: Infinity });
    const cpuTook = cpu() - c;
    endCpu.push(cpuTook);
    endCpuMs += cpuTook;
    const took = now() - t;
    endTimes.push(took);
    endNodes += result.nodes;
    endMs += took;
  }
  figures.push({ name: 'nodes per second, exact endgame (square:6)', value: endNodes / endMs / 1000, unit: 'M/s', target: { above: 2 } });
  figures.push({ name: '  the same, per CPU second (load-independent)', value: endNodes / endCpuMs / 1000, unit: 'M/s' });
  figures.push({ name: 'expert default budget, square:6 mid-game (median)', value: median(times), unit: 'ms', target: { below: 250 } });
  figures.push({ name: 'expert default budget, depth reached (median)', value: median(depths), unit: 'plies', target: { above: 6 } });
  figures.push({ name: 'exact endgame from 16 empty squares (median)', value: median(endTimes), unit: 'ms', target: { below: 200 } });
  figures.push({ name: '  the same in CPU time (median)', value: median(endCpu), unit: 'ms' });

  const t = now();
  const c = cpu();
  const solution = solvePosition(new Position(parseLayout('square:4')));
  const solveCpu = cpu() - c;
  figures.push({ name: `solve square:4 (value ${solution.value})`, value: (now() - t) / 1000, unit: 's', target: { below: 2 } });
  figures.push({ name: '  the same in CPU time', value: solveCpu / 1000, unit: 's' });
  return report(figures);
}
