// A puzzle being played: a match between two people at the puzzle's position in which only the
// side to move may play, one move at a time. A wrong move is taken back for another try; the
// right one (or the answer shown) ends it. The words the player reads come from the solver's values.

import { squareName } from '../engine/index.ts';
import type { Puzzle } from '../ai/puzzles/puzzle-set.ts';
import { Match, type MatchOptions } from './match.ts';
import { HUMAN } from './players.ts';
import { marginWords } from './puzzles.ts';
import { PUZZLE_REFUSED_WORDS } from '../words/puzzle-refused-words.ts';

export type PuzzleState = 'solving' | 'wrong' | 'solved' | 'shown';

/** What one move in a puzzle earned: right or not, and what it leads to with best play. */
export interface PuzzleVerdict {
  right: boolean;
  square: string;
  value: number;
  words: string;
}

/**
 * The sentence for a move: "Right! b2 wins by 6." or "c3 only draws with best play; one move wins
 * by 6. Try another." With `left` tries left (a daily), it says how many: "2 tries left."; with
 * none left, nothing (the answer is shown next).
 */
export function verdictWords(
  puzzle: Pick<Puzzle, 'value' | 'answer'>,
  name: string,
  value: number,
  left = Infinity,
): string {
  const goal = puzzle.value > 0 ? `wins by ${puzzle.value}` : 'saves the draw';
  if (name === puzzle.answer) return `Right! ${name} ${goal}.`;
  const gives = value === 0 ? 'only draws' : value > 0 ? `wins by only ${value}` : `loses by ${-value}`;
  const next =
    left === Infinity
      ? ' Try another.'
      : left > 0
        ? ` Try another: ${left === 1 ? 'one try' : `${left} tries`} left.`
        : '';
  return `${name} ${gives} with best play; one move ${goal}.${next}`;
}

/** Wrong tries made before (the player left and came back), and where each new one is kept. */
export interface TriesKept {
  before: number;
  /** The squares of those tries in the order tried, where kept (the hint is chosen from them). */
  squares?: readonly number[];
  keep(tries: number, squares: readonly number[]): void;
  /** The wrong tries allowed before the answer is shown (a daily's DAILY_TRIES); unlimited without. */
  allowed?: number;
}

export class PuzzleMatch extends Match {
  state: PuzzleState = 'solving';
  /** Wrong moves so far. */
  tries = 0;
  verdict: PuzzleVerdict | null = null;
  /** The last wrong move's verdict, kept when the answer is shown after it. */
  lastWrong: PuzzleVerdict | null = null;
  /** The squares tried and found wrong, in the order tried (the earlier visits' today too, where kept): the hint is chosen from them. */
  readonly wrongTries: number[] = [];
  private readonly startPly: number;
  /** Called once a try is judged (its verdict known; the puzzle's screen shows it once the board has). */
  onJudged: (() => void) | null = null;

  constructor(
    readonly puzzle: Puzzle,
    options: Omit<MatchOptions, 'moves' | 'store'>,
    private readonly kept: TriesKept | null = null,
  ) {
    super(
      { rules: puzzle.position.rules.id, players: [HUMAN, HUMAN] },
      { ...options, moves: puzzle.position.moves() },
    );
    this.startPly = this.position.ply;
    this.tries = kept?.before ?? 0;
    this.wrongTries.push(...(kept?.squares ?? []));
  }

  /**
   * Only a move from the puzzle's position, while the puzzle is being solved, is taken. After a
   * wrong try with tries left, a tap on another square is the next try (the wrong move taken back
   * first), as on lichess's puzzle screen: the verdict says "Try another", and a player does.
   */
  override play(square: number): boolean {
    if (this.state === 'wrong' && !this.busy && this.position.isLegal(square)) this.tryAgain();
    if (this.state !== 'solving' || this.position.ply !== this.startPly || this.busy)
      return this.refuseInput();
    const played = super.play(square);
    if (played) this.judge(this.position.lastMove());
    return played;
  }

  /** Why a tap is not taken now: never in silence (a board that does not answer looks frozen). */
  override refusedWhy(early: boolean): string | null {
    if (this.state === 'solved' || this.state === 'shown') return PUZZLE_REFUSED_WORDS.over;
    return early || this.busy || this.position.ply !== this.startPly ? PUZZLE_REFUSED_WORDS.wait : null;
  }

  /** The wrong tries allowed before the answer is shown (Infinity: as many as the player likes). */
  get allowed(): number {
    return this.kept?.allowed ?? Infinity;
  }

  /** Whether the tries are used up: the last was wrong, and the answer is to be shown next. */
  get outOfTries(): boolean {
    return this.state === 'wrong' && this.tries >= this.allowed;
  }

  /** After a wrong move: takes it back, so the player can try again (while tries are left). */
  tryAgain(): void {
    if (this.state !== 'wrong' || this.outOfTries) return;
    if (this.position.ply > this.startPly) this.undo();
    this.state = 'solving';
  }

  /**
   * Plays the answer for the player (after taking back a wrong move); the puzzle counts as not
   * solved, unless the player had already aimed at the answer (`aimed`, −1 for none) without placing
   * it: then they had it, and it counts as solved.
   */
  showAnswer(aimed = -1): void {
    if (this.state === 'solved' || this.state === 'shown') return;
    const hadIt = this.state === 'solving' && aimed === this.puzzle.answerSquare;
    if (this.position.ply > this.startPly) this.undo();
    this.state = 'solving';
    super.play(this.puzzle.answerSquare);
    this.state = hadIt ? 'solved' : 'shown';
    const words = hadIt
      ? `You had it: ${this.puzzle.answer} ${marginWords(this.puzzle.value)}.`
      : `The answer: ${this.puzzle.answer} ${marginWords(this.puzzle.value)}.`;
    this.verdict = { right: true, square: this.puzzle.answer, value: this.puzzle.value, words };
  }

  private judge(square: number): void {
    const name = squareName(this.position.layout, square);
    const value = this.puzzle.values.get(square)!;
    const right = square === this.puzzle.answerSquare;
    if (!right) this.tries++;
    const left = this.allowed - this.tries;
    this.verdict = { right, square: name, value, words: verdictWords(this.puzzle, name, value, left) };
    if (right) this.state = 'solved';
    else {
      this.lastWrong = this.verdict;
      this.wrongTries.push(square);
      this.state = 'wrong';
      this.kept?.keep(this.tries, this.wrongTries);
    }
    this.onJudged?.();
  }
}
