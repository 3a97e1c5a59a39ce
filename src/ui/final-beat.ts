// The beat between a game's end and its results: the final board stays in sight a moment after
// the last division and the HUD's count-up, and a tap on the board during it brings the results
// sooner, never before the final board has been seen whole LOOK_LEAST_MS (the final board
// went by unseen; a tap meant as one more move must not sweep it away). A tap while the last move still divides (the game is over,
// the beat not begun) counts too: the results then come once that least look is over. The beat is counted on the wall clock from its first frame
// drawn, not from when it was asked for: a phone drawing a frame a second (3×, software drawing)
// spends most of a 1.5 s beat on the last division's snap and the celebration's first frame, so
// counted from the ending's start the win would be seen for a frame or two.

import { endingDeadline } from '../screens/results/ending.ts';

/** How long the final board shows before the results come, in milliseconds. */
export const FINAL_BEAT_MS = 900;
/**
 * How long the final board stands still once the last move has landed, divided and been counted,
 * before the ending (a win's banner and celebration, then the results) covers any of it: the player
 * sees the move that ended the game (reviewer 48a: the card came before the last cell had split).
 */
export const LAST_LOOK_MS = 600;
/**
 * The least time the final board is in sight whole, from its still look's first frame, before a tap
 * may bring the results: the game's last position is the payoff, and a tap meant as one more move
 * (or the tap that made the last move, still down) does not sweep it away.
 */
export const LOOK_LEAST_MS = 1200;
/** The longest the beat waits for its first frame before counting anyway (a page out of sight draws none). */
export const FIRST_FRAME_WAIT_MS = 2000;

export interface Timer {
  remove(): void;
}

/**
 * A wait on the wall clock: the beat a player feels lasts its milliseconds even where frames crawl
 * (a loaded device at 1–2 frames a second, whose game clock moves one capped step a frame).
 */
export function realTimeWait(ms: number, fn: () => void): Timer {
  const id = setTimeout(fn, ms);
  return { remove: () => clearTimeout(id) };
}

/**
 * Resolves once the match is idle and the HUD has counted the last move, or by ending.ts's deadline
 * on the wall clock (a busy device's game clock crawls), whichever is first. A last move that turned
 * cells over (a capture) is never cut: its deadline runs only once its beats have played.
 */
export function endingDue(
  match: { whenIdle(): Promise<void> },
  hud: { counted(): Promise<void> },
  lastMove: Parameters<typeof endingDeadline>[0],
  wait: (ms: number, fn: () => void) => Timer = realTimeWait,
): Promise<void> {
  const { afterBeats, ms } = endingDeadline(lastMove);
  const counted = () => match.whenIdle().then(() => hud.counted());
  const by = () => new Promise<void>((done) => wait(ms, done));
  if (!afterBeats) return Promise.race([counted(), by()]);
  return match.whenIdle().then(() => Promise.race([hud.counted(), by()]));
}

/** A beat waiting for its first frame, then counting its time (`timer`). */
interface Waiting {
  then: () => void;
  timer: Timer | null;
  /** The wait for the first frame, until it comes. */
  frame: Timer | null;
}

export class FinalBeat {
  private waiting: Waiting | null = null;
  /** The game is over and its beat will begin; `skipped`: a tap asked for the results already. */
  private coming: { at: number; skipped: boolean } | null = null;
  /** The final board's still look, until it ends: its timers and what comes after it. */
  private looking: { then: () => void; timers: Timer[] } | null = null;
  /** When the still look's first frame was seen (`now`'s clock), until the game is taken back. */
  private seenAt: number | null = null;
  /** A tap's results held until the least look is over. */
  private held: Timer | null = null;

