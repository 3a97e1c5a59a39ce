// The coach's hint: the square the expert suggests for the player to move, and why. Where the
// position is solved (the opening book, or few enough moves left for the exact solver) the square
// is a best move and the final margin with best play is known; elsewhere it is the expert's move
// at a fixed node budget, so the same position always gives the same hint on every device. The
// solver works within the coach's budget of positions (solver-budget.ts): past it, the expert's move.

import type { Position } from '../../engine/index.ts';
import { lookUp } from '../book/book.ts';
import { ExactSearch } from '../expert/exact.ts';
import { exactBestMove, exactReach, QUICK_REACH } from '../expert/perfect.ts';
import { changesManyCells } from '../expert/variant-moves.ts';
import { exactBudget, HELP_EXACT_NODES, SolverBudget, withinBudget } from './solver-budget.ts';
import { squareGains, termSentences, worthWords, YOU, type Addressee, type SquareGains } from './gains.ts';
import { hintIdea, type HintIdea } from './hint-idea.ts';
import { setUpHolds } from './set-up-check.ts';
import { greediestOf, solvedGreedier, type Greedier } from './hint-choice.ts';
import { coachPick, HINT_BUDGET, hintBudget } from './coach-pick.ts';
import { bookChildren, EXACT_REACH } from './position-value.ts';
import {
  captureEndSentence,
  greedierReason,
  greedierSentence,
  hintIdeaSentence,
  ROOM_REASON,
} from '../../words/hint-words.ts';
import {
  bestPlayLine,
  blocksClause,
  captureEndLine,
  greedierLine,
  hintMoveLine,
  ideaLine,
  leavesClause,
  type HintNow,
} from '../../words/hint-line-words.ts';
import { tryShortWords, tryWords } from '../../words/move-name-words.ts';

export { HINT_BUDGET, hintBudget } from './coach-pick.ts';

/** The expert's budget for a quick hint: a tenth of HINT_BUDGET. */
export const QUICK_HINT_BUDGET = Math.round(HINT_BUDGET / 10);
/** The solver's budget for a quick hint: enough for the last few moves, nothing more. */
const QUICK_EXACT_NODES = 50_000;

/**
 * A hint within a fraction of a second, on the main thread where the coach's worker gave none in
 * time (a loaded device: the whole hint took 7.6 s in a browser on square:6 with capture, 12 moves
 * left) or failed: a tenth of the expert's budget and a small solver's budget. A hint always offers a
 * move while the person has one.
 */
export function quickHint(position: Position): Hint {
  return coachHint(position, QUICK_HINT_BUDGET, new SolverBudget(QUICK_EXACT_NODES), false);
}

export interface Hint {
  square: number;
  /** The square's name, e.g. `c3`. */
  move: string;
  gains: SquareGains;
  /** The final margin with best play from the mover's side, when the position is solved; else null. */
  margin: number | null;
  /** The move's idea in the game's terms where the position is not solved (margin null); else null. */
  idea: HintIdea | null;
  /** Where the square comes from: the opening book, the exact solver, or the expert's search. */
  source: 'book' | 'solver' | 'expert';
  /** The square that scores more now than this one, and how much worse it ends; null when none does. */
  greedier: Greedier | null;
  /** The hint in full words, as the screen reader says it. */
  text: string;
  /** The hint in two short lines, as the banner shows it on a phone (hintBanner). */
  banner: string;
}

/**
 * The hint for the player to move; throws when the game is over. `budget`: the expert's nodes;
 * `exact`: the solver's budget of positions, shared with the review and the overlay.
 */
