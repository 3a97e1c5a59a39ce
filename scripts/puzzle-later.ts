// Finds, for every wrong move of every puzzle whose best reply alone does not show its cost
// (puzzle-reply.ts replyExplains), the other side's move further on that hurts: best play is played
// out after the wrong move (each side's best, the one scoring most at once among the best, as
// scripts/puzzle-replies.ts picks a reply), and the other side's move in it that scores most is kept,
// never one on the answer's square (naming it would hand the answer over). Written to
// src/ai/puzzles/puzzle-later.json, one line a puzzle: "a3>f6+8 c2>e5+6"; a wrong try then names
// it ("After a3 they answer b4 for +2, and later take f6 for +8") where it said "falls behind as the
// board fills".
//
//   npx tsx scripts/puzzle-later.ts            writes them (about 15 minutes on one core)

import { squareName } from '../src/engine/index.ts';
import { solvePosition } from '../src/ai/expert/solve.ts';
import { squareGains } from '../src/ai/coach/gains.ts';
import { puzzleNumber } from '../src/ai/puzzles/puzzle-set.ts';
import { writePuzzleRows } from './puzzle-rows.ts';
import { replyExplains } from '../src/ai/puzzles/puzzle-reply.ts';

const OUT = 'src/ai/puzzles/puzzle-later.json';

function laterOf(n: number): string {
  const puzzle = puzzleNumber(n)!;
  const pairs: string[] = [];
  for (const square of puzzle.values.keys()) {
    if (square === puzzle.answerSquare) continue;
    const line = puzzle.position.clone();
    line.play(square);
    if (line.isOver() || replyExplains(puzzle, square)) continue;
    const theirs = line.turn();
    let top: { square: number; gain: number } | null = null;
    // The first reply is named already: the move that hurts comes after it.
    let first = true;
    while (!line.isOver()) {
      const best = solvePosition(line).best;
      const move = best.reduce((a, b) => (squareGains(line, b).gain > squareGains(line, a).gain ? b : a));
      const gain = squareGains(line, move).gain;
      if (line.turn() === theirs && !first && move !== puzzle.answerSquare && gain > (top?.gain ?? 1))
        top = { square: move, gain };
      if (line.turn() === theirs) first = false;
      line.play(move);
    }
    if (top)
      pairs.push(`${squareName(line.layout, square)}>${squareName(line.layout, top.square)}+${top.gain}`);
  }
  return pairs.join(' ');
}

writePuzzleRows(OUT, 'later', laterOf);
