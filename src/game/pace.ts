// The pace of a watched game (two opponents): pause, step one move, and the speed. The match asks
// `ready()` before it shows an opponent's move and scales its think pause by `speed`.

export const PACE_SPEEDS = [0.5, 1, 2, 4] as const;
export type PaceSpeed = (typeof PACE_SPEEDS)[number];

export class Pace {
  private pausedState = false;
  private speedState: PaceSpeed = 1;
  /** Moves let through while paused (Step). */
  private steps = 0;
  private waiters: (() => void)[] = [];
  private readonly listeners = new Set<() => void>();

  get paused(): boolean {
    return this.pausedState;
  }

  get speed(): PaceSpeed {
    return this.speedState;
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

  setPaused(paused: boolean): void {
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

  /** The next speed in turn, after the fastest the slowest. */
  nextSpeed(): PaceSpeed {
    const i = PACE_SPEEDS.indexOf(this.speedState);
    this.speedState = PACE_SPEEDS[(i + 1) % PACE_SPEEDS.length]!;
    this.changed();
    return this.speedState;
  }

  /** Forgets moves waiting (an undo or restart drops the reply they belonged to). */
  clear(): void {
    this.waiters = [];
    this.steps = 0;
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
