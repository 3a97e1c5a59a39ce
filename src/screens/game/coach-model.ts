// The coach at the board, without Phaser: what the Hint button and the perfect-play toggle do,
// when they are greyed and why, what the coach's banner says (a hint, a square's gain, the
// overlay's legend), and what the screen readers hear. The view draws its snapshot; the answers
// come from the coach's client (ai/coach), asked through a port.

import { squareName, writeRecord } from '../../engine/index.ts';
import type { OverlayResult } from '../../ai/coach/client.ts';
import { overlaySlow, type Hint, type Overlay } from '../../game/coach.ts';
import { placeWord } from '../../game/settings.ts';
import type { MatchEvent } from '../../game/events.ts';
import { isHuman } from '../../game/players.ts';
import { opponentKey, recordHintsUsed } from '../../game/stats.ts';
import {
  OVERLAY_ASKS_HINTS,
  OVERLAY_WORKING,
  overlayLabel,
  overlayRefusal,
  overlaySquareNote,
  overlayUnavailable,
  overlayWords,
} from '../../words/perfect-play-words.ts';
import { hintForMover, hintRefusal } from './hint-words.ts';
import { hintPlaces, ringedSquare } from './hint-places.ts';
import { CONTROL_WORDS, overlayClosedBadge } from '../../words/board-controls-words.ts';
import type { HelpKind } from '../../words/ladder-star-words.ts';
import { forgetHelp, hintCaption, markHelped, overlayBestMoves, usedHelp, withHints } from './help-gate.ts';
import { wholeBoardOf } from '../../game/whole-board.ts';
import type { CoachPorts, CoachSnapshot } from './coach-ports.ts';
import { BestMarksKeep, bestPreviewWords } from './best-marks.ts';
import { bestNumbers } from './best-numbers.ts';
import { bestMovesReach } from './best-moves-reach.ts';
import { previewWords } from './preview-words.ts';
import { LIFT_TO_PLAY_WORDS } from '../../words/press-words.ts';

export { previewWords };
export {
  CoachKeep,
  type CoachAsker,
  type CoachPorts,
  type CoachSnapshot,
  type CoachView,
} from './coach-ports.ts';

export { ringedSquare };

/** The match's events after which the hint and the overlay follow the position. */
const REFRESHED_BY: readonly MatchEvent['type'][] = ['move', 'undo', 'restart', 'over', 'thinking'];

export class CoachModel {
  private hint: Hint | null = null;
  /** How often Hint was pressed for the hint in sight. */
  private hintPresses = 0;
  private overlay: Overlay | null = null;
  private readonly best = new BestMarksKeep();
  private words: string | null = null;
  /** The record the shown hint and overlay belong to; an answer for another is dropped. */
  private asked = '';
  /** The record whose hint is being worked out now, or null. */
  private hintAsked: string | null = null;

  constructor(private readonly ports: CoachPorts) {}

  /** Starts: the buttons and the overlay follow the position in play. */
  start(): void {
    this.refresh();
  }

  /** The board is gone: questions in flight are dropped. */
  stop(): void {
    this.ports.client.cancelHint();
    this.ports.client.cancelOverlay();
  }

  snapshot(): CoachSnapshot {
    const { match, keep } = this.ports;
    const reach = bestMovesReach(match.position);
    const mine = this.personToMove();
    const on = keep.overlayMatch === match;
    const closed = !reach.available && match.position.movesLeft() > reach.from;
    return {
      hint: this.hint
        ? {
            square: this.hint.square,
            move: this.hint.move,
            text: this.hint.text,
            banner: this.hint.banner,
            presses: this.hintPresses,
            ...hintPlaces(match.position, this.hint),
          }
        : null,
      overlay: this.overlay,
      bestMarks: this.best.of(this.overlay, match.position)?.marked ?? [],
      bestNumbers: bestNumbers(
        this.overlay,
        this.best.of(this.overlay, match.position)?.marked ?? [],
        match.position.layout.size,
        keep.overlayEvery,
      ),
      overlayOn: on,
      reason: reach.available ? null : reach.reason,
      words: this.words,
      hintEnabled: mine,
      hintCaption: hintCaption(this.ports.settings, match.players),
      overlayEnabled: reach.available && mine,
      overlayLabel: overlayLabel(reach.available ? null : reach, match.position.movesLeft()),
      overlayBadge:
        closed && 'from' in reach && reach.from !== undefined
          ? overlayClosedBadge(match.position.movesLeft() - reach.from, reach.from)
          : null,
      overlaySelected: on && reach.available,
    };
  }

  onMatchEvent(e: MatchEvent): void {
    const { match, keep } = this.ports;
    // Only a counted game (one with a tally) is marked: a game played on from a retry is not counted.
    if (e.type === 'over' && e.result.tally && usedHelp(match)) {
      const opponent = match.players.find((p) => !isHuman(p));
      if (opponent && match.players.some(isHuman))
        recordHintsUsed(this.ports.store, match.position.rules.id, opponentKey(opponent));
    }
    // Best moves is help for one turn, as a hint is: the person's move closes it (a toggle left on
    // played the game for them), so each turn it stood open is a helped move.
    if (e.type === 'restart') forgetHelp(match);
    if (e.type === 'restart' || (e.type === 'move' && isHuman(match.players[e.player - 1]!)))
      keep.closeOverlay();
    if (REFRESHED_BY.includes(e.type)) this.refresh();
  }

