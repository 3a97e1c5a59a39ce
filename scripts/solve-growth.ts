// How the exact solver's work grows with the empty squares left, for estimating a board too large
// to solve: `npx tsx scripts/solve-growth.ts RULES --empty 14,16,18 [--seeds 3]` plays first moves
// greedily (a seeded random one of the moves gaining most, so the positions stay close, as in a
// game between good players) until that many squares are left, solves each position (value and best moves, one
// thread, symmetry where it has any) and prints the positions and processor time for each, and per
// count of empty squares the geometric mean and its growth per added square.

import { randomIndex, seededRandom } from '../src/engine/index.ts';
import { solvePosition } from '../src/ai/expert/solve.ts';
import { emptyPosition } from '../src/ai/rules-key.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1]! : fallback;
};
const rules = args[0]!;
const empties = option('--empty', '14,16,18').split(',').map(Number);
const seeds = Number(option('--seeds', '3'));
let previous: { empty: number; mean: number } | null = null;
for (const empty of empties) {
  let logSum = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const position = emptyPosition(rules);
    const random = seededRandom(seed);
    while (position.movesLeft() > empty) {
      const moves = position.legalMoveList();
      const gains = moves.map((m) => position.deltaScore(position.turn(), m));
      const most = moves.filter((_, i) => gains[i] === Math.max(...gains));
      position.playUnchecked(most[randomIndex(random, most.length)]!);
    }
    const cpu = process.cpuUsage();
    const solution = solvePosition(position);
    const used = process.cpuUsage(cpu);
    const seconds = (used.user + used.system) / 1e6;
    logSum += Math.log(solution.nodes);
    console.log(
      `${rules} ${empty} empty, seed ${seed}: value ${solution.value}, ${solution.nodes} positions, ${seconds.toFixed(2)} s of processor time`,
    );
  }
  const mean = Math.exp(logSum / seeds);
  const growth =
    previous === null
      ? ''
      : `, × ${Math.pow(mean / previous.mean, 1 / (empty - previous.empty)).toFixed(2)} per added square`;
  console.log(`${rules} ${empty} empty: ${Math.round(mean)} positions (geometric mean of ${seeds})${growth}`);
  previous = { empty, mean };
}
