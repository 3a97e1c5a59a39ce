// The final board's still look (final-beat.ts's FinalBeat.look): after the last move has landed,
// divided and been counted, nothing covers the board for LAST_LOOK_MS from its first frame drawn;
// then the ending (a win's banner and celebration) and its beat, then the results. A tap brings the
// results sooner, never before the board has been seen whole LOOK_LEAST_MS; a game taken back
// during the look plays no ending.
import { describe, expect, test } from 'vitest';
import { FinalBeat, FIRST_FRAME_WAIT_MS, LAST_LOOK_MS, LOOK_LEAST_MS } from '../../src/ui/final-beat.ts';
import { CELEBRATE_MS } from '../../src/screens/results/ending.ts';
import { handClock } from './hand-clock.ts';

const clock = handClock;

/** The board's ending as board-ending.ts runs it: the look, then the celebration's beat, then the results. */
function ending(beat: FinalBeat, drawn?: (start: () => void) => void) {
  const seen = { ending: 0, results: 0 };
  beat.expect(0);
  beat.look(() => {
    seen.ending++;
    beat.begin(() => seen.results++, CELEBRATE_MS);
  }, drawn);
  return seen;
}

describe('the final look', () => {
  test('the ending waits the look after the last move is counted, and the results the celebration after it', () => {
    const c = clock();
    const seen = ending(new FinalBeat(c.wait));
    c.advance(LAST_LOOK_MS - 1);
    expect(seen).toEqual({ ending: 0, results: 0 });
    c.advance(1);
    expect(seen).toEqual({ ending: 1, results: 0 });
    c.advance(CELEBRATE_MS);
    expect(seen).toEqual({ ending: 1, results: 1 });
    // Long enough to see the final board, short enough not to feel stuck.
    expect(LAST_LOOK_MS).toBeGreaterThanOrEqual(600);
    expect(LAST_LOOK_MS).toBeLessThanOrEqual(1200);
  });

  test('counted from its first frame drawn: a busy device shows the still board its whole look', () => {
    const c = clock();
    let start = () => {};
    const seen = ending(new FinalBeat(c.wait), (s) => (start = s));
    c.advance(700);
    expect(seen.ending).toBe(0);
    start();
    c.advance(LAST_LOOK_MS - 1);
    expect(seen.ending).toBe(0);
    c.advance(1);
    expect(seen.ending).toBe(1);
    // A page out of sight draws no frame: the look counts anyway after FIRST_FRAME_WAIT_MS.
    const hidden = ending(new FinalBeat(c.wait), () => {});
    c.advance(FIRST_FRAME_WAIT_MS + LAST_LOOK_MS);
    expect(hidden.ending).toBe(1);
  });

  test('a tap during the look brings the results once the board was seen whole the least look, no ending between', () => {
    const c = clock();
    const beat = new FinalBeat(c.wait, c.now);
    const seen = ending(beat);
    c.advance(200);
    expect(beat.skip(100)).toBe(true);
    c.advance(LOOK_LEAST_MS - 200 - 1);
    expect(seen).toEqual({ ending: 0, results: 0 });
    c.advance(1);
    // The ending's beat is skipped: the results come as it begins.
    expect(seen).toEqual({ ending: 1, results: 1 });
    c.advance(LAST_LOOK_MS + CELEBRATE_MS);
    expect(seen).toEqual({ ending: 1, results: 1 });
    expect(LOOK_LEAST_MS).toBeGreaterThanOrEqual(1000);
    expect(LOOK_LEAST_MS).toBeLessThan(LAST_LOOK_MS + CELEBRATE_MS);
  });

  test('a tap during the celebration waits out the least look; one after it brings the results at once', () => {
    const c = clock();
    const beat = new FinalBeat(c.wait, c.now);
    const seen = ending(beat);
    c.advance(LAST_LOOK_MS + 100);
    expect(seen).toEqual({ ending: 1, results: 0 });
    expect(beat.skip(50)).toBe(true);
    c.advance(LOOK_LEAST_MS - LAST_LOOK_MS - 100 - 1);
    expect(seen.results).toBe(0);
    c.advance(1);
    expect(seen.results).toBe(1);
    const late = new FinalBeat(c.wait, c.now);
    const later = ending(late);
    c.advance(LOOK_LEAST_MS + 50);
    expect(late.skip()).toBe(true);
    expect(later).toEqual({ ending: 1, results: 1 });
  });

  test('a tap as the last move still divides: the board still gets its least look, counted from its first frame', () => {
    const c = clock();
    const beat = new FinalBeat(c.wait, c.now);
    let start = () => {};
    beat.expect(0);
    expect(beat.skip(10)).toBe(true);
    const seen = { ending: 0, results: 0 };
    beat.look(
      () => {
        seen.ending++;
        beat.begin(() => seen.results++, CELEBRATE_MS);
      },
      (s) => (start = s),
    );
    c.advance(500);
    start();
    c.advance(LOOK_LEAST_MS - 1);
    expect(seen.results).toBe(0);
    c.advance(1);
    expect(seen).toEqual({ ending: 1, results: 1 });
  });

  test('a game taken back during the look plays no ending', () => {
    const c = clock();
    const undone = new FinalBeat(c.wait, c.now);
    const back = ending(undone);
    c.advance(300);
    expect(undone.skip()).toBe(true);
    undone.cancel();
    c.advance(LAST_LOOK_MS + CELEBRATE_MS + LOOK_LEAST_MS);
    expect(back).toEqual({ ending: 0, results: 0 });
  });
});
