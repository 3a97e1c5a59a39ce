// `npx tsx scripts/coach/reply-reasons.ts [GAMES]`: plays medium and easy (standing in for a person)
// against hard on square:5, square:6 and beaker:6x7, reviews every game, and counts the review's
// lines under costly moves where the move played scored more at once than the better move (the
// contrast line, screens/review/better-move.ts), and of those how often the game's actual next
// move shows why (it took the better move's square, or the square the move opened above it).

import { createAgent } from '../../src/ai/index.ts';
import { parseRules, Position, randomIndex, seededRandom, writeRecord } from '../../src/engine/index.ts';
import { analyseRecord } from '../../src/ai/coach/analyse.ts';
import { GameReview } from '../../src/game/review.ts';
import { replyShown, scoredMoreLine } from '../../src/screens/review/better-move.ts';
import { resolveMove } from '../../src/engine/index.ts';

const games = Number(process.argv[2] ?? 4);
let costly = 0;
let scoredMore = 0;
const kinds = { took: 0, above: 0 };
const examples: string[] = [];

for (const layout of ['square:5', 'square:6', 'beaker:6x7']) {
  for (const person of ['medium', 'easy']) {
    for (let g = 0; g < games; g++) {
      const players = g % 2 === 0 ? [person, 'hard'] : ['hard', person];
      const agents = players.map((id) => createAgent(id));
      const position = new Position(parseRules(layout));
      const random = seededRandom(500 + g);
      for (let i = 0; i < 2; i++) {
        const moves = position.legalMoveList();
        position.play(moves[randomIndex(random, moves.length)]!);
      }
      while (!position.isOver()) position.play(agents[position.ply % 2]!.choose(position).square);
      const review = new GameReview(writeRecord(position));
      for (const r of analyseRecord(review.record, { deepNodes: 0 })) review.add(r);
      const mover = (players.indexOf(person) + 1) as 1 | 2;
      const names: [string, string] = players[0] === person ? ['You', 'Hard'] : ['Hard', 'You'];
      const who = { names, humans: [mover === 1, mover === 2] as [boolean, boolean] };
      for (const r of review.reviewed) {
        if (!r || r.mover !== mover || r.cost <= 0 || review.unsure(r.index)) continue;
        costly++;
        const line = scoredMoreLine(review, r, who);
        if (!line) continue;
        scoredMore++;
        const better = resolveMove(review.positionAt(r.index), r.best[0]!);
        const reply = 'error' in better ? null : replyShown(review, r, better.square, who);
        if (reply) kinds[reply.kind]++;
        if (examples.length < 8) examples.push(`${layout} move ${r.index + 1}: ${line}`);
      }
      process.stderr.write('.');
    }
  }
}
process.stderr.write('\n');
const pct = (n: number, of: number) => `${of ? ((100 * n) / of).toFixed(0) : 0}%`;
console.log(`costly sure moves of the stand-in person: ${costly}`);
console.log(`  played move scored more now than the better move: ${scoredMore} (${pct(scoredMore, costly)})`);
console.log(
  `  of those, the actual reply shows why: ${kinds.took + kinds.above} (${pct(kinds.took + kinds.above, scoredMore)}): took the better square ${kinds.took}, the square above ${kinds.above}`,
);
for (const e of examples) console.log(`  ${e}`);
