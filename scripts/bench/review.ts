// `review`: how long the review of a whole square:6 game takes (36 moves: the expert's estimate
// before the solver's reach, exact after), on this thread as the worker runs it. Target: under
// 3 s a game in the browser's worker for every move shown; `npm run bench:browser` measures it
// there. Then the deepening pass, which solves the estimates nearest the end after all, and a
// square:5 game against Perfect (the one a player plays by Best moves), reviewed whole.

import { createAgent } from '../../src/ai/index.ts';
import { parseRules, Position, randomIndex, seededRandom, writeRecord } from '../../src/engine/index.ts';
import { analyseRecord, type MoveReview } from '../../src/ai/coach/analyse.ts';
import { createPerfect } from '../../src/ai/expert/perfect.ts';
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

/** square:5, Perfect against itself: every move a best move, as a player following Best moves plays it. */
function perfectGame(): string {
  const position = new Position(parseRules('square:5'));
  const perfect = createPerfect();
  while (!position.isOver()) position.play(perfect.choose(position).square);
  return writeRecord(position);
}

/** Reviews a record: seconds until every move is shown, seconds in all, and the moves exact at the end. */
function timeReview(record: string): { shown: number; whole: number; cpu: number; exact: number } {
  const t = performance.now();
  const c = cpuMs();
  const last: MoveReview[] = [];
  let shown = 0;
  const moves = record.trim().split(/\s+/).length - 1;
  for (const review of analyseRecord(record)) {
    last[review.index] = review;
    if (!shown && last.filter(Boolean).length === moves) shown = (performance.now() - t) / 1000;
  }
  return {
    shown,
    whole: (performance.now() - t) / 1000,
    cpu: (cpuMs() - c) / 1000,
    exact: last.filter((r) => r.exact).length,
  };
}

export async function benchReview(): Promise<boolean> {
  console.log('review');
  const games = [1, 2, 3, 4, 5].map(game);
  for (const review of analyseRecord(games[0]!)) void review; // warm-up, so the JIT has compiled the search
  const runs = games.map(timeReview);
  const square5 = timeReview(perfectGame());
  const shown = runs.map((r) => r.shown);
  return report([
    {
      name: `square:6 game of 36 moves, every move shown (median of ${games.length})`,
      value: median(shown),
      unit: 's',
      target: { below: 3 },
    },
    { name: '  the same with the deepening pass', value: median(runs.map((r) => r.whole)), unit: 's' },
    { name: '  the same, CPU seconds (load-independent)', value: median(runs.map((r) => r.cpu)), unit: 's' },
    { name: '  slowest game, whole', value: Math.max(...runs.map((r) => r.whole)), unit: 's' },
    { name: '  moves reviewed exactly, per game', value: median(runs.map((r) => r.exact)), unit: '' },
    {
      name: 'square:5 game of 25 moves (Perfect both sides), every move shown',
      value: square5.shown,
      unit: 's',
    },
    { name: '  the same with the deepening pass', value: square5.whole, unit: 's' },
    { name: '  moves reviewed exactly (of 25)', value: square5.exact, unit: '' },
  ]);
}
