import { emptyPosition } from '../src/ai/rules-key.ts';
import { exactBestMove } from '../src/ai/expert/perfect.ts';
import { ExactSearch } from '../src/ai/expert/exact.ts';
let seed = 7; const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const left = Number(process.argv[2] ?? 20);
for (let g = 0; g < 6; g++) {
  const p = emptyPosition('square:5');
  while (p.movesLeft() > left) { const legal = p.legalMoveList(); p.play(legal[Math.floor(rnd() * legal.length)]!); }
  const cpu = process.cpuUsage();
  const b = exactBestMove(new ExactSearch(20), p);
  const u = process.cpuUsage(cpu);
  console.log(`left ${left} game ${g}: best ${b.square} rest ${b.rest} nodes ${b.nodes} cpu ${((u.user + u.system) / 1e6).toFixed(2)} s`);
}
