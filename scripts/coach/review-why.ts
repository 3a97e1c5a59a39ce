// `npx tsx scripts/coach/review-why.ts [GAMES]`: plays medium and easy (standing in for a person)
// against hard on square:5, square:6 and beaker:6x7, reviews every game, and sorts the review's line
// under each sure costly move of the stand-in person by what it says after the move: the contrast with
// the reply that showed it, the contrast alone (no reason past "ends N better"), a better move that
// scored as much now with its real reason (screens/review/better-move.ts sameNowLine), the better
// move's own reason where it scored more now, or the best moves by name only. Also how many of the
// turning moves (turning-move.ts) now carry a better-move line.

import { standInGames } from './stand-in-games.ts';
import { betterWords, sameNowLine, scoredMoreLine } from '../../src/screens/review/better-move.ts';
import { turningMove } from '../../src/screens/review/turning-move.ts';

const games = Number(process.argv[2] ?? 4);
const kinds = {
  contrastReply: 0,
  contrastReason: 0,
  contrastAlone: 0,
  sameNow: 0,
  ownReason: 0,
  namesOnly: 0,
  none: 0,
};
const sameNowReasons = { reply: 0, blocks: 0, later: 0 };
let turns = 0;
let turnsWithBetter = 0;
const examples: string[] = [];

for (const { layout, review, mover, who } of standInGames(games)) {
  for (const r of review.reviewed) {
    if (!r || r.mover !== mover || r.cost < 2 || review.unsure(r.index)) continue;
    const words = betterWords(review, r, who);
    const more = scoredMoreLine(review, r, who);
    const same = more ? null : sameNowLine(review, r, who);
    if (words === '') kinds.none++;
    else if (words.startsWith(' Best:')) kinds.namesOnly++;
    else if (more)
      kinds[
        /answered/.test(more) ? 'contrastReply' : /better: /.test(more) ? 'contrastReason' : 'contrastAlone'
      ]++;
    else if (same) {
      kinds.sameNow++;
      sameNowReasons[/answered/.test(same) ? 'reply' : /blocks/.test(same) ? 'blocks' : 'later']++;
      if (examples.length < 8) examples.push(`${layout} move ${r.index + 1} ${r.move}: ${same}`);
    } else kinds.ownReason++;
  }
  const turn = turningMove(review, mover);
  if (turn) {
    turns++;
    if (betterWords(review, turn.move, who) !== '') turnsWithBetter++;
  }
}
const all = Object.values(kinds).reduce((a, b) => a + b, 0);
const pct = (n: number, of: number) => `${of ? ((100 * n) / of).toFixed(0) : 0}%`;
const reasoned = kinds.contrastReply + kinds.contrastReason + kinds.sameNow + kinds.ownReason;
console.log(`sure costly moves (2+ points) of the stand-in person: ${all}`);
console.log(`  better move named with a reason: ${reasoned} (${pct(reasoned, all)})`);
console.log(`    contrast with the reply that showed it: ${kinds.contrastReply}`);
console.log(`    contrast with what the better move blocks or sets up: ${kinds.contrastReason}`);
console.log(
  `    scored the same now, real reason: ${kinds.sameNow} (reply ${sameNowReasons.reply}, blocks ${sameNowReasons.blocks}, sets up/later ${sameNowReasons.later})`,
);
console.log(`    scored more now, its own gain: ${kinds.ownReason}`);
console.log(`  contrast alone ("ends N better"): ${kinds.contrastAlone}`);
console.log(`  best moves by name only: ${kinds.namesOnly}; nothing: ${kinds.none}`);
console.log(`turning moves of the stand-in person: ${turns}; with a better-move line: ${turnsWithBetter}`);
for (const e of examples) console.log(`  ${e}`);
