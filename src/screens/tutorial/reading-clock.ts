// The guided game's wall clock, at the players' pace or, at the tests' speed, a fifth of it: the
// lines stay long enough for a check to read them (the feedback line after a wrong tap, then the
// step's words again), and the reading waits (some 3 s for each of the opponent's lines) no longer
// make most of a browser test's time. The reading times themselves are the model's, tested in Node.
import type { TutorialClock } from './tutorial-ports.ts';

/** The share of the players' reading time each line stays at the tests' speed. */
export const TEST_READING_PACE = 0.2;

/** A clock on which every wait takes `pace` of its time on `wall` (1: the players' pace). */
export function readingClock(wall: TutorialClock, pace = 1): TutorialClock {
  if (!(pace > 0)) throw new Error(`a reading pace is a positive share, not ${pace}`);
  return {
    now: () => wall.now() / pace,
    after: (ms, fn) => wall.after(ms * pace, fn),
  };
}

/** The pace of the guided game's reading: the players' own, or TEST_READING_PACE where the pauses are off (the tests' speed). */
export function readingPace(pauses: number): number {
  return pauses > 0 ? 1 : TEST_READING_PACE;
}
