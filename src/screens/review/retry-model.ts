// "Retry from here": a new match against the same opponent from just before a costly move of the
// person's; when they play that move again, the review's analysis says whether it was as good as
// the best, and the player chooses: back to the review of the game they retried (the retry is
// thrown away, and the saved game in progress is put back as it was), or play on (the retry is
// then the game in progress, not counted). The services keep this model, so a scene restart
// (a resize) keeps the side trip.

import type { MoveReview } from '../../ai/coach/analyse.ts';
import type { ReviewEnd } from '../../ai/coach/review-client.ts';
import { readSquareName, type Layout, type Position } from '../../engine/index.ts';
import type { Match, MatchSetup } from '../../game/match.ts';
import { retryVerdict, type GameReview } from '../../game/review.ts';
import { theMoveWords } from '../../words/move-name-words.ts';

/** What the retry needs of the page: the match in play, a new one, the save, the notices. */
export interface RetryPorts {
  /** The match in play, or null. */
  match(): Match | null;
  /** Ends the match in play and makes a new one from `setup`, its first `moves` played. */
  newMatch(setup: MatchSetup, moves: readonly number[]): Match;
  /** Makes `match` the match in play again (the one the retry came from). */
  restore(match: Match | null): void;
  /** Keeps the saved game as it is now; the function returned puts it back. */
  keepSave(): () => void;
  /** A notice over the game for `ms` milliseconds. */
  notice(words: string, ms: number): void;
  /** Told when a retried move could not be judged. */
  warn(message: string, detail: unknown): void;
  /** Whether the person saw a hint or Best moves in `match` (the verdict then says the best move was shown). */
  helped?(match: Match): boolean;
}

/** The part of a review client the retry uses: judging the retried move. */
export interface RetryJudge {
  analyse(
    record: string,
    onMove: (review: MoveReview) => void,
    options: { from?: number },
  ): Promise<ReviewEnd>;
}

/** The question the verdict asks over the board, in its words and buttons. */
export interface VerdictQuestion {
  title: string;
  detail: string;
  yes: 'Back to review';
  no: 'Play on';
  /** Back to review is a way back, not a loss: drawn as the house's ways back ("‹ Review"). */
  yesGoesBack: true;
}

export class RetryModel {
  private told: string | null = null;
  /** The retry in play, the match it was retried from, the save to put back when it is left, and the move retried (from 1). */
  private trip: { retried: Match; from: Match | null; putBack: () => void; move: number } | null = null;
  private readonly keptListeners = new Set<() => void>();

  constructor(private readonly ports: RetryPorts) {}

  /** What the last retry's move was told, or null while it has not been played or judged. */
  get verdict(): string | null {
    return this.told;
  }

  /** The move the match in play retries (counted from 1), or null when it is not a retry (or was played on). */
  inPlay(): { move: number } | null {
    return this.trip && this.ports.match() === this.trip.retried ? { move: this.trip.move } : null;
  }

  /** The sign over the status line while the match in play is a retry or one played on from a retry, else null. */
  sign(): string | null {
    const retry = this.inPlay();
    if (retry) return `Practice · from move ${retry.move}`;
    const from = this.ports.match()?.retryOf ?? null;
    return from === null ? null : `Played on from move ${from} · not in your record`;
  }

  /** Calls `listener` when the retry in play is kept; returns the way to stop. */
  onKept(listener: () => void): () => void {
    this.keptListeners.add(listener);
    return () => this.keptListeners.delete(listener);
  }

