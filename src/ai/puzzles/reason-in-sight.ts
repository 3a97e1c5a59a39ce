// Whether a beginner can reason a puzzle's answer out: its reason shows within a move or two, so
// the why under the board can say it and a newcomer's warm-up is learnt, not guessed. The answer
// either scores most now, or blocks the other side's biggest square, or leaves more after their
// best reply than any other move does (one move each, counted as the board shows it). A warm-up
// (screens/menu/easier-puzzle.ts) is taken from the puzzles that pass.

import { squareGains } from '../coach/gains.ts';
import { exchange, moveAndReply } from './puzzle-reply.ts';
import { puzzleNumber, type Puzzle } from './puzzle-set.ts';

type SightPuzzle = Pick<Puzzle, 'number' | 'position' | 'values' | 'answerSquare'>;

/** The ways an answer's reason shows within a move or two. */
export interface ReasonInSight {
  /** It scores the most now (no other move scores as much). */
  scoresMost: boolean;
  /** It takes the square the other side would score most on, worth more than a point to them. */
  blocksBiggest: boolean;
  /** Its points now less their best reply's are more than any other move's. */
  bestExchange: boolean;
}

export function reasonInSight(puzzle: SightPuzzle): ReasonInSight {
  const at = puzzle.position;
  const answer = puzzle.answerSquare;
  const others = [...puzzle.values.keys()].filter((s) => s !== answer);
  const mine = squareGains(at, answer);
  const theirs = (s: number) => squareGains(at, s).denies;
  const kept = exchange(moveAndReply(puzzle, answer));
  return {
    scoresMost: others.every((s) => squareGains(at, s).gain < mine.gain),
    blocksBiggest: mine.denies > 1 && others.every((s) => theirs(s) < mine.denies),
    bestExchange: others.every((s) => exchange(moveAndReply(puzzle, s)) < kept),
  };
}

/** Whether any of the ways holds: a beginner can see the answer's reason within a move or two. */
export function beginnerCanReason(puzzle: SightPuzzle): boolean {
  const r = reasonInSight(puzzle);
  return r.scoresMost || r.blocksBiggest || r.bestExchange;
}

/** Puzzle number → beginnerCanReason, worked out once: the set never changes. */
const reasoned = new Map<number, boolean>();

/** Whether a beginner can reason out puzzle `number` (beginnerCanReason); false for no such puzzle. */
export function canReasonOut(number: number): boolean {
  let known = reasoned.get(number);
  if (known === undefined) {
    const puzzle = puzzleNumber(number);
    known = puzzle !== null && beginnerCanReason(puzzle);
    reasoned.set(number, known);
  }
  return known;
}
