// Figures for the puzzle's teaching words (session 47): how often the other side's best reply alone
// shows why a wrong move falls short of the answer (puzzle-reply.ts replyExplains), over every wrong
// move and over the tempting ones the why names; how often that reply is the answer's own square;
// and how many of the newcomers' easier puzzles a beginner can reason out (reason-in-sight.ts), by way.
//
//   npx tsx scripts/puzzle-teach-figures.ts

import { moveAndReply, replyExplains } from '../src/ai/puzzles/puzzle-reply.ts';
import { reasonInSight } from '../src/ai/puzzles/reason-in-sight.ts';
import { puzzleCount, puzzleNumber } from '../src/ai/puzzles/puzzle-set.ts';
import { temptingSquare } from '../src/screens/puzzle/answer-why.ts';
import { easierPuzzles, warmUpPool } from '../src/screens/menu/easier-puzzle.ts';

const pct = (a: number, b: number) => `${a} of ${b} (${b === 0 ? 0 : Math.round((100 * a) / b)}%)`;

let wrong = 0;
let explained = 0;
let noReply = 0;
let replyIsAnswer = 0;
let tempting = 0;
let temptingExplained = 0;
for (let n = 1; n <= puzzleCount(); n++) {
  const puzzle = puzzleNumber(n)!;
  const greedy = temptingSquare(puzzle);
  for (const s of puzzle.values.keys()) {
    if (s === puzzle.answerSquare) continue;
    wrong++;
    const m = moveAndReply(puzzle, s);
    if (!m.reply) noReply++;
    else if (m.reply.square === puzzle.answerSquare) replyIsAnswer++;
    const yes = replyExplains(puzzle, s);
    if (yes) explained++;
    if (s === greedy) {
      tempting++;
      if (yes) temptingExplained++;
    }
  }
}
console.log(`puzzles: ${puzzleCount()}`);
console.log(`wrong moves whose best reply alone shows the gap: ${pct(explained, wrong)}`);
console.log(`  (wrong moves that end the game, no reply: ${noReply})`);
console.log(
  `tempting moves (score more now than the answer) the why names: ${pct(temptingExplained, tempting)} shown by the reply alone`,
);
console.log(`wrong moves whose best reply is the answer's square: ${pct(replyIsAnswer, wrong)}`);

const ways = { scoresMost: 0, blocksBiggest: 0, bestExchange: 0, any: 0 };
const easier = easierPuzzles();
for (const n of easier) {
  const r = reasonInSight(puzzleNumber(n)!);
  if (r.scoresMost) ways.scoresMost++;
  if (r.blocksBiggest) ways.blocksBiggest++;
  if (r.bestExchange) ways.bestExchange++;
  if (r.scoresMost || r.blocksBiggest || r.bestExchange) ways.any++;
}
console.log(`easier puzzles (plain square boards that win): ${easier.length}`);
console.log(`  a beginner can reason out: ${pct(ways.any, easier.length)}`);
console.log(
  `    scores most now: ${ways.scoresMost}, blocks their biggest: ${ways.blocksBiggest}, best after their reply: ${ways.bestExchange}`,
);
const pool = warmUpPool();
console.log(
  `warm-ups offered first (the pool): ${pool.length}; the first ten: ${pool.slice(0, 10).join(', ')}`,
);
console.log(`the first ten before: ${easier.slice(0, 10).join(', ')}`);
