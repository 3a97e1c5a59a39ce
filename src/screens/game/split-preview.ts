// Where a move would split cells, shown before it is made: a press (or the mouse resting on a square)
// draws faint cut lines on every cell that would divide, the new cell's own cuts and the new cuts of
// the cells it touches, so a triangle's or a hexagon's split is seen before the release rather than
// guessed. The engine plays the move on a copy and says which patterns change (captures and stem
// cells included); only the cuts a cell does not have yet are drawn, since its old ones already show
// as gaps between its pieces. Decided here, drawn by ui/split-lines.ts.

import type { Match } from '../../game/match.ts';
import type { Position } from '../../engine/index.ts';
import { moveWorth, type MoveWorth } from './move-worth.ts';

/** A cell that would divide: its square and the axes of its new cuts (RULES.md sections 3, 7 and 14). */
export interface SplitShown {
  square: number;
  /** The new cuts' axes, in the order of the pattern's digits. */
  axes: number[];
  /** The cell's whole pattern once divided: where its new cuts fall depends on all its cuts (CELLS.md, art/even-cuts.ts). */
  pattern: number;
}

/**
 * The cells `move` by the player to move would divide, and along which new axes: a square, or a jump
 * (RULES.md section 13, its cell gone from where it stood). None for an illegal move.
 */
export function splitsOf(position: Position, move: number): SplitShown[] {
  const mover = position.toMove();
  if (mover === null || move < 0 || position.whyIllegal(move) !== null) return [];
  const after = position.clone();
  after.playUnchecked(move);
  const axes = position.layout.axes;
  const splits: SplitShown[] = [];
  for (let s = 0; s < position.layout.size; s++) {
    if (after.owner[s] !== mover) continue;
    // A captured cell was another colour's: every cut it has as the mover's is new.
    const before = position.owner[s] === mover ? position.pattern[s]! : 0;
    const added = after.pattern[s]! & ~before;
    if (added === 0) continue;
    const list: number[] = [];
    for (let a = 0; a < axes; a++) if ((added >> a) & 1) list.push(a);
    splits.push({ square: s, axes: list, pattern: after.pattern[s]! });
  }
  return splits;
}

/** The splits to show for the square a press or the mouse points at: only on a turn the person can play. */
export function splitsShownOf(match: Match, square: number): SplitShown[] {
  return square >= 0 && match.canPlay() ? splitsOf(match.position, square) : [];
}

/**
 * Follows the move a press shows (its cell to come, the aim, a jump's landing) and tells the view its
 * splits when it changes, and, where what a move gains is shown (gains-setting.ts), its worth cell by
 * cell (move-worth.ts).
 */
export class SplitFollower {
  /** The move followed and the position it was shown on (an undo under a resting mouse changes it). */
  private shown = '';
  private worthOn = false;

  constructor(
    private readonly match: Match,
    private readonly show: (splits: SplitShown[]) => void,
    private readonly showWorth: (worth: MoveWorth | null) => void = () => {},
  ) {}

  /** Whether the move's worth shows beside its cuts; the move followed is shown again. */
  setWorth(on: boolean): void {
    if (this.worthOn === on) return;
    this.worthOn = on;
    this.shown = '';
    if (!on) this.showWorth(null);
  }

  /** The move shown now (a square, or the jump that lands there), or −1. */
  follow(move: number): void {
    const m = move >= 0 && this.match.canPlay() ? move : -1;
    const shown = m < 0 ? '' : `${m}@${this.match.position.moves().join('.')}`;
    if (shown === this.shown) return;
    this.shown = shown;
    this.show(m < 0 ? [] : splitsOf(this.match.position, m));
    if (this.worthOn) this.showWorth(m < 0 ? null : moveWorth(this.match.position, m));
  }
}
