// The board coach's ports and plain values, without Phaser: what the coach model asks of the coach's
// worker and of its view, what it keeps across board restarts, and the snapshot the view draws.

import type { HintResult, OverlayResult } from '../../ai/coach/client.ts';
import type { Overlay } from '../../game/coach.ts';
import type { BestNumber } from './best-numbers.ts';
import type { Settings } from '../../game/settings.ts';
import type { Match } from '../../game/match.ts';
import type { Store } from '../../game/storage.ts';
import { OverlayHearing } from '../../ui/overlay-heard.ts';

/** What the model asks of the coach's worker. */
export interface CoachAsker {
  hint(record: string): Promise<HintResult>;
  /** Best moves for `record`; a `guess` is the expert's first guess, at once. */
  overlay(record: string, guess?: boolean): Promise<OverlayResult>;
  cancelHint(): void;
  cancelOverlay(): void;
}

/** What the coach keeps across board restarts (a resize): the services hold one. */
export class CoachKeep {
  /** The match Best moves was turned on in: on for the turn it was asked (across a resize), off after the person's move and in a new game. */
  overlayMatch: Match | null = null;
  /** Best moves shows every square's figure (its second press), not only the best squares'. */
  overlayEvery = false;

  /** The turn (its match and ply) whose Best moves carried the key to the squares' figures: the visit's first. */
  private figureKeyTurn: { match: Match; ply: number } | null = null;

  /** Whether Best moves' first words on `match` now carry the key to the figures: on the visit's first turn it opens, all that turn. */
  figureKeyed(match: Match): boolean {
    this.figureKeyTurn ??= { match, ply: match.position.ply };
    return this.figureKeyTurn.match === match && this.figureKeyTurn.ply === match.position.ply;
  }

  /** Best moves off (a press, the person's move, a new game). */
  closeOverlay(): void {
    this.overlayMatch = null;
    this.overlayEvery = false;
  }
  /** What the screen readers heard of the overlay. */
  readonly hearing = new OverlayHearing();
  private asker: CoachAsker | null = null;

  /** One coach client for the page, made on first use by `make`. */
  client(make: () => CoachAsker): CoachAsker {
    return (this.asker ??= make());
  }
}

/** What the coach's view does beyond drawing the snapshot. */
export interface CoachView {
  /** The snapshot changed: draw it. */
  draw(snapshot: CoachSnapshot): void;
  /** Asks a yes-or-no question (hints off for this opponent). */
  ask(question: { question: string; detail: string; yes: string; no: string; onYes: () => void }): void;
  /** A greyed button was pressed: a brief notice near the board. */
  tellRefused(words: string): void;
  /** Said to the screen readers (only called with their mode on). */
  announce(words: string): void;
  /** The screen readers' grid focuses this square. */
  focusSquare(square: number): void;
  /** Each square's note for the screen readers (perfect play's margins), or none. */
  squareNotes(notes: ReadonlyMap<number, string> | null): void;
}

export interface CoachPorts {
  match: Match;
  settings: Settings;
  store: Store;
  keep: CoachKeep;
  client: CoachAsker;
  view: CoachView;
  /** Saves the settings (hints turned on). */
  saveSettings: () => void;
  /** False once the board's screen is gone: late answers are dropped. */
  alive: () => boolean;
}

/** Everything the board's coach shows, in plain values. */
export interface CoachSnapshot {
  /** The hint in sight: its square, its move's name, its full words (the screen reader's) and its two-line banner. */
  hint: {
    square: number;
    /** The square its ring stands on: the hinted square, or a jump's landing square. */
    ringed: number;
    move: string;
    text: string;
    banner: string;
    /** How often Hint was pressed for it: a press again shows the same hint afresh (its ring drawn again). */
    presses: number;
    /** The empty squares around it where the banner's reason is its room, ringed faintly (hint-room.ts). */
    room: number[];
  } | null;
  /** The overlay's answer in sight, when the toggle is on and the answer came. */
  overlay: Overlay | null;
  /** The best squares Best moves marks (a ring and a star; best-marks.ts), none while it is off. */
  bestMarks: number[];
  /** Every valued square's number with best play, best first (best-numbers.ts); none while it is off. */
  bestNumbers: BestNumber[];
  /** Whether the toggle is on for this match. */
  overlayOn: boolean;
  /** Why Perfect play is closed here, or null while it is in reach. */
  reason: string | null;
  /** The banner's words, or null while it is hidden. */
  words: string | null;
  hintEnabled: boolean;
  /** The words under Hint's icon: its name, or "Hint off" while hints are off against this opponent. */
  hintCaption: string;
  overlayEnabled: boolean;
  overlayLabel: string;
  /** The badge on the toggle's icon while the game has more moves left than it opens at: when it opens ("in 10"); else null. */
  overlayBadge: string | null;
  overlaySelected: boolean;
}
