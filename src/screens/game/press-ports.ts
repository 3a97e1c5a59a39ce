// The press model's ports (press.ts): the pointer as it reads it, the board's geometry it asks, and
// the view it tells what to draw; the board's input (ui/board-input.ts) answers them with Phaser.

import type { Match } from '../../game/match.ts';
import type { JumpCell, JumpChoice } from './jump-select.ts';
import type { PressStyle } from './board-fit.ts';
import type { PressGainShown } from './press-gain.ts';
import type { SplitShown } from './split-preview.ts';
import type { MoveWorth } from './move-worth.ts';
import type { TapNear } from '../../ui/refused-tap.ts';

/** A pointer as the press model needs it, in game pixels; `downTime` is its press's DOM time. */
export interface PressPointer {
  id: number;
  x: number;
  y: number;
  touch: boolean;
  downTime: number;
  /** Its release's DOM time, on a release (the clock's now where not given). */
  upTime?: number;
}

/** What the presses show now. */
export interface PressSnapshot {
  /** The square the press held down will place on (an aiming press: aims at), or −1. */
  pressed: number;
  /** The aimed square, or −1. */
  aimed: number;
  /** The ghost cell in sight, or null. */
  ghost: { square: number; alpha: number } | null;
  /** The words last told of a refused tap, or null. */
  told: string | null;
  /** The square of the tap kept for the person's turn (made while the opponent's move showed), or −1. */
  queued: number;
  /** The cell selected to jump and where it can land (RULES.md section 13). */
  jump: JumpChoice;
}

/** What the board's geometry answers. */
export interface PressBoard {
  /** The square a tap at (x, y) would play (under gravity, its column's landing square), or −1. */
  targetAt(x: number, y: number): number;
  /** The square under (x, y) that holds a cell (under gravity, a full column's top cell), or −1. */
  takenAt(x: number, y: number): number;
  /** Whether (x, y) lies on the board's picture (its squares, its rim, the gaps between them). */
  onPicture(x: number, y: number): boolean;
  /** Whether a tap at (x, y) lies well inside `square`, off the band by an edge shared with another playable square (tap-inside.ts); absent: never. */
  wellInside?(x: number, y: number, square: number): boolean;
  /** What a press by this pointer does (board-fit.ts's pressStyle): place on release, magnify, or aim. */
  style(touch: boolean): PressStyle;
}

/** What the board's view draws for the presses. */
export interface PressView {
  /** The mover's cell, see-through, on `square` (−1 hides it). */
  ghost(square: number, alpha: number): void;
  /**
   * The aim's ring and Place bubble on `square` (−1 takes them away); `lift`: the bubble shows the
   * board magnified, above the pressed finger, or (`settled`, the finger up after a quick tap) clear
   * of the squares, asking for a second tap.
   */
  aim(square: number, lift: boolean, settled?: boolean): void;
  /** Shakes the cell on a taken square that was tapped. */
  shake(square: number): void;
  /** A tap was refused (a taken square, the opponent's turn, a cut press): the small sound every refused tap makes. */
  refused?(): void;
  /** A brief notice saying why a tap was refused, in the board's place for notices, never over the squares (`near`: where the tap was made). */
  tell(words: string, near?: TapNear): void;
  /** The cell selected to jump and its landing squares (−1 and none take them away), and the cells that can jump (marked). */
  jumps?(from: number, landings: number[], cells: JumpCell[]): void;
  /** The points a finger's press would make, above the finger or in the magnifier (null takes it away). */
  gain?(shown: PressGainShown | null): void;
  /** The faint cuts of the cells the shown move would divide (none takes them away). */
  splits?(splits: SplitShown[]): void;
  /** What the shown move gains, cell by cell, where that is shown (null takes it away). */
  worth?(worth: MoveWorth | null): void;
}

export interface PressPorts {
  match: Match;
  board: PressBoard;
  view: PressView;
  /** The clock of the DOM events' times (performance.now() in the browser). */
  clock: () => number;
  /** The opponent's reply still animating on the board: `finish` ends it now, the position drawn as it stands (turn-open.ts). */
  reply?: { plays(): boolean; finish(): void };
  /** The players' names: a refused tap is told why. Without them (the guided game speaks for itself) it is not. */
  names?: readonly [string, string];
}
