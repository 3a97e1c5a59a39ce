// `review`: how long the review of a whole square:6 game takes (36 moves: the expert's estimate
// before the solver's reach, exact after), on this thread as the worker runs it. Target: under
// 3 s a game in the browser's worker; `npm run bench:browser` measures it there.

import { createAgent } from '../../src/ai/index.ts';
import { parseRules, Position, randomIndex, seededRandom, writeRecord } from '../../src/engine/index.ts';
import { analyseRecord } from '../../src/ai/coach/analyse.ts';
import { cpuMs, median, report } from './measure.ts';

/** A square:6 game: two seeded random moves, then the expert against medium. */
function game(seed: number): string {
  const position = new Position(parseRules('square:6'));
  const random = seededRandom(seed);
  const agents = [createAgent('expert'), createAgent('medium')];
  while (!position.isOver()) {
    if (position.ply < 2) {
      const moves = position.legalMoveList();
      position.play(moves[randomIndex(random, moves.length)]!);
    } else position.play(agents[position.ply % 2]!.choose(position).square);
  }
  return writeRecord(position);
}

export async function benchReview(): Promise<boolean> {
  console.log('review');
  const games = [1, 2, 3, 4, 5].map(game);
  for (const review of analyseRecord(games[0]!)) void review; // warm-up, so the JIT has compiled the search
  const wall: number[] = [];
  const cpus: number[] = [];
  let exact = 0;
  for (const record of games) {
    const t = performance.now();
    const c = cpuMs();
    for (const review of analyseRecord(record)) if (review.exact) exact++;
    cpus.push((cpuMs() - c) / 1000);
    wall.push((performance.now() - t) / 1000);
  }
  return report([
    {
      name: `square:6 game of 36 moves reviewed (median of ${games.length})`,
      value: median(wall),
      unit: 's',
      target: { below: 3 },
    },
    { name: '  the same, CPU seconds (load-independent)', value: median(cpus), unit: 's' },
    { name: '  slowest game', value: Math.max(...wall), unit: 's' },
    { name: '  moves reviewed exactly, per game', value: exact / games.length, unit: '' },
  ]);
}
