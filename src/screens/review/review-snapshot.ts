// The review's shapes, without Phaser: the review client as the review uses it, the finished game it
// reviews, the view it tells, a row of its move list and everything it shows as one value
// (review-model.ts makes them).

import type { LinePart } from './line-room.ts';
import type { MoveReview } from '../../ai/coach/analyse.ts';
import type { Mark } from '../../ai/coach/marks.ts';
import type { ReviewEnd } from '../../ai/coach/review-client.ts';
import type { Player, Position } from '../../engine/index.ts';
import type { Mode, PlayerId } from '../../game/players.ts';
import type { GameReview } from '../../game/review.ts';
import type { ReviewChart } from './review-chart.ts';

/** The review client as the review uses it: analyse a record move by move, or stop. */
export interface ReviewAnalyst {
  analyse(
    record: string,
    onMove: (review: MoveReview) => void,
    options?: { from?: number; hintSeats?: readonly Player[] },
  ): Promise<ReviewEnd>;
  cancel(): void;
}

/** The finished game to review, as the match in play gives it. */
export interface ReviewedMatch {
  record(): string;
  readonly players: [PlayerId, PlayerId];
  readonly position: { readonly ply: number };
  /** Its result: `kept` names the game in Your games (a shared link's finished game is not kept). */
  readonly result?: { readonly kept?: string } | null;
}

/** The view the model tells when what it shows changed (a move reviewed, the review ended). */
export interface ReviewView {
  /** `now`: the review ended or moved the board (drawn at once); else a move arrived (drawn by the frame). */
  changed(now?: boolean): void;
}

/** A row of the move list: its words, its mark (null while not reviewed yet), whether it is the move shown. */
export interface ReviewRow {
  index: number;
  words: string;
  /** The move alone ("33. You g6"), for the phone's strip of moves: what it cost is in the shown move's line. */
  short: string;
  mark: Mark | null;
  /** The points it gave away (0 while not reviewed yet). */
  cost: number;
  current: boolean;
  /** Who made it (0: the first player): the phone's strip writes it in that player's colour. */
  mover: 0 | 1;
  /** The review's key moment (key-moment.ts): the list marks it, the move the header and button name. */
  key?: boolean;
}

/** Everything the review shows, says and reports, as one value. */
export interface ReviewSnapshot {
  review: GameReview;
  /** The ply shown (0: the empty board … moves). */
  ply: number;
  moves: number;
  names: [string, string];
  mode: Mode;
  /** The players who are people: their moves can be retried. */
  persons: Player[];
  position: Position;
  /** The move just played in the position shown, or null at the start. */
  played: number | null;
  /** The best moves from the position before the move shown, by square. */
  best: number[];
  scoreLine: string;
  /** The shown move's words, and the same in parts (line-room.ts: which a short box spares first). */
  line: { words: string; mark: Mark | null; parts: readonly LinePart[] };
  progress: string;
  end: ReviewEnd | null;
  /** "Retry from here": offered to people only; off until there is a costly move of theirs. */
  retry: { offered: boolean; enabled: boolean; label: 'Retry from here' | 'Retry worst move' };
  /** The chart (review-chart.ts). */
  chart: ReviewChart;
  /** The moves where the forecast swung most (GameReview.turns), by index. */
  turns: number[];
  /** The button to the key moment, and on it or a move ranked under it the next one down; with no person, to the next move where the game turned; or null. */
  turn: { label: string; ply: number } | null;
  /** The key moment (key-moment.ts) as the position after it, the move the progress line, the button and the list name; null: none (yet). */
  keyPly: number | null;
  /** The gold rings' key, said under the line the first time they show, or null. */
  legend: string | null;
}
