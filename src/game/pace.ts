// The pace of a watched game (two opponents): pause, step one move, the speed, and skip to the
// end. The match asks `ready()` before it shows an opponent's move and scales its think pause and
// the board's animations by `rate`: the chosen speed, or far faster while skipping to the end.

export const PACE_SPEEDS = [0.5, 1, 2, 4] as const;
export type PaceSpeed = (typeof PACE_SPEEDS)[number];
/** How much faster than normal the moves come while skipping to the end: each move's animation a few milliseconds. */
export const SKIP_RATE = 50;

export class Pace {
  private pausedState = false;
  private speedState: PaceSpeed = 1;
  private skippingState = false;
  /** Moves let through while paused (Step). */
  private steps = 0;
  private waiters: (() => void)[] = [];
  /** Thinking pauses under way (sleep()): a skip to the end cuts them short. */
  private sleepers = new Set<() => void>();
  private readonly listeners = new Set<() => void>();

  get paused(): boolean {
    return this.pausedState;
  }

  get speed(): PaceSpeed {
    return this.speedState;
  }

  /** True from skipToEnd() until Pause, Step, a new speed or a restart. */
  get skipping(): boolean {
    return this.skippingState;
  }

  /** How many times faster than normal the moves come: the speed, or SKIP_RATE while skipping. */
  get rate(): number {
    return this.skippingState ? SKIP_RATE : this.speedState;
  }

  /** Resolves when the next move may be shown: at once unless paused (a step lets one through). */
  ready(): Promise<void> {
    if (!this.pausedState) return Promise.resolve();
    if (this.steps > 0) {
      this.steps--;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Resolves after `ms`, or at once when a skip to the end begins (an opponent's thinking pause). */
  sleep(ms: number): Promise<void> {
    if (this.skippingState || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }

  setPaused(paused: boolean): void {
    if (paused) this.skippingState = false;
    if (paused === this.pausedState) return;
    this.pausedState = paused;
    this.steps = 0;
    if (!paused) this.wake(this.waiters.length);
    this.changed();
  }

  togglePaused(): void {
    this.setPaused(!this.pausedState);
  }

  /** One move, then paused again (pauses first if the game was running). */
  step(): void {
    if (!this.pausedState) this.setPaused(true);
    if (this.waiters.length > 0) this.wake(1);
    else this.steps = 1;
    this.changed();
  }

  /** Plays on at once to the end: no pause, no thinking time, the moves' animations all but instant. */
  skipToEnd(): void {
    if (this.skippingState) return;
    this.skippingState = true;
    this.pausedState = false;
    this.steps = 0;
    this.wake(this.waiters.length);
    for (const done of [...this.sleepers]) done();
    this.changed();
  }

  /** The next speed in turn, after the fastest the slowest (and the skip to the end stops). */
  nextSpeed(): PaceSpeed {
    this.skippingState = false;
    const i = PACE_SPEEDS.indexOf(this.speedState);
    this.speedState = PACE_SPEEDS[(i + 1) % PACE_SPEEDS.length]!;
    this.changed();
    return this.speedState;
  }

  /** Forgets moves waiting (an undo or restart drops the reply they belonged to), and stops a skip to the end. */
  clear(): void {
    this.waiters = [];
    this.steps = 0;
    if (!this.skippingState) return;
    this.skippingState = false;
    this.changed();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private wake(n: number): void {
    const woken = this.waiters.splice(0, n);
    for (const w of woken) w();
  }

  private changed(): void {
    for (const l of [...this.listeners]) l();
  }
}
