// Watching two opponents, without Phaser: what Pause (or Play), Step, the speed button and Skip to
// the end say and do. The pace itself (holding moves, one step, the speeds in turn, the skip) is
// game/pace.ts.

import type { Pace } from '../../game/pace.ts';

/** The watch row as shown. */
export interface WatchSnapshot {
  /** "Pause" while moves come, "Play" while the game holds (the button then shows as selected). */
  pauseLabel: string;
  paused: boolean;
  /** "Speed 1×", "Speed 2×", "Speed 4×", "Speed ½×". */
  speedLabel: string;
  /** Playing on at once to the end (the skip button then shows as selected, and Pause stops it). */
  skipping: boolean;
}

export const SKIP_LABEL = 'To the end';

export const speedLabel = (speed: number): string => `Speed ${speed === 0.5 ? '½' : speed}×`;

export class WatchModel {
  constructor(private readonly pace: Pace) {}

  snapshot(): WatchSnapshot {
    const { paused, speed, skipping } = this.pace;
    return { pauseLabel: paused ? 'Play' : 'Pause', paused, speedLabel: speedLabel(speed), skipping };
  }

  /** Pause or Play (Space). */
  togglePaused(): void {
    this.pace.togglePaused();
  }

  /** One move (→). */
  step(): void {
    this.pace.step();
  }

  nextSpeed(): void {
    this.pace.nextSpeed();
  }

  /** The rest of the game at once; its ending and the results come as after any game. */
  skipToEnd(): void {
    this.pace.skipToEnd();
  }

  /** Calls `show` with the snapshot at every change; returns the way to stop. */
  onChange(show: (w: WatchSnapshot) => void): () => void {
    return this.pace.onChange(() => show(this.snapshot()));
  }
}
