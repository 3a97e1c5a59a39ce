// Finds, for every move of every puzzle, the other side's best reply (the exact solver's, the one
// that scores most at once among the best) and writes them to src/ai/puzzles/puzzle-replies.json: a
// wrong try then shows the reply that punishes it, and the answer's words name the reply the
// tempting move allows (src/ai/puzzles/puzzle-reply.ts reads them). Run it after `npm run puzzles`;
// scripts/puzzle-teach-figures.ts then says how often the reply alone explains a wrong move's cost.
//
//   npx tsx scripts/puzzle-replies.ts            writes the replies (about 10 minutes on one core)

import { squareName } from '../src/engine/index.ts';
import { solvePosition } from '../src/ai/expert/solve.ts';
import { squareGains } from '../src/ai/coach/gains.ts';
import { puzzleNumber } from '../src/ai/puzzles/puzzle-set.ts';
import { writePuzzleRows } from './puzzle-rows.ts';

const OUT = 'src/ai/puzzles/puzzle-replies.json';

function repliesOf(n: number): string {
  const puzzle = puzzleNumber(n)!;
  const pairs: string[] = [];
  for (const square of puzzle.values.keys()) {
    const after = puzzle.position.clone();
    after.play(square);
    if (after.isOver()) continue;
    const best = solvePosition(after).best;
    const reply = best.reduce((a, b) => (squareGains(after, b).gain > squareGains(after, a).gain ? b : a));
    pairs.push(`${squareName(after.layout, square)}>${squareName(after.layout, reply)}`);
  }
  return pairs.join(' ');
}

writePuzzleRows(OUT, 'replies', repliesOf);
