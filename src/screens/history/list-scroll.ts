// A list taller than its window, scrolled by a finger's drag or a wheel, without Phaser: where the
// list stands, which rows are in sight, and whether a press was a tap (a row chosen) or a drag.
// The History screen's model keeps one per tab, so a resize keeps the place.

/** A finger that moves less than this (game pixels) taps; more, and it drags the list. */
export const TAP_SLOP = 10;

export class ListScroll {
  /** How far the list is scrolled: 0 shows its top. */
  offset = 0;
  private content = 0;
  private window = 0;
  private press: { y: number; offset: number; moved: boolean } | null = null;

  /** The list's full height and its window's: the offset stays within them. */
  size(content: number, window: number): void {
    this.content = Math.max(0, content);
    this.window = Math.max(0, window);
    this.offset = this.clamp(this.offset);
  }

  get max(): number {
    return Math.max(0, this.content - this.window);
  }

  private clamp(offset: number): number {
    return Math.min(this.max, Math.max(0, offset));
  }

  /** A wheel's turn (positive: down the list). Returns whether the list moved. */
  wheel(dy: number): boolean {
    const before = this.offset;
    this.offset = this.clamp(this.offset + dy);
    return this.offset !== before;
  }

  /** Moves to `offset` (the scroll bar, a key). */
  scrollTo(offset: number): void {
    this.offset = this.clamp(offset);
  }

  down(y: number): void {
    this.press = { y, offset: this.offset, moved: false };
  }

  /** The finger moved to `y`: past the slop it drags the list. Returns whether the list moved. */
  move(y: number): boolean {
    const p = this.press;
    if (!p) return false;
    if (!p.moved && Math.abs(y - p.y) < TAP_SLOP) return false;
    p.moved = true;
    const before = this.offset;
    this.offset = this.clamp(p.offset + (p.y - y));
    return this.offset !== before;
  }

  /** The finger lifted: 'tap' when it did not drag (the row under it is chosen), else 'drag'. */
  up(): 'tap' | 'drag' | null {
    const p = this.press;
    this.press = null;
    return p === null ? null : p.moved ? 'drag' : 'tap';
  }

  /** The rows of `rowHeight` at least partly in the window: first and last index (last exclusive). */
  inSight(rows: number, rowHeight: number): { first: number; last: number } {
    const first = Math.max(0, Math.floor(this.offset / rowHeight));
    const last = Math.min(rows, Math.ceil((this.offset + this.window) / rowHeight));
    return { first, last: Math.max(first, last) };
  }

  /** The row at `y` inside the window (0 is its top), or null below the last row. */
  rowAt(y: number, rows: number, rowHeight: number): number | null {
    if (y < 0 || y > this.window) return null;
    const i = Math.floor((this.offset + y) / rowHeight);
    return i >= 0 && i < rows ? i : null;
  }

  /** Scrolls just enough to show row `i` whole (a key moved to it). */
  reveal(i: number, rowHeight: number): void {
    const top = i * rowHeight;
    if (top < this.offset) this.offset = this.clamp(top);
    else if (top + rowHeight > this.offset + this.window)
      this.offset = this.clamp(top + rowHeight - this.window);
  }
}