  /**
   * The Hint button: the suggested square and why; with hints off for this opponent, asks first; on a
   * ladder step whose third star is still to win, the game's first help asks first too.
   */
  pressHint(): void {
    this.withHints(CONTROL_WORDS.hintOffWhy, 'hint', () => this.askHint());
  }

  /** Best moves on for this turn (the best squares' figures), then every square's, then off; it asks first as Hint does. */
  toggleOverlay(): void {
    const { match, keep } = this.ports;
    if (keep.overlayMatch === match) {
      if (!keep.overlayEvery && this.overlay?.available) {
        keep.overlayEvery = true;
        this.restoreWords();
        return;
      }
      keep.closeOverlay();
      this.refresh();
      return;
    }
    this.withHints(OVERLAY_ASKS_HINTS, 'best moves', () => {
      keep.overlayMatch = match;
      keep.overlayEvery = false;
      keep.hearing.turnedOn(match);
      this.refresh();
    });
  }

  /** The greyed Hint was pressed: why it is greyed. */
  refusedHint(): void {
    this.tellWhy(hintRefusal(this.ports.match, this.ports.settings.people));
  }

  /**
   * The closed toggle was pressed: why it is closed, in the coach's bubble, where it stays until the
   * position changes (a brief notice came and went before a phone player read it, and one laid over
   * a hint's words hid both). A hint's words give way; its ring stays, and a hold or Hint brings them back.
   */
  refusedOverlay(): void {
    const reach = bestMovesReach(this.ports.match.position);
    const words = overlayRefusal(reach.available ? null : reach.reason);
    this.show(words);
    this.hear(words);
  }

  /** Whether a greyed button says why when pressed: only where a person plays. */
  explainsRefusals(): boolean {
    return this.ports.match.players.some(isHuman);
  }

  /** A square hovered, held or under the keyboard's cursor (−1: none): its gain, or the words again. */
  focus(square: number): void {
    if (square >= 0 && this.canPreview(square)) this.preview(square);
    else this.restoreWords();
  }

  /** Whether square s can show its gain: a legal square on the person's turn. */
  canPreview(square: number): boolean {
    return this.personToMove() && this.ports.match.position.isLegal(square);
  }

  /**
   * Shows square s's gain in the banner, and with Best moves on its number; `lifts`: a finger holds
   * it and lifting places, which the words end by saying (a held square read as a look was played).
   */
  preview(square: number, lifts = false): void {
    const best = bestPreviewWords(this.overlay, square);
    const text = previewWords(this.ports.match.position, square);
    this.show([text, best, lifts ? LIFT_TO_PLAY_WORDS : null].filter(Boolean).join(' '));
  }

  /** Puts back the hint's words (or the overlay's) after a preview. */
  restoreWords(): void {
    const { match, keep } = this.ports;
    const p = match.position;
    if (this.hint) this.show(this.hint.banner);
    else if (this.overlay?.available)
      this.show(
        this.best.words(this.overlay, p, keep.overlayEvery, keep.figureKeyed(match)) ??
          overlayWords(this.overlay, p.ply === 0, placeWord(p.layout.grid), wholeBoardOf(p)),
      );
    else this.show(null);
  }

  private show(words: string | null): void {
    this.words = words;
    this.draw();
  }

  private draw(): void {
    this.ports.view.draw(this.snapshot());
  }

  private withHints(detail: string, kind: HelpKind, help: () => void): void {
    withHints(this.ports, detail, kind, this.personToMove(), help);
  }

  private tellWhy(words: string): void {
    this.ports.view.tellRefused(words);
    // Heard at every press: the drawn notice is not shown twice at once, but a press not answered is not heard at all.
    this.hear(words);
  }

  private personToMove(): boolean {
    const match = this.ports.match;
    const turn = match.position.toMove();
    return turn !== null && isHuman(match.players[turn - 1]!) && !match.isThinking;
  }