export function coachHint(
  position: Position,
  budget = hintBudget(position),
  exact = new SolverBudget(exactBudget(position, HELP_EXACT_NODES)),
  /** Whether a set-up the move makes is checked as the review would judge it (quickHint has no time: it names none). */
  checkSetUp = true,
): Hint {
  if (position.isOver()) throw new Error('the game is over: there is no move to suggest');
  const sign = position.turn() === 1 ? 1 : -1;
  let square: number;
  let margin: number | null = null;
  let greedier: Greedier | null;
  let source: Hint['source'];
  const entry = lookUp(position);
  // A hint answers at once: the solver only within QUICK_REACH of the end. A whole small game solved
  // from its first move (hex:3 with connections, 19 moves) took 6 to 12 s on a loaded core; there the
  // book or the expert answers, and Best moves (the overlay) still values it exactly.
  const search = new ExactSearch(20);
  // One move before the book, as the review judges it: the best of the book's values of every move's position.
  const children = entry === null && position.movesLeft() > EXACT_REACH ? bookChildren(position) : null;
  const best =
    entry === null &&
    position.movesLeft() <= (changesManyCells(position) ? exactReach(position, QUICK_REACH) : QUICK_REACH)
      ? solvedBest(position, search, exact)
      : children
        ? { square: greediestOf(position, children.best), rest: children.rest }
        : null;
  if (entry || best) {
    // Of the book's best moves the one that scores most now (the solver's comes so already).
    square = entry ? greediestOf(position, [entry.move, ...entry.best]) : best!.square;
    margin = entry ? sign * entry.value + 0 : sign * position.scoreDifference() + best!.rest + 0;
    source = entry ? 'book' : 'solver';
    const reach = changesManyCells(position) ? exactReach(position, QUICK_REACH) : QUICK_REACH;
    greedier = solvedGreedier(position, square, margin, search, exact, budget / 2, reach);
  } else {
    ({ square, greedier } = coachPick(position, budget));
    source = 'expert';
  }
  const gains = squareGains(position, square);
  const idea = margin === null ? checkedIdea(position, square, gains, checkSetUp) : null;
  return {
    square,
    move: gains.move,
    gains,
    margin,
    idea,
    source,
    greedier,
    text: hintText(gains, margin ?? idea!, YOU, greedier),
    banner: hintBanner(gains, margin ?? idea!, YOU, greedier),
  };
}

/**
 * The move's idea for the hint: a square it sets up only where the review would not call playing
 * there a slip once it comes (set-up-check.ts; `check` false: no set-up named), else the next idea.
 */
function checkedIdea(position: Position, square: number, gains: SquareGains, check: boolean): HintIdea {
  const idea = hintIdea(position, square, gains);
  if (idea.kind !== 'sets-up' || (check && setUpHolds(position, square, idea.square))) return idea;
  return hintIdea(position, square, gains, false);
}

/** A best move by the solver within `budget`, or null past it. */
function solvedBest(
  position: Position,
  search: ExactSearch,
  budget: SolverBudget,
): { square: number; rest: number } | null {
  // The solver plays its moves on a copy: a search stopped by its budget leaves them played.
  const copy = position.clone();
  return withinBudget(() => budget.run(search, () => exactBestMove(search, copy)));
}

/** What the hint ends on: the final margin with best play where the position is solved, else the move's idea. */
export type HintEnd = number | HintIdea;

/** A hint's end: its margin, or its idea where best play is not known. */
export function hintEnd(hint: Pick<Hint, 'margin' | 'idea'>): HintEnd {
  return hint.margin ?? hint.idea!;
}

/**
 * The hint in two short sentences for the banner: what the square gives now and what it blocks,
 * then what best play gives from here ("Try c3 for 6, and it blocks their 4." / "If neither of
 * you slips, you win by 4.": said as best play, so a loss on the first move against Easy is no
 * verdict), or where that is not known the move's idea ("It joins two of your groups."). How the
 * cells split is left to the full words (the screen reader's) and the square's preview.
 */
