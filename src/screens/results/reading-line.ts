// The results' line of how the person played while the game's review reads it: quiet words while
// it reads (the header's LOOKING_WORDS), the line once every move is judged, and never a wait with no
// end: a review that stopped on a fault says so and what the review still offers (NOT_READ_WORDS);
// one still reading after READ_PATIENCE_MS says it is still coming (STILL_READING_WORDS), and its
// line follows when it ends. No Phaser: the review model, the clock and when the reading began are ports.

import type { ReviewEnd } from '../../ai/coach/review-client.ts';
import type { GameReview } from '../../game/review.ts';
import { NOT_READ_WORDS, STILL_READING_WORDS } from '../../words/how-you-played-words.ts';
import type { ReviewView } from '../review/review-snapshot.ts';
import { howYouPlayed, type PlayedGame, type PlayedLine } from './how-you-played.ts';

/** How long the results wait on the reading before saying it is still coming (a 12×12 game reads for minutes on a busy phone). */
export const READ_PATIENCE_MS = 15_000;

export interface ReadingPorts {
  /** The finished game, with its record (the review read is this game's only where the records match). */
  game: PlayedGame & { record: string };
  /** The review the review model holds now (any game's; `end` null while it reads), or null. */
  current(): { review: GameReview; end: ReviewEnd | null } | null;
  /** Opens (or joins) this game's review, telling `view`; returns the way to stop telling it. */
  open(view: ReviewView): () => void;
  /** The time now, in ms, and a call `ms` from now (returns the way to call it off). */
  clock: { now(): number; later(ms: number, run: () => void): () => void };
  /** When this game's reading began (the time the patience runs from, kept across redraws). */
  began: number;
}

/** The line of how the person played, as the results' header draws it; `short`: its one-line form. */
export function readingLine(ports: ReadingPorts, short = false): PlayedLine {
  const form = short ? 'short' : 'long';
  const still = STILL_READING_WORDS[form];
  // The clock's call can come a moment before the clock reads the patience out: it is out then too.
  let waited = false;
  const patient = () => !waited && ports.clock.now() - ports.began < READ_PATIENCE_MS;
  const now = (): string | null | undefined => {
    const current = ports.current();
    if (current?.review.record !== ports.game.record || current.end === null)
      return patient() ? undefined : still;
    if (!current.end.done) return NOT_READ_WORDS[form];
    return howYouPlayed(ports.game, current.review, short);
  };
  return {
    now,
    watch(said) {
      const leave = ports.open({
        changed: (ended) => {
          const line = ended ? now() : undefined;
          if (line !== undefined) said(line);
        },
      });
      const wait = ports.began + READ_PATIENCE_MS - ports.clock.now();
      const callOff =
        wait > 0
          ? ports.clock.later(wait, () => {
              waited = true;
              if (now() === still) said(still);
            })
          : () => {};
      return () => {
        callOff();
        leave();
      };
    },
    brief: () => readingLine(ports, true),
    short,
  };
}