  private askHint(): void {
    if (!this.personToMove()) return;
    const { match, client, settings, view } = this.ports;
    const record = writeRecord(match.position);
    // Pressed again on the same position: the same hint shown afresh, not asked for (a "thinking…"
    // that came back with the same square read as the button doing nothing).
    if (this.hint && this.asked === record) {
      this.helped([this.hint.square], 'hint');
      this.hintPresses++;
      this.show(this.hint.banner);
      this.hear(`Hint. ${this.hint.text}`);
      return;
    }
    // Pressed again while worked out, it goes on (asked anew, the search began again: no square came).
    if (this.hintAsked === record) {
      this.show('Hint: thinking…');
      return;
    }
    this.asked = record;
    this.hintAsked = record;
    this.show('Hint: thinking…');
    void client.hint(record).then((reply) => {
      if (this.hintAsked === record) this.hintAsked = null;
      if (this.asked !== record || !this.ports.alive()) return;
      if ('error' in reply) {
        if (!reply.cancelled) {
          this.show(`No hint this time: ${reply.error}`);
          this.hear(this.words);
        }
        return;
      }
      // Help is its square, counted if played: a hint that never came named no move.
      this.helped([reply.hint.square], 'hint');
      const { text, banner } = hintForMover(reply.hint, match, settings.people);
      this.hint = { ...reply.hint, text, banner };
      this.hintPresses = 1;
      this.show(banner);
      // Read out as "Hint. Try b3: +8 for you now, …"; the hinted square takes the focus: Enter plays it.
      if (settings.screenReader) {
        const ringed = ringedSquare(match.position, reply.hint.square);
        view.announce(`Hint. ${text} The focus is on ${squareName(match.position.layout, ringed)}.`);
        view.focusSquare(ringed);
      }
    });
  }

  /** The position changed (or the turn did): the last one's hint and values go, the buttons and the overlay follow. */
  private refresh(): void {
    const { match, keep, client, view } = this.ports;
    const record = writeRecord(match.position);
    if (record !== this.asked) {
      this.asked = record;
      this.hintAsked = null;
      this.hint = null;
      this.overlay = null;
      this.words = null;
      view.squareNotes(null);
      client.cancelHint();
      client.cancelOverlay();
    }
    const mine = this.personToMove();
    const reach = bestMovesReach(match.position);
    const wanted = keep.overlayMatch === match;
    if (!wanted || !mine || !reach.available) {
      if (this.overlay) view.squareNotes(null);
      this.overlay = null;
      if (!this.hint) this.words = null;
      this.draw();
      // On and the person's turn, but out of reach (a move taken back): the reason, said once.
      if (wanted && mine && !reach.available)
        this.hear(keep.hearing.closed(match, overlayRefusal(reach.reason)));
      return;
    }
    if (this.overlay) {
      this.draw();
      return;
    }
    if (!this.hint) this.words = OVERLAY_WORKING;
    this.draw();
    // Where the exact numbers may take seconds, the expert's first guess shows at once (said as a
    // guess), and the exact numbers replace it when they come: Best moves never looks stuck.
    if (overlaySlow(match.position))
      void client.overlay(record, true).then((reply) => {
        if (!this.answered(record, reply)) return;
        this.showOverlay(reply.overlay);
        this.askOverlay(record);
      });
    else this.askOverlay(record);
  }

  /** Whether `reply` is for the position in sight, with the toggle on, and holds an overlay (an error is shown). */
  private answered(
    record: string,
    reply: OverlayResult,
  ): reply is Extract<OverlayResult, { overlay: Overlay }> {
    const { match, keep } = this.ports;
    if (this.asked !== record || !this.ports.alive() || keep.overlayMatch !== match) return false;
    if (!('error' in reply)) return true;
    if (reply.cancelled) return false;
    const words = overlayUnavailable(reply.error);
    this.show(words);
    this.hear(keep.hearing.closed(match, words));
    return false;
  }

  /**
   * Asks for the exact overlay of `record` and shows it when it comes. Where it does not come (past
   * the coach's time on a loaded device) after a first guess, the guess stays, said as the
   * estimate it is, rather than the numbers standing beside "not available".
   */
  private askOverlay(record: string): void {
    void this.ports.client.overlay(record).then((reply) => {
      const guess = this.overlay;
      if (
        'error' in reply &&
        !reply.cancelled &&
        this.asked === record &&
        guess?.available &&
        guess.refining &&
        this.ports.alive()
      ) {
        const { refining: _, ...kept } = guess;
        this.showOverlay(kept);
        return;
      }
      if (this.answered(record, reply)) this.showOverlay(reply.overlay);
    });
  }

  /** Shows an overlay that came: its numbers, its words, its notes for the screen readers. */
  private showOverlay(overlay: Overlay): void {
    const { match, keep, view } = this.ports;
    this.overlay = overlay;
    if (!overlay.available) {
      this.draw();
      return;
    }
    // Numbers that set no move above another ("Every first move loses by 4") helped no move.
    const best = overlayBestMoves(overlay);
    if (best.length > 0)
      this.helped([...best, ...(this.best.of(overlay, match.position)?.marked ?? [])], 'best moves');
    this.restoreWords();
    const estimated = overlay.estimated === true;
    view.squareNotes(new Map(overlay.values.map((v) => [v.square, overlaySquareNote(v.margin, estimated)])));
    const p = match.position;
    this.hear(keep.hearing.opened(match, overlay, p.ply === 0, placeWord(p.layout.grid), wholeBoardOf(p)));
  }

  /** The coach pointed the person at `moves` in this match (the results and the ladder's third star read it, if one is played). */
  private helped(moves: readonly number[], kind: HelpKind): void {
    markHelped(this.ports.match, moves, kind);
  }

  /** Reads `words` out with the screen readers' mode on; null says nothing. */
  private hear(words: string | null): void {
    if (words !== null && this.ports.settings.screenReader) this.ports.view.announce(words);
  }
}
