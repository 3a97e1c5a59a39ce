// `npx tsx scripts/coach/reply-reasons.ts [GAMES]`: plays medium and easy (standing in for a person)
// against hard on square:5, square:6 and beaker:6x7, reviews every game, and counts the review's
// lines under costly moves where the move played scored more at once than the better move (the
// contrast line, screens/review/better-move.ts), and of those how often the game's actual next
// move shows why (it took the better move's square, or the square the move opened above it).

import { standInGames } from './stand-in-games.ts';
import { replyShown, scoredMoreLine } from '../../src/screens/review/better-move.ts';
import { resolveMove } from '../../src/engine/index.ts';

const games = Number(process.argv[2] ?? 4);
let costly = 0;
let scoredMore = 0;
const kinds = { took: 0, above: 0 };
const examples: string[] = [];

for (const { layout, review, mover, who } of standInGames(games)) {
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
}
const pct = (n: number, of: number) => `${of ? ((100 * n) / of).toFixed(0) : 0}%`;
console.log(`costly sure moves of the stand-in person: ${costly}`);
console.log(`  played move scored more now than the better move: ${scoredMore} (${pct(scoredMore, costly)})`);
console.log(
  `  of those, the actual reply shows why: ${kinds.took + kinds.above} (${pct(kinds.took + kinds.above, scoredMore)}): took the better square ${kinds.took}, the square above ${kinds.above}`,
);
for (const e of examples) console.log(`  ${e}`);
