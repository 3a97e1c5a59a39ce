// The review for screen readers: the move list as lines to read ("Move 7, you, c3, +6, a mistake:
// about 4 points given away"), and a real slider over the game's moves (arrow keys, Page Up and
// Down, Home and End) that says the move and both scores at each place it is moved to. The
// drawn chart and its labels stay out of the reading order. Built with DOM calls and textContent only.

import { namedBest } from '../screens/review/ringed-squares.ts';
import type { MoveReview } from '../ai/coach/analyse.ts';
import { moveName } from '../engine/index.ts';
import type { GameReview } from '../game/review.ts';
import { BOARD_GRID_ATTRIBUTE } from './a11y-dialog-mode.ts';
import { announce } from './a11y-log.ts';
import type { ScenePort } from './scene-port.ts';
import { costSentence, moveInWords } from '../words/review-words.ts';
import { A11yReviewBoard } from './a11y-review-board.ts';
import { signed } from './move-words.ts';
import type { Position } from '../engine/index.ts';

/** The review's moves as the list gives them: the players' names, the moves' squares, the scores before each move and after the last. */
export interface ReviewedGame {
  names: [string, string];
  moves: string[];
  scores: readonly (readonly [number, number])[];
  reviewed: readonly (MoveReview | undefined)[];
  /** Each move: whether it gave points away yet hardly moved the forecast (GameReview.hardlyMoved). */
  hardlyMoved?: readonly boolean[];
  /** Moves the computer could not judge (GameReview.unsure): neither best nor costly. */
  unsure?: readonly boolean[];
}

/** A review's moves in the game's names. */
export function reviewedGame(review: GameReview, names: [string, string]): ReviewedGame {
  // Played along one copy of the start: a jump is named from the position it was made in.
  const p = review.start.clone();
  const moves = review.moves.map((m) => {
    const name = moveInWords(moveName(p, m));
    p.playUnchecked(m);
    return name;
  });
  return {
    names,
    moves,
    scores: review.scores,
    reviewed: review.reviewed,
    hardlyMoved: review.moves.map((_, i) => review.hardlyMoved(i)),
    unsure: review.moves.map((_, i) => review.unsure(i)),
  };
}

/** "a mistake: about 4 points given away", "a best move", "being reviewed". */
function costWords(review: MoveReview | undefined, hardlyMoved = false, unsure = false): string {
  return review ? costSentence(review, hardlyMoved, unsure) : 'being reviewed';
}

/** The mover's name inside a sentence: "you", "Easy". */
const nameInSentence = (name: string) => (name === 'You' ? 'you' : name);

/** One line per move: "Move 7, you, c3, +6, a mistake: about 4 points given away". */
export function reviewLines(game: ReviewedGame): string[] {
  return game.moves.map((square, i) => {
    const mover = i % 2;
    const gain = game.scores[i + 1]![mover]! - game.scores[i]![mover]!;
    return `Move ${i + 1}, ${nameInSentence(game.names[mover]!)}, ${square}, ${signed(gain)}, ${costWords(game.reviewed[i], game.hardlyMoved?.[i], game.unsure?.[i])}`;
  });
}

/** Where the slider stands: "Move 7 of 20: you, c3, a mistake: about 4 points given away. You 12, Easy 10." */
export function reviewPlaceWords(game: ReviewedGame, ply: number): string {
  const [a, b] = game.scores[ply]!;
  const scores = `${game.names[0]} ${a}, ${game.names[1]} ${b}.`;
  if (ply === 0) return `Start, the empty board. ${scores}`;
  const i = ply - 1;
  // The one best move the board rings (namedBest), so the words and the board agree.
  const shown = game.reviewed[i];
  const best = shown ? namedBest(shown.move, shown.best, shown.cost) : [];
  const bestWords = best.length === 0 ? '' : ` Best for that turn: ${best.map(moveInWords).join(' or ')}.`;
  return `Move ${ply} of ${game.moves.length}: ${nameInSentence(game.names[i % 2]!)}, ${game.moves[i]}, ${costWords(game.reviewed[i], game.hardlyMoved?.[i], game.unsure?.[i])}.${bestWords} ${scores}`;
}

export class A11yReviewSlider {
  private readonly slider: HTMLDivElement;
  private shown: number | null = null;
  /** The position at the move shown, read only, after the slider. */
  private readonly board: A11yReviewBoard;

  constructor(
    scene: ScenePort,
    private readonly moves: number,
    private readonly go: (ply: number) => void,
    names: [string, string],
  ) {
    const box = document.createElement('div');
    box.setAttribute(BOARD_GRID_ATTRIBUTE, '');
    box.className = 'a11y-only';
    const slider = document.createElement('div');
    slider.setAttribute('role', 'slider');
    slider.tabIndex = 0;
    slider.setAttribute(
      'aria-label',
      'Move shown: arrow keys step, Page Up and Page Down jump 5, Home and End go to the start and the end',
    );
    slider.setAttribute('aria-valuemin', '0');
    slider.setAttribute('aria-valuemax', String(moves));
    slider.addEventListener('keydown', this.onKey);
    this.board = new A11yReviewBoard({
      names,
      viewer: names[0] === 'You' ? 0 : names[1] === 'You' ? 1 : null,
    });
    box.append(slider, this.board.group);
    document.body.appendChild(box);
    this.slider = slider;
    // Whether the slider had the focus when the review last went (a resize or fullscreen restarts it).
    const kept = scene.kept;
    const again = kept.reviewFocus;
    kept.reviewFocus = false;
    if (again) slider.focus();
    scene.onShutdown(() => {
      kept.reviewFocus = document.activeElement === slider;
      box.remove();
    });
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    const at = this.shown ?? 0;
    const to: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowUp: at + 1,
      ArrowLeft: at - 1,
      ArrowDown: at - 1,
      PageUp: at + 5,
      PageDown: at - 5,
      Home: 0,
      End: this.moves,
    };
    const ply = to[e.key];
    if (ply === undefined) return;
    // Handled here: the review's own arrow keys (on the window) must not step it again.
    e.stopPropagation();
    e.preventDefault();
    this.go(Math.max(0, Math.min(this.moves, ply)));
  };

  /** Shows the ply in sight and its board (the move played there, the best squares for that turn); a new place is said in full in the log (not the place it opens on). */
  show(
    ply: number,
    words: string,
    board: { position: Position; played: number | null; best: readonly number[] },
  ): void {
    this.board.show(board.position, ply, this.moves, board.played, board.best);
    this.slider.setAttribute('aria-valuenow', String(ply));
    this.slider.setAttribute('aria-valuetext', ply === 0 ? 'Start' : `Move ${ply} of ${this.moves}`);
    if (this.shown !== null && this.shown !== ply) announce(words);
    this.shown = ply;
  }
}