  /**
   * Makes the match in play the retry of `target`; the caller starts the board. `judged` is told the
   * verdict once the retried move is judged, and says whether it showed it; if not, a notice does.
   * The opponent's reply waits until the verdict is answered: `judged` calls `answered` then (a
   * reply landing behind the question would change the score the player is reading about).
   */
  start(
    review: GameReview,
    target: MoveReview,
    setup: MatchSetup,
    judge: RetryJudge,
    judged: (verdict: string, answered: () => void) => boolean = () => false,
  ): Match {
    const ports = this.ports;
    this.told = null;
    const from = ports.match();
    const putBack = ports.keepSave();
    // The new match ends the one in play; the retried game's review only needs its record, which stays.
    // Its moves before the retried one are the finished game's, already counted: this game is not (Play on included).
    const match = ports.newMatch(
      { ...setup, retryOf: target.index + 1 },
      review.moves.slice(0, target.index),
    );
    this.trip = { retried: match, from, putBack, move: target.index + 1 };
    const stop = match.on((e) => {
      if (e.type !== 'move' || e.ply !== target.index + 1) return;
      stop();
      // The record now ends with the retried move: the opponent has not answered yet, and waits.
      const record = match.record();
      const answered = match.hold();
      void judge
        .analyse(
          record,
          (retried) => {
            // Left for the review before the verdict: the retry is gone, and so is its question.
            if (retried.index !== target.index || ports.match() !== match) return;
            const verdict = retryVerdict(target, retried, ports.helped?.(match) ?? false);
            this.told = verdict;
            if (!judged(verdict, answered)) {
              ports.notice(verdict, 9000);
              answered();
            }
          },
          { from: target.index },
        )
        .then(
          (end) => {
            if (this.told !== null || ports.match() !== match) return;
            // Not judged (the analysis failed or was stopped): the game goes on without a verdict.
            if (!end.done) ports.warn('the retried move was not judged:', end.error);
            answered();
          },
          (error: unknown) => {
            ports.warn('the retried move was not judged:', error);
            answered();
          },
        );
    });
    ports.notice(
      `Move ${target.index + 1} again: you played ${theMoveWords(target.move)} here. Can you find better? This practice won't count in your record.`,
      6000,
    );
    return match;
  }

  /** Play on: the retry in play is the game in progress from now on, no longer a side trip. */
  keep(): void {
    if (!this.trip || this.ports.match() !== this.trip.retried) return;
    this.trip = null;
    for (const listener of [...this.keptListeners]) listener();
  }

  /**
   * Leaves the retry in play for the game it was retried from (the review, its results): the retry is
   * thrown away and the save is put back as it was before. False when the match in play is not that retry.
   */
  leave(): boolean {
    if (!this.trip || this.ports.match() !== this.trip.retried) return false;
    const { retried, from, putBack } = this.trip;
    this.trip = null;
    retried.dispose();
    putBack();
    this.ports.restore(from);
    return true;
  }
}

/** The verdict as a question: its first sentence the title, what the move is worth under it, then the choice. */
export function verdictQuestion(verdict: string): VerdictQuestion {
  const cut = verdict.indexOf('. ') + 1;
  const [title, more] = cut > 0 ? [verdict.slice(0, cut), `${verdict.slice(cut + 1)} `] : [verdict, ''];
  return {
    title,
    detail: `${more}Go back to the review of your game, or play this one on? It goes on from here, not counted in your record.`,
    yes: 'Back to review',
    no: 'Play on',
    yesGoesBack: true,
  };
}

/**
 * The squares the verdict speaks of, which its question must leave in sight: the square retried, the
 * square played there now, and the best; a jump (a move number past the board, or a best named AxC)
 * speaks of its three squares, from A over B to C.
 */
export function verdictSquares(position: Position, target: MoveReview): number[] {
  const retried = position.moves()[target.index];
  return [
    ...moveSquares(position, target.square),
    ...(retried === undefined ? [] : moveSquares(position, retried)),
    ...target.best.flatMap((n) => namedSquares(position.layout, n)),
  ];
}

function moveSquares(position: Position, move: number): number[] {
  if (!position.isJump(move)) return [move];
  const { from, over, to } = position.jumpSquares(move);
  return [from, over, to].filter((s) => s >= 0);
}

/** A best move's squares by its name: a square name, or a jump AxC with the square jumped over. */
function namedSquares(layout: Layout, name: string): number[] {
  const ends = (/^([a-z]\d+)x([a-z]\d+)$/.exec(name)?.slice(1) ?? [name]).map((n) =>
    readSquareName(layout, n),
  );
  const squares = ends.flatMap((r) => ('square' in r ? [r.square] : []));
  if (ends.length !== 2 || squares.length !== 2) return squares;
  const [from, to] = squares as [number, number];
  const D = layout.directions;
  for (let d = 0; d < D; d++) {
    const over = layout.neighbour[from * D + d]!;
    if (over >= 0 && layout.neighbour[over * D + d] === to) return [from, over, to];
  }
  return squares;
}
