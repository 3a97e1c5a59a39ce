// Animation holds: a view holds the match while it animates, and a move that arrives meanwhile (a
// person's tap on their own turn, or an opponent's reply) waits, to be played exactly once when
// every hold is released. One move waits at most. The opponent's thinking begins once the move
// before has finished animating (afterAnimation), so its cue and time are all in sight.

export interface WaitingMove {
  square: number;
  byOpponent: boolean;
}

export class Holds {
  private count = 0;
  private waiting: WaitingMove | null = null;
  private idleWaiters: (() => void)[] = [];
  /** Told once the animation in progress ends (released, or cleared). */
  private releaseWaiters: (() => void)[] = [];
  /** Bumped by clear(): releases from before are ignored. */
  private generation = 0;

  /** `play` makes a waiting move once the last hold is released. */
  constructor(private readonly play: (move: WaitingMove) => void) {}

  /** Whether a view animates now. */
  get active(): boolean {
    return this.count > 0;
  }

  /** Whether a move waits for the animation to end. */
  get moveWaiting(): boolean {
    return this.waiting !== null;
  }

  /** Holds until the returned release is called; a release from before a clear() does nothing. */
  hold(): () => void {
    const generation = this.generation;
    let released = false;
    this.count++;
    return () => {
      if (released || generation !== this.generation) return;
      released = true;
      this.count--;
      if (this.count === 0) this.onIdle();
    };
  }

  /** Plays the move now, or once every hold is released. */
  playWhenIdle(move: WaitingMove): void {
    if (this.count > 0) this.waiting = move;
    else this.play(move);
  }

  /** Calls `then` once nothing animates: at once when nothing does, else when the last hold is released or cleared. */
  afterAnimation(then: () => void): void {
    if (this.count === 0) then();
    else this.releaseWaiters.push(then);
  }

  /** Resolves when nothing animates and no move waits. */
  whenIdle(): Promise<void> {
    if (this.count === 0 && this.waiting === null) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drops every hold and the waiting move (undo, restart, dispose). */
  clear(): void {
    this.generation++;
    this.count = 0;
    this.waiting = null;
    this.animationEnded();
    this.wakeWaiters();
  }

  private onIdle(): void {
    this.animationEnded();
    if (this.count > 0) return; // one told took a new hold
    const move = this.waiting;
    if (move) {
      this.waiting = null;
      this.play(move);
      return;
    }
    this.wakeWaiters();
  }

  private animationEnded(): void {
    const told = this.releaseWaiters;
    this.releaseWaiters = [];
    for (const t of told) t();
  }

  private wakeWaiters(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }
}
