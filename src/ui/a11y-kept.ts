// What the screen readers' views keep across scene restarts (a resize or fullscreen restarts the
// scene in sight): made once by main.ts and put in the game's registry, where each view finds it
// through its scene's port (scene-port-phaser.ts). The coach reaches the board's grid through two page events, so it needs no
// handle on a grid that may be restarting.

/** Adds words to the squares' names on the board for screen readers (detail: the notes, or null). */
export const SQUARE_NOTES_EVENT = 'a11y-square-notes';
/** Gives a square of the board for screen readers the focus (detail: the square). */
export const FOCUS_SQUARE_EVENT = 'a11y-focus-square';

export class ScreenReaderKept {
  /** The match the log's lines are about: a new match starts a clean log. */
  loggedMatch: object | null = null;
  /** The square that had the focus when the board's grid last went: focused again on the same match's board. */
  gridFocus: { match: object; square: number } | null = null;
  /** Words added to squares' names while the board shows them (the perfect-play overlay's values). */
  squareNotes: ReadonlyMap<number, string> = new Map();
  /** Whether the review's slider had the focus when the review last went. */
  reviewFocus = false;
  /** The square that had the focus when the builder's grid last went. */
  builderFocus: { row: number; col: number } | null = null;
  /** Whether the guided game's shortcut for Next has been told in this page: told once. */
  nextShortcutTold = false;

  /** Made once per page (`signal` ends it: a fresh start in the test build): listens for the coach's notes. */
  constructor(signal?: AbortSignal) {
    document.addEventListener(
      SQUARE_NOTES_EVENT,
      (e) => {
        this.squareNotes = (e as CustomEvent<ReadonlyMap<number, string> | null>).detail ?? new Map();
      },
      { signal },
    );
  }
}
