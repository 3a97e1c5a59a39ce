// The results' line of how the person played never waits without end: a review that stops on a fault
// says so and what the review offers instead; one still reading after the patience says it is still
// coming, and the line follows when it ends. The review, the clock and the views are fakes here.
import { expect, test } from 'vitest';
import type { ReviewEnd } from '../../../src/ai/coach/review-client.ts';
import { GameReview } from '../../../src/game/review.ts';
import { howYouPlayed } from '../../../src/screens/results/how-you-played.ts';
import { READ_PATIENCE_MS, readingLine } from '../../../src/screens/results/reading-line.ts';
import type { ReviewView } from '../../../src/screens/review/review-snapshot.ts';
import { NOT_READ_WORDS, STILL_READING_WORDS } from '../../../src/words/how-you-played-words.ts';
import { reviewOf } from '../../game/review-of.ts';

const RECORD = 'grid:2x4 c2 b1 a1 a2 d1 b2 d2 c1';
const GAME = { players: ['human', 'easy'] as const, rules: 'grid:2x4', winner: 2 as const, record: RECORD };

/** A review model, a clock and the words said, all in hand. */
function rig() {
  const page = {
    t: 1000,
    timers: [] as { at: number; run: () => void; off: boolean }[],
    state: null as { review: GameReview; end: ReviewEnd | null } | null,
    view: null as ReviewView | null,
    said: [] as (string | null)[],
    tick(ms: number) {
      page.t += ms;
      for (const timer of page.timers)
        if (!timer.off && timer.at <= page.t) {
          timer.off = true;
          timer.run();
        }
    },
    end(end: ReviewEnd) {
      page.state!.end = end;
      page.view?.changed(true);
    },
  };
  const line = readingLine({
    game: GAME,
    current: () => page.state,
    open: (view) => {
      page.state ??= {
        review: reviewOf(RECORD, [0, 0, 0, 0, 0, 0, 0, 0], [0, 3, 0, 0, 0, 0, 0, 0]),
        end: null,
      };
      page.view = view;
      return () => {
        if (page.view === view) page.view = null;
      };
    },
    clock: {
      now: () => page.t,
      later: (ms, run) => {
        const timer = { at: page.t + ms, run, off: false };
        page.timers.push(timer);
        return () => {
          timer.off = true;
        };
      },
    },
    began: page.t,
  });
  return { page, line };
}

test('reading line - a review that stops on a fault says so in the long and the short form, never a wait', () => {
  const { page, line } = rig();
  line.watch((l) => page.said.push(l));
  expect(line.now()).toBeUndefined();
  page.end({ done: false, error: 'the review gave no answer within 60 s' });
  expect(page.said).toEqual([NOT_READ_WORDS.long]);
  expect(line.now()).toBe(NOT_READ_WORDS.long);
  expect(line.brief().now()).toBe(NOT_READ_WORDS.short);
  expect(NOT_READ_WORDS.long).not.toMatch(/\d|error|fault|worker/i);
});

test('reading line - still reading after the patience says it is coming, then the line arrives; stopped watching, nothing more is said', () => {
  const { page, line } = rig();
  line.watch((l) => page.said.push(l));
  page.tick(READ_PATIENCE_MS - 1);
  expect(page.said).toEqual([]);
  expect(line.now()).toBeUndefined();
  page.tick(1);
  expect(page.said).toEqual([STILL_READING_WORDS.long]);
  // Drawn again (a turn of the phone) while it reads: it says so at once.
  expect(line.brief().now()).toBe(STILL_READING_WORDS.short);
  page.end({ done: true, ms: 40_000 });
  const words = howYouPlayed(GAME, page.state!.review);
  expect(words).toMatch(/\w/);
  expect(page.said).toEqual([STILL_READING_WORDS.long, words]);

  // A second line watched and stopped before the patience: its call is called off.
  const again = rig();
  again.line.watch((l) => again.page.said.push(l))();
  again.page.tick(READ_PATIENCE_MS * 2);
  expect(again.page.said).toEqual([]);
});