  /**
   * `wait(ms, fn)` calls fn after ms (the board's: realTimeWait), and can be taken back; `now` is
   * the same clock's time in ms.
   */
  constructor(
    private readonly wait: (ms: number, fn: () => void) => Timer,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Shows the final board for the beat (`ms`: the ending's own, a win's celebration), then calls
   * `then` once. `drawn(start)` calls start when the beat's first frame is drawn: its time counts
   * from then (or from FIRST_FRAME_WAIT_MS, if no frame comes); without it, from now. The results
   * wait for nothing else: what needs the game's review fills in on them when it is done.
   */
  begin(then: () => void, ms = FINAL_BEAT_MS, drawn?: (start: () => void) => void): void {
    this.stopTimers();
    const skipped = this.coming?.skipped === true;
    this.coming = null;
    if (skipped) {
      this.waiting = null;
      then();
      return;
    }
    const waiting: Waiting = { then, timer: null, frame: null };
    this.waiting = waiting;
    const start = () => {
      if (this.waiting !== waiting || waiting.timer) return;
      waiting.frame?.remove();
      waiting.frame = null;
      waiting.timer = this.wait(ms, () => this.end(waiting));
    };
    if (!drawn) return start();
    waiting.frame = this.wait(FIRST_FRAME_WAIT_MS, start);
    drawn(start);
  }

  /**
   * The final board stands still `ms` (LAST_LOOK_MS unless said) from its first frame drawn (`drawn(start)` calls start
   * then; FIRST_FRAME_WAIT_MS at most), then `then` (the ending) plays. A tap during it skips the
   * ending's beat: the results come once the board has been seen whole LOOK_LEAST_MS.
   */
  look(then: () => void, drawn?: (start: () => void) => void, ms = LAST_LOOK_MS): void {
    this.stopLook();
    const looking: { then: () => void; timers: Timer[] } = { then, timers: [] };
    this.looking = looking;
    let started = false;
    const start = () => {
      if (started || this.looking !== looking) return;
      started = true;
      this.seenAt = this.now();
      // A tap already asked for the results: they come once the least look is over, no ending between.
      const hold = this.coming?.skipped ? LOOK_LEAST_MS : ms;
      looking.timers.push(this.wait(hold, () => this.endLook(looking)));
    };
    looking.timers.push(this.wait(FIRST_FRAME_WAIT_MS, start));
    if (drawn) drawn(start);
    else start();
  }

  /**
   * The game is over (`at`, on the events' clock): its beat begins once the last move has settled; a
   * tap begun from then skips it (the tap that made the last move, released after, does not).
   */
  expect(at: number): void {
    this.coming = { at, skipped: false };
    this.seenAt = null;
  }

  /**
   * A tap during the beat (or before it, once the game is over): the results come now, or once the
   * final board has been seen whole LOOK_LEAST_MS. True when it cut a beat short.
   */
  skip(began = Infinity): boolean {
    const waiting = this.waiting;
    if (!waiting && this.coming) {
      if (began < this.coming.at) return false;
      if (this.coming.skipped) return true;
      this.coming.skipped = true;
      const looking = this.looking;
      if (looking && this.seenAt !== null) {
        // The still look lasts the least look in all, then the results come, no ending between.
        for (const t of looking.timers) t.remove();
        const left = Math.max(0, LOOK_LEAST_MS - (this.now() - this.seenAt));
        looking.timers = [this.wait(left, () => this.endLook(looking))];
      }
      return true;
    }
    if (!waiting) return false;
    this.afterLeast(() => {
      this.stopTimers();
      this.end(waiting);
    });
    return true;
  }

  /** Runs `fn` now if the final board has been seen whole LOOK_LEAST_MS (or had no look), else once it has. */
  private afterLeast(fn: () => void): void {
    const left = this.seenAt === null ? 0 : LOOK_LEAST_MS - (this.now() - this.seenAt);
    if (left <= 0) return fn();
    if (this.held) return;
    this.held = this.wait(left, () => {
      this.held = null;
      fn();
    });
  }

  /** The game was taken back (undo, restart) during the beat: no results. */
  cancel(): void {
    this.stopTimers();
    this.stopLook();
    this.held?.remove();
    this.held = null;
    this.waiting = null;
    this.coming = null;
    this.seenAt = null;
  }

  private stopLook(): void {
    for (const t of this.looking?.timers ?? []) t.remove();
    this.looking = null;
  }

  private endLook(looking: { then: () => void }): void {
    if (this.looking !== looking) return;
    this.stopLook();
    looking.then();
  }

  private stopTimers(): void {
    this.waiting?.timer?.remove();
    this.waiting?.frame?.remove();
  }

  private end(waiting: Waiting): void {
    if (this.waiting !== waiting) return;
    this.waiting = null;
    waiting.then();
  }
}
