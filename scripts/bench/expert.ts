// Expert speed against its targets: nodes per second on one core, the default budget's time and
// depth on square:6 mid-game, exact endgames from 16 empty squares, and solving square:4.

import { parseLayout, Position } from '../../src/engine/index.ts';
import { createAgent } from '../../src/ai/index.ts';
import { ExpertSearch } from '../../src/ai/expert/search.ts';
import { solvePosition } from '../../src/ai/expert/solve.ts';
import { cpuMs, median, report, type Figure } from './measure.ts';
import { positionAfter } from './mid-game.ts';

const now = () => performance.now();
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
  let cpuSpent = 0;
  for (const position of midGame) {
    const agent = createAgent('expert');
    const t = now();
    const c = cpuMs();
    const choice = agent.choose(position);
    cpuSpent += cpuMs() - c;
    const took = now() - t;
    times.push(took);
    depths.push(choice.depth ?? 0);
    nodes += choice.nodes ?? 0;
    ms += took;
  }
  figures.push({
    name: 'nodes per second, search with evaluation (square:6)',
    value: nodes / ms / 1000,
    unit: 'M/s',
    target: { above: 2 },
  });
  figures.push({
    name: '  the same, per CPU second (load-independent)',
    value: nodes / cpuSpent / 1000,
    unit: 'M/s',
  });

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
    const c = cpuMs();
    const result = search.search(position, { nodes: Infinity });
    const cpuTook = cpuMs() - c;
    endCpu.push(cpuTook);
    endCpuMs += cpuTook;
    const took = now() - t;
    endTimes.push(took);
    endNodes += result.nodes;
    endMs += took;
  }
  figures.push({
    name: 'nodes per second, exact endgame (square:6)',
    value: endNodes / endMs / 1000,
    unit: 'M/s',
    target: { above: 2 },
  });
  figures.push({
    name: '  the same, per CPU second (load-independent)',
    value: endNodes / endCpuMs / 1000,
    unit: 'M/s',
  });
  figures.push({
    name: 'expert default budget, square:6 mid-game (median)',
    value: median(times),
    unit: 'ms',
    target: { below: 250 },
  });
  figures.push({
    name: 'expert default budget, depth reached (median)',
    value: median(depths),
    unit: 'plies',
    target: { above: 6 },
  });
  figures.push({
    name: 'exact endgame from 16 empty squares (median)',
    value: median(endTimes),
    unit: 'ms',
    target: { below: 200 },
  });
  figures.push({ name: '  the same in CPU time (median)', value: median(endCpu), unit: 'ms' });

  const t = now();
  const c = cpuMs();
  const solution = solvePosition(new Position(parseLayout('square:4')));
  const solveCpu = cpuMs() - c;
  figures.push({
    name: `solve square:4 (value ${solution.value})`,
    value: (now() - t) / 1000,
    unit: 's',
    target: { below: 2 },
  });
  figures.push({ name: '  the same in CPU time', value: solveCpu / 1000, unit: 's' });
  return report(figures);
}
