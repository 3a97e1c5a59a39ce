// When a press on a button presses it, without Phaser. A finger that stays on a button presses it on
// release however long it stayed: a slow finger's tap is a tap. Held, the button says its name
// (a finger asking "what is this?" sees it) and the release still presses, as iOS's tab bar does;
// a finger that slides off the button lets it go, so "what is this?" answered, sliding off is the way
// not to press it. A release whose press began elsewhere (a finger held on a square and slid onto
// the bar) or before the button was drawn presses nothing.

/** A release over a button: what is known of its press. */
export interface ButtonRelease {
  /** The press's down time (the events' clock); 0 or less when unknown (a synthetic release). */
  downTime: number;
  /** The press went down on the button (or within its rim's room). */
  beganHere: boolean;
  /** The press began after the button was drawn (tap-began.ts's tapMeantFor). */
  meantFor: boolean;
}

/** One per button: the presses that slid off it, so their releases press nothing. */
export class ButtonPress {
  /** The down time of the last press that slid off the button while held, or null. */
  private slidOff: number | null = null;
  /** The down time of the press held on the button now, or null. */
  private held: number | null = null;

  /** A press went down on the button. */
  down(downTime: number): void {
    this.held = downTime;
    this.slidOff = null;
  }

  /** The pointer left the button; `stillDown`: the press is still held (a slide off, not a lift). */
  left(downTime: number, stillDown: boolean): void {
    if (stillDown) this.slidOff = downTime;
    if (this.held === downTime) this.held = null;
  }

  /** Whether the press that went down at `downTime` is still held on the button (a hold may name it). */
  holding(downTime: number): boolean {
    return this.held === downTime;
  }

  /** The release over the button: true when it presses it. */
  release(r: ButtonRelease): boolean {
    this.held = null;
    if (!r.beganHere || !r.meantFor) return false;
    return !(r.downTime > 0 && this.slidOff === r.downTime);
  }
}
