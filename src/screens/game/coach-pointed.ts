// The square the coach points a player to, for a zoomed view to bring into sight (board-zoom.ts's
// followTo decides whether it must move): a reviewer zoomed in on a 12×12 was told "Try b11" with b11
// off the screen and no ring in sight. A hint as it is shown (and shown afresh by another press), and
// Best moves' first square as the player turns it on, are pointed to once each.

export class CoachPointed {
  /** The hint last pointed to, as its square and presses. */
  private hint = '-1:0';
  /** Whether Best moves' first square was pointed to since it was turned on. */
  private bestPointed = false;

  /**
   * The square to bring into sight now, or −1: a hint newly shown (`hint` ≥ 0, `presses` its press
   * count), else, as Best moves is on (`bestOn`) with its squares marked (`best`, the first the one
   * its words explain), its first, once until it is turned off again.
   */
  next(o: { hint: number; presses: number; bestOn: boolean; best: readonly number[] }): number {
    const hint = `${o.hint}:${o.presses}`;
    const hintNew = hint !== this.hint;
    this.hint = hint;
    if (!o.bestOn) this.bestPointed = false;
    if (hintNew && o.hint >= 0) return o.hint;
    if (o.bestOn && !this.bestPointed && o.best.length > 0) {
      this.bestPointed = true;
      return o.best[0]!;
    }
    return -1;
  }
}
