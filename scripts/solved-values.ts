// The solved values table of docs/solving.md: `npx tsx scripts/solved-values.ts RULES…` solves each
// empty board twice, with mirror images shared and without (a different search, so a second
// proof), and prints a table row per board: value, best first moves, positions and time of the
// first solve, and whether the second agreed; the second solve's positions and time go to standard
// error. Rules keys as in the book: `grid:4x5`, `petri:5/equal`.

import { squareName } from '../src/engine/index.ts';
import { solvePosition } from '../src/ai/expert/solve.ts';
import { emptyPosition } from '../src/ai/rules-key.ts';

for (const key of process.argv.slice(2)) {
  const position = emptyPosition(key);
  const started = performance.now();
  const first = solvePosition(position);
  const seconds = (performance.now() - started) / 1000;
  const secondStarted = performance.now();
  const second = solvePosition(position, { symmetry: false });
  const secondSeconds = (performance.now() - secondStarted) / 1000;
  const agreed = second.value === first.value && second.best.join() === first.best.join();
  const best =
    first.best.length === position.legalMoveList().length
      ? `all ${first.best.length}`
      : first.best.map((s) => squareName(position.layout, s)).join(' ');
  const value = `${first.value > 0 ? '+' : ''}${first.value}`;
  console.error(
    `${key} without mirror images: ${second.value > 0 ? '+' : ''}${second.value}, ${second.best.map((s) => squareName(position.layout, s)).join(' ')}, ${second.nodes} positions, ${secondSeconds.toFixed(1)} s`,
  );
  console.log(
    `| ${key.replace('/equal', ' (equal moves)')} | ${position.totalMoves} | ${value} | ${best} | ${first.nodes} | ${seconds.toFixed(1)} s | ${agreed ? 'yes' : `NO: ${second.value}`} |`,
  );
}
