// `npm run bench -- hint-choice`: the hint's square against the square that scores most now, before
// and after the hint prefers that square among those its judgement ranks alike (ai/coach/hint-choice.ts).
// On 48 seeded positions of six boards: how often the hint names a square scoring less now
// than the greediest, how often it says the contrast, and what best play gives up by the change
// (solved: exact, which must be 0; the expert's: judged by a deeper search of both squares).

import { moveName, type Position } from '../../src/engine/index.ts';
import { lookUp } from '../../src/ai/book/book.ts';
import { createExpert } from '../../src/ai/expert/agent.ts';
import { ExactSearch } from '../../src/ai/expert/exact.ts';
import { exactBestMove, QUICK_REACH } from '../../src/ai/expert/perfect.ts';
import { ExpertSearch } from '../../src/ai/expert/search.ts';
import { TUNED_WEIGHTS } from '../../src/ai/expert/weights.ts';
import { moveGain } from '../../src/ai/expert/variant-moves.ts';
import { coachHint, HINT_BUDGET } from '../../src/ai/coach/hint.ts';
import { greediest } from '../../src/ai/coach/hint-choice.ts';
import { scoreNow } from '../../src/ai/coach/score-now.ts';
import { median, report } from './measure.ts';
import { positionAfter } from './mid-game.ts';

const BOARDS: ReadonlyArray<[string, number[]]> = [
  ['square:4', [2, 4, 6]],
  ['square:5', [3, 6, 9, 12]],
  ['square:6', [6, 10, 14, 20, 24]],
  ['square:7', [8, 14, 20, 28]],
  ['beaker:6x7', [6, 12, 18, 26]],
  ['petri:6', [5, 9, 14, 18]],
];

/** The hint's square as it was chosen before: the book's first move, the solver's, else the expert's pick. */
function oldSquare(position: Position): { square: number; solved: boolean } {
  const entry = lookUp(position);
  if (entry) return { square: entry.move, solved: true };
  if (position.movesLeft() <= QUICK_REACH)
    return { square: exactBestMove(new ExactSearch(20), position.clone()).square, solved: true };
  return { square: createExpert({ budget: HINT_BUDGET }).choose(position).square, solved: false };
}

/** The final margin for the mover after `square`: exact where solved, else a deep estimate (8 plies). */
function judge(position: Position, square: number, solved: boolean): number {
  const copy = position.clone();
  const gain = moveGain(copy, copy.turn(), square);
  copy.playUnchecked(square);
  if (copy.isOver()) return gain;
  const entry = lookUp(copy);
  const sign = copy.turn() === 1 ? 1 : -1;
  if (entry) return gain - sign * (entry.value - copy.scoreDifference());
  if (solved && copy.movesLeft() <= QUICK_REACH) return gain - new ExactSearch(20).solve(copy);
  return gain - new ExpertSearch(TUNED_WEIGHTS).search(copy, { nodes: 600_000, maxDepth: 8 }).value;
}

export async function benchHintChoice(): Promise<boolean> {
  console.log('hint-choice: the hint against the square that scores most now');
  let n = 0;
  let oldLess = 0;
  let newLess = 0;
  let contrast = 0;
  let changed = 0;
  const solvedGiven: number[] = [];
  const estimateGiven: number[] = [];
  const times: number[] = [];
  const oldTimes: number[] = [];
  for (const [board, plies] of BOARDS) {
    for (const [k, ply] of plies.flatMap((p) => [p, p + 1]).entries()) {
      const position = positionAfter(board, ply, 101 + k);
      if (position.isOver()) continue;
      n++;
      let started = performance.now();
      const before = oldSquare(position);
      oldTimes.push(performance.now() - started);
      started = performance.now();
      const hint = coachHint(position);
      times.push(performance.now() - started);
      const most = scoreNow(position, greediest(position, hint.square));
      if (scoreNow(position, before.square) < most) oldLess++;
      if (scoreNow(position, hint.square) < most) newLess++;
      if (hint.greedier) contrast++;
      if (hint.square !== before.square) {
        changed++;
        const solved = hint.source !== 'expert';
        const given = judge(position, before.square, solved) - judge(position, hint.square, solved);
        (solved ? solvedGiven : estimateGiven).push(given);
        console.log(
          `  ${board} after ${ply}: ${moveName(position, before.square)} -> ${hint.move} (${hint.source}), ` +
            `now ${scoreNow(position, before.square)} -> ${scoreNow(position, hint.square)}, given up ${given.toFixed(2)}`,
        );
      }
      if (hint.greedier) console.log(`  ${board} after ${ply}: ${hint.banner.replace('\n', ' / ')}`);
    }
  }
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  return report([
    { name: 'positions', value: n, unit: '' },
    { name: 'hint scoring less now than the greediest: before', value: oldLess, unit: '' },
    { name: 'hint scoring less now than the greediest: after', value: newLess, unit: '' },
    { name: '  of those, the hint says what the greedier square costs', value: contrast, unit: '' },
    { name: 'hints that changed square', value: changed, unit: '' },
    { name: '  solved: best play given up, largest', value: Math.max(0, ...solvedGiven), unit: 'points' },
    { name: "  expert's: given up by a deeper search, mean", value: mean(estimateGiven), unit: 'points' },
    {
      name: "  expert's: given up by a deeper search, largest",
      value: Math.max(0, ...estimateGiven),
      unit: 'points',
    },
    { name: 'hint time before: median', value: median(oldTimes), unit: 'ms' },
    { name: 'hint time: median', value: median(times), unit: 'ms' },
    { name: 'hint time: slowest', value: Math.max(...times), unit: 'ms' },
  ]);
}
