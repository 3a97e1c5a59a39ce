// The guided game's reading clock: at the players' pace every line waits its whole reading time; at
// the tests' speed (the pauses off) a fifth of it, measured on the same wall clock.
import { describe, expect, test } from 'vitest';
import { readingMs } from '../../../src/words/tutorial-words.ts';
import { readingClock, readingPace, TEST_READING_PACE } from '../../../src/screens/tutorial/reading-clock.ts';

/** A wall clock that records the waits asked of it. */
function wallAt(t: number) {
  const waits: number[] = [];
  const wall = { t, now: () => wall.t, after: (ms: number) => void waits.push(ms) };
  return { wall, waits };
}

describe('reading clock', () => {
  test('the players read at their own pace; the tests at a fifth of it', () => {
    expect(readingPace(1)).toBe(1);
    expect(readingPace(0)).toBe(TEST_READING_PACE);
    expect(TEST_READING_PACE).toBe(0.2);
  });

  test("at the players' pace a wait is its whole time on the wall clock", () => {
    const { wall, waits } = wallAt(5000);
    const clock = readingClock(wall);
    const line = readingMs('Not that one: the glowing square is to the right.');
    clock.after(line, () => {});
    expect(waits).toEqual([line]);
    expect(clock.now()).toBe(5000);
  });

  test("at the tests' pace a line's reading time passes in a fifth of it on the wall clock", () => {
    const { wall, waits } = wallAt(5000);
    const clock = readingClock(wall, readingPace(0));
    const line = readingMs('Not that one: the glowing square is to the right.');
    const shownAt = clock.now();
    clock.after(line, () => {});
    expect(waits[0]).toBeCloseTo(line / 5);
    // After a fifth of the reading time on the wall, the clock the model reads has passed all of it.
    wall.t += line / 5;
    expect(clock.now() - shownAt).toBeCloseTo(line);
  });

  test('a pace of zero or less is refused: the waits would never end or run backwards', () => {
    const { wall } = wallAt(0);
    expect(() => readingClock(wall, 0)).toThrow(/positive share/);
    expect(() => readingClock(wall, -1)).toThrow(/positive share/);
  });
});