export function hintBanner(
  g: SquareGains,
  end: HintEnd,
  to: Addressee = YOU,
  greedier: Greedier | null = null,
): string {
  // Under capture the move's point is named: what it takes, or the group it saves (RULES.md section 11).
  const now: HintNow =
    g.captured > 0
      ? { kind: 'captures', cells: g.captured, gain: g.gain }
      : g.saves > 0
        ? { kind: 'saves', cells: g.saves, your: to.your }
        : { kind: 'points', gain: g.gain };
  const { named, blocks } = bannerBlocks(g, to);
  const first = (clause: string) => hintMoveLine(tryShortWords(g.move), now, clause);
  // Under capture, best play not yet known and the move leaving the mover behind: the count now is
  // not what decides (the idea and any greedier square are in the full words).
  if (g.capture?.behind && typeof end !== 'number')
    return `${first(blocks)}\n${captureEndLine(g.capture.grid)}`;
  // A square that scores more now is the first thing a player asks about: its cost by the end comes
  // second. Beside it, a hint that blocks nothing gives a reason a beginner can see on the board
  // (greedierReason): without one "Try b11 for 1" over "e7 scores 3" read as a lonely far square.
  if (greedier) {
    const why = blocks || named ? '' : greedierReason(typeof end === 'number' ? null : end, greedier, to);
    return `${first(blocks || why)}\n${greedierLine(greedier, to)}`;
  }
  if (typeof end !== 'number') return `${first(blocks)}\n${ideaLine(end, to)}`;
  return `${first(blocks)}\n${bestPlayLine(end, to)}`;
}

/** What the banner's first line says the square blocks (or leaves open), and whether it names a capture or a save. */
function bannerBlocks(g: SquareGains, to: Addressee): { named: boolean; blocks: string } {
  // Scored by divisions any empty square gives the other side a lone cell's +1: only more is blocked.
  const named = g.captured > 0 || g.saves > 0;
  // A jump that leaves the other player their best square says so: a +4 jump gave them +8 on it at once.
  const leaves = g.left && g.left.opens > 0 ? leavesClause(g.left.square, g.left.opens, to.them) : '';
  const blocks = !named && g.denies > (g.byConnections ? 0 : 1) ? blocksClause(g.denies, to.their) : leaves;
  return { named, blocks };
}

/**
 * Whether the banner's reason is the room around the square ("open space around it", "5 empty
 * squares around it to grow into"): the board then rings those squares (a new player sent to
 * a lone square read "more room to grow" as no reason).
 */
export function bannerSaysRoom(g: SquareGains, end: HintEnd, greedier: Greedier | null): boolean {
  if (g.capture?.behind && typeof end !== 'number') return false;
  if (greedier) {
    const { named, blocks } = bannerBlocks(g, YOU);
    return (
      !named && !blocks && greedierReason(typeof end === 'number' ? null : end, greedier, YOU) === ROOM_REASON
    );
  }
  return typeof end !== 'number' && end.kind === 'room';
}

/** The hint's full words before its ending: the move, what it is worth and why, and the greedier move's contrast. */
export function hintWhy(g: SquareGains, to: Addressee = YOU, greedier: Greedier | null = null): string {
  const contrast = greedier ? ` ${greedierSentence(greedier, to, g.move)}` : '';
  return `${tryWords(g.move)}: ${worthWords(g, to)}. ${termSentences(g, to)}${contrast}`;
}

/**
 * The hint in a new player's words: "Try c3: +6 for you now, and it blocks their +4 there. Your cell splits
 * along 3 lines (+6). A best move: if both sides play perfectly from here, you win by 4 points."
 * Where the position is not solved it ends on the move's idea ("The idea: it joins two of your groups into one.").
 */
export function hintText(
  g: SquareGains,
  end: HintEnd,
  to: Addressee = YOU,
  greedier: Greedier | null = null,
): string {
  const why = hintWhy(g, to, greedier);
  if (typeof end !== 'number') {
    const endNote = g.capture ? ` ${captureEndSentence(g.capture.grid)}` : '';
    return `${why} ${hintIdeaSentence(end, to)}${endNote}`;
  }
  const margin = end;
  const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;
  const result =
    margin > 0
      ? `${to.wins} by ${points(margin)}`
      : margin < 0
        ? `${to.loses} by ${points(-margin)}`
        : 'it ends in a draw';
  return `${why} A best move: if both sides play perfectly from here, ${result}.`;
}
