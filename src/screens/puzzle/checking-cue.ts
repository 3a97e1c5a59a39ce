// The puzzle's "Checking your move…" between a try and its verdict, without Phaser: the verdict
// waits until the move's cells have landed and divided (the split is what a wrong try shows), which
// on a slow phone's frames can take seconds, and a blank band there read as frozen. The cue shows
// only once the wait has passed CHECKING_DELAY_MS, so a quick verdict comes without a flash; the
// clock is a port, so the delay is tested in Node.

/**
 * How long a try waits for its verdict before the cue shows, in ms: past a phone's usual landing and
 * division (0.6–0.8 s), so the cue comes only where the frames run slow, not as a flash on every try.
 */
export const CHECKING_DELAY_MS = 1000;

/** The wall clock the cue's delay runs on (window.setTimeout in the browser, by hand in the tests). */
export interface PuzzleClock {
  /** Runs `fn` after `ms`; returns the way to cancel it. */
  after(ms: number, fn: () => void): () => void;
}

/** A clock that never runs out: without one, the cue never shows. */
export const NO_CLOCK: PuzzleClock = { after: () => () => {} };

export class CheckingCue {
  private waiting = false;
  private shown = false;
  private cancel: () => void = () => {};

  constructor(
    private readonly clock: PuzzleClock,
    private readonly changed: () => void,
  ) {}

  /** A try was made: its verdict waits for the board, and the cue shows if the wait runs long. */
  begin(): void {
    this.end();
    this.waiting = true;
    this.cancel = this.clock.after(CHECKING_DELAY_MS, () => {
      if (!this.waiting) return;
      this.shown = true;
      this.changed();
    });
  }

  /** The verdict is shown: the cue goes (or never comes). */
  end(): void {
    this.cancel();
    this.cancel = () => {};
    this.waiting = false;
    this.shown = false;
  }

  /** Whether a try waits for its verdict. */
  get awaiting(): boolean {
    return this.waiting;
  }

  /** Whether the cue shows. */
  get showing(): boolean {
    return this.shown;
  }
}
