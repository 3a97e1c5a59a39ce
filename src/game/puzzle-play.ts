// A puzzle being played: a match between two people at the puzzle's position in which only the
// side to move may play, one move at a time. A wrong move is taken back for another try; the
// right one (or the answer shown) ends it. The words the player reads come from the solver's values.

import { squareName } from '../engine/index.ts';
import type { Puzzle } from '../ai/puzzles/puzzle-set.ts';
import { Match, type MatchOptions } from './match.ts';
import { HUMAN } from './players.ts';
import { marginWords } from './puzzles.ts';

export type PuzzleState = 'solving' | 'wrong' | 'solved' | 'shown';

/** What one move in a puzzle earned: right or not, and what it leads to with best play. */
export interface PuzzleVerdict {
  right: boolean;
  square: string;
  value: number;
  words: string;
}

/** The sentence for a move: "Right! b2 wins by 6." or "c3 only draws; the best move wins by 6." */
export function verdictWords(puzzle: Pick<Puzzle, 'value' | 'answer'>, name: string, value: number): string {
  const goal = puzzle.value > 0 ? `wins by ${puzzle.value}` : 'saves the draw';
  if (name === puzzle.answer) return `Right! ${name} ${goal}.`;
  const gives = value === 0 ? 'only draws' : value > 0 ? `wins by only ${value}` : `loses by ${-value}`;
  return `${name} ${gives} with best play; one move ${goal}. Try another.`;
}

/** Wrong tries made before (the player left and came back), and where each new one is kept. */
export interface TriesKept {
  before: number;
  keep(tries: number): void;
}

export class PuzzleMatch extends Match {
  state: PuzzleState = 'solving';
  /** Wrong moves so far. */
  tries = 0;
  verdict: PuzzleVerdict | null = null;
  private readonly startPly: number;

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
  }

  /** Only a move from the puzzle's position, while the puzzle is being solved, is taken. */
  override play(square: number): boolean {
    if (this.state !== 'solving' || this.position.ply !== this.startPly || this.busy)
      return this.refuseInput();
    const played = super.play(square);
    if (played) this.judge(this.position.lastMove());
    return played;
  }

  /** After a wrong move: takes it back, so the player can try again. */
  tryAgain(): void {
    if (this.state !== 'wrong') return;
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
    this.verdict = { right, square: name, value, words: verdictWords(this.puzzle, name, value) };
    if (right) this.state = 'solved';
    else {
      this.tries++;
      this.state = 'wrong';
      this.kept?.keep(this.tries);
    }
  }
}
