import { describe, expect, test, vi } from 'vitest';
import { FINAL_BEAT_MS, FIRST_FRAME_WAIT_MS, FinalBeat, realTimeWait } from '../../src/ui/final-beat.ts';
import { CELEBRATE_MS } from '../../src/screens/results/ending.ts';
import { handClock } from './hand-clock.ts';

const clock = handClock;

describe('FinalBeat', () => {
  test('the results wait the beat after the final board', () => {
    const c = clock();
    const beat = new FinalBeat(c.wait);
    let shown = 0;
    beat.begin(() => shown++);
    c.advance(FINAL_BEAT_MS - 1);
    expect(shown).toBe(0);
    c.advance(1);
    expect(shown).toBe(1);
    expect(FINAL_BEAT_MS).toBeGreaterThanOrEqual(800);
    expect(FINAL_BEAT_MS).toBeLessThanOrEqual(1000);
  });

  test('a tap during the beat brings the results at once, and only once', () => {
    const c = clock();
    const beat = new FinalBeat(c.wait);
    let shown = 0;
    beat.begin(() => shown++);
    c.advance(100);
    expect(beat.skip()).toBe(true);
    expect(shown).toBe(1);
    c.advance(FINAL_BEAT_MS);
    expect(shown).toBe(1);
    expect(beat.skip()).toBe(false);
  });

  test('the results come at the end of the beat whatever the review is doing: nothing is waited for', () => {
    const c = clock();
    const beat = new FinalBeat(c.wait);
    let shown = 0;
    beat.begin(() => shown++, FINAL_BEAT_MS);
    c.advance(FINAL_BEAT_MS - 1);
    expect(shown).toBe(0);
    c.advance(1);
    expect(shown).toBe(1);
  });

  test('a game taken back during the beat shows no results', () => {
    const c = clock();
    const beat = new FinalBeat(c.wait);
    let shown = 0;
    beat.begin(() => shown++);
    beat.cancel();
    c.advance(FINAL_BEAT_MS * 2);
    expect(shown).toBe(0);
  });
});

test('realTimeWait - the beat ends on the wall clock, however few frames are drawn meanwhile, and can be taken back', () => {
  vi.useFakeTimers();
  try {
    const beat = new FinalBeat(realTimeWait);
    let shown = 0;
    beat.begin(() => shown++, 2000);
    // Two frames in 2 s of wall time: a scene clock stepping at most 1/60 s a frame would be at 33 ms.
    vi.advanceTimersByTime(1999);
    expect(shown).toBe(0);
    vi.advanceTimersByTime(1);
    expect(shown).toBe(1);
    beat.begin(() => shown++, 900);
    beat.cancel();
    vi.advanceTimersByTime(5000);
    expect(shown).toBe(1);
  } finally {
    vi.useRealTimers();
  }
});

describe('FinalBeat before it begins', () => {
  test('a tap while the last move still divides brings the results as soon as it has settled', () => {
    const c = clock();
    const beat = new FinalBeat(c.wait);
    const shown = vi.fn();
    beat.expect(1000);
    // The tap that made the last move, released after it: not a skip.
    expect(beat.skip(990)).toBe(false);
    expect(beat.skip(1010)).toBe(true);
    expect(shown).not.toHaveBeenCalled();
    beat.begin(shown, 1500);
    expect(shown).toHaveBeenCalledTimes(1);
    c.advance(2000);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  test('no tap: the beat runs its time; a tap with no game over does nothing; an undo forgets the tap', () => {
    const c = clock();
    const beat = new FinalBeat(c.wait);
    const shown = vi.fn();
    expect(beat.skip()).toBe(false);
    beat.expect(0);
    beat.begin(shown, 1500);
    c.advance(1499);
    expect(shown).not.toHaveBeenCalled();
    c.advance(1);
    expect(shown).toHaveBeenCalledTimes(1);
    beat.expect(0);
    beat.skip(5);
    beat.cancel();
    const again = vi.fn();
    beat.begin(again, 1500);
    expect(again).not.toHaveBeenCalled();
  });
});

describe('FinalBeat counted from its first frame seen', () => {
  test("a win's celebration lasts 1.5 s from its first frame seen, however late a busy phone draws it", () => {
    const c = clock();
    const beat = new FinalBeat(c.wait);
    const shown = vi.fn();
    let seen = () => {};
    beat.begin(shown, CELEBRATE_MS, (start) => (seen = start));
    // A phone at 3× drawing a frame a second: the celebration's first frame is seen 1.2 s on.
    c.advance(1200);
    seen();
    c.advance(CELEBRATE_MS - 1);
    expect(shown).not.toHaveBeenCalled();
    c.advance(1);
    expect(shown).toHaveBeenCalledTimes(1);
    // A second frame's call changes nothing.
    seen();
    c.advance(CELEBRATE_MS);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  test('no frame at all (a page out of sight): it counts from the longest wait for one', () => {
    const c = clock();
    const beat = new FinalBeat(c.wait);
    const shown = vi.fn();
    beat.begin(shown, CELEBRATE_MS, () => {});
    c.advance(FIRST_FRAME_WAIT_MS);
    c.advance(CELEBRATE_MS - 1);
    expect(shown).not.toHaveBeenCalled();
    c.advance(1);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  test('a tap before the first frame brings the results at once; an undo then shows none', () => {
    const c = clock();
    const beat = new FinalBeat(c.wait);
    const shown = vi.fn();
    let seen = () => {};
    beat.begin(shown, CELEBRATE_MS, (start) => (seen = start));
    c.advance(300);
    expect(beat.skip()).toBe(true);
    expect(shown).toHaveBeenCalledTimes(1);
    seen();
    c.advance(FIRST_FRAME_WAIT_MS + CELEBRATE_MS);
    expect(shown).toHaveBeenCalledTimes(1);
    const again = vi.fn();
    beat.begin(again, CELEBRATE_MS, (start) => (seen = start));
    beat.cancel();
    seen();
    c.advance(FIRST_FRAME_WAIT_MS + CELEBRATE_MS);
    expect(again).not.toHaveBeenCalled();
  });
});
