// `npx tsx scripts/coach/review-costs.ts [GAMES]`: plays expert against hard and medium on
// square:5 and square:6 (each side in turn, the first two moves seeded), reviews every game and
// prints the distribution of final margins and of move costs, by side. The review's marks
// (src/ai/coach/marks.ts) are chosen from these figures; docs/coach.md gives them.

import { createAgent } from '../../src/ai/index.ts';
import { parseRules, Position, randomIndex, seededRandom, writeRecord } from '../../src/engine/index.ts';
import { analyseRecord } from '../../src/ai/coach/analyse.ts';

const games = Number(process.argv[2] ?? 12);
const margins: number[] = [];
const costs: Record<string, number[]> = { expert: [], hard: [], medium: [] };
const exactCosts: number[] = [];

for (const layout of ['square:5', 'square:6']) {
  for (const opponent of ['hard', 'medium']) {
    for (let g = 0; g < games; g++) {
      const players = g % 2 === 0 ? ['expert', opponent] : [opponent, 'expert'];
      const agents = players.map((id) => createAgent(id));
      const position = new Position(parseRules(layout));
      const random = seededRandom(1000 + g);
      for (let i = 0; i < 2; i++) {
        const moves = position.legalMoveList();
        position.play(moves[randomIndex(random, moves.length)]!);
      }
      while (!position.isOver()) position.play(agents[position.ply % 2]!.choose(position).square);
      margins.push(Math.abs(position.scoreDifference()));
      for (const review of analyseRecord(writeRecord(position))) {
        if (review.index < 2) continue;
        costs[players[review.mover - 1]!]!.push(review.cost);
        if (review.exact) exactCosts.push(review.cost);
      }
      process.stderr.write('.');
    }
  }
}
process.stderr.write('\n');

const quantiles = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (f: number) => s[Math.min(s.length - 1, Math.floor(f * s.length))]!;
  return `n ${s.length}, median ${q(0.5)}, 75% ${q(0.75)}, 90% ${q(0.9)}, 95% ${q(0.95)}, 99% ${q(0.99)}, max ${s[s.length - 1]}`;
};
const share = (xs: number[], from: number) =>
  `${((100 * xs.filter((x) => x >= from).length) / xs.length).toFixed(1)}%`;
console.log(`final margins (absolute): ${quantiles(margins)}`);
for (const [who, xs] of Object.entries(costs)) {
  console.log(
    `${who} move costs: ${quantiles(xs)}; zero ${share(
      xs.map((x) => (x === 0 ? 1 : 0)),
      1,
    )}, ≥1 ${share(xs, 1)}, ≥2 ${share(xs, 2)}, ≥4 ${share(xs, 4)}, ≥8 ${share(xs, 8)}`,
  );
}
console.log(`exact costs: ${quantiles(exactCosts)}`);
