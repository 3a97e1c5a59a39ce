// The coach at the board: the Hint button (the suggested square marked, the reason in words), the
// perfect-play overlay toggle (every legal square's exact margin, from the worker; refreshed when
// the position changes, disabled with the reason out of reach), and the gain preview of a hovered,
// held or keyboard-focused square. Wiring only: the answers come from the coach (ai/coach).

import type Phaser from 'phaser';
import { writeRecord } from '../engine/index.ts';
import { CoachClient, type CoachWorkerLike } from '../ai/coach/client.ts';
import { createAgentWorker } from '../ai/browser-worker.ts';
import { overlayReach, previewText, squareGains, type Hint, type Overlay } from '../game/coach.ts';
import { hintsOn, setHints } from '../game/coach-settings.ts';
import { placeWord } from '../game/settings.ts';
import type { MatchEvent } from '../game/events.ts';
import type { Match } from '../game/match.ts';
import { isHuman, playerName } from '../game/players.ts';
import { opponentKey, recordHintsUsed } from '../game/stats.ts';
import type { BoardView } from '../ui/board-view.ts';
import type { Rect } from '../ui/board-geometry.ts';
import type { Button } from '../ui/button.ts';
import { announce, focusGridSquare, setSquareNotes } from '../ui/a11y-grid.ts';
import { CoachMarks, marginText } from '../ui/coach-marks.ts';
import { overlayLabel, overlayRefusal, overlayWords } from '../ui/perfect-play-words.ts';
import { OverlayHearing } from '../ui/overlay-heard.ts';
import { CoachWords } from '../ui/coach-words.ts';
import { confirmDialog } from '../ui/confirm.ts';
import { GainPreview } from '../ui/gain-preview.ts';
import { keepAimClear } from '../ui/aim.ts';
import { saveCurrentSettings, type Services } from './services.ts';
import { hintForMover, hintRefusal } from './hint-words.ts';

let client: CoachClient | null = null;
/** One coach worker for the page, made on first use. */
function coachClient(): CoachClient {
  return (client ??= new CoachClient(() => createAgentWorker() as unknown as CoachWorkerLike));
}

/** Matches the person asked for a hint in (kept across scene restarts, e.g. a resize). */
const hinted = new WeakSet<Match>();

/** Whether the person saw a hint or Perfect play's values in `match` (the results say so). */
export function usedHelp(match: Match): boolean {
  return hinted.has(match);
}

/**
 * The match the overlay toggle was turned on in: it stays on across its moves and a resize, and
 * is off again when a game starts (a new match or a restart), as the hint marks are.
 */
let overlayMatch: Match | null = null;
/** What the screen readers heard of the overlay: kept across a resize, as the toggle is. */
const hearing = new OverlayHearing();
/** The coach of the board scene while it runs (one at a time). */
const running = new Set<BoardCoach>();

/** The coach on the board in sight, for the automation hook. */
export function boardCoach(): BoardCoach | null {
  return [...running].pop() ?? null;
}

export class BoardCoach {
  private readonly marks: CoachMarks;
  private readonly words: CoachWords;
  private readonly gainPreview: GainPreview;
  private hint: Hint | null = null;
  private overlay: Overlay | null = null;
  /** The record the shown hint and overlay belong to; an answer for another is dropped. */
  private asked = '';

  constructor(
    private readonly services: Services,
    private readonly scene: Phaser.Scene, private readonly match: Match, private readonly view: BoardView, areas: readonly Rect[], private readonly u: number,
    private readonly buttons: { hint?: Button; overlay?: Button },
  ) {
    // The words stand in the board screen's place for notices (`areas`), clear of the aim; the aim's Place bubble keeps clear of them.
    this.marks = new CoachMarks(scene, view.fit);
    this.words = new CoachWords(scene, areas, u, () => view.aimBoxes());
    keepAimClear(scene, () => { const box = this.words.bounds(); return box ? [box] : []; }, 'coach');
    this.gainPreview = new GainPreview(scene, view.fit, {
      canPreview: (s) => this.personToMove() && match.position.isLegal(s),
      landing: (c) => match.position.landingSquare(c),
      show: (s) => this.preview(s),
      hide: () => this.restoreWords(),
    }, () => view.cancelPress());
    // A press on the closed toggle says why it is closed (the tooltip alone needs a hover or a hold).
    if (match.players.some(isHuman)) {
      buttons.overlay?.onRefused(() => this.tellWhyNoOverlay());
      buttons.hint?.onRefused(() => this.tellWhy(hintRefusal(match, services.settings.people)));
    }
    running.add(this);
    scene.events.once('shutdown', () => {
      running.delete(this);
      coachClient().cancelHint();
      coachClient().cancelOverlay();
    });
    this.refresh();
  }

  onMatchEvent(e: MatchEvent): void {
    // Only a counted game (one with a tally) is marked: a game played on from a retry is not counted.
    if (e.type === 'over' && e.result.tally && hinted.has(this.match)) {
      const players = this.match.players;
      const opponent = players.find((p) => !isHuman(p));
      if (opponent && players.some(isHuman)) recordHintsUsed(this.services.store, this.match.position.rules.id, opponentKey(opponent));
    }
    if (e.type === 'restart') overlayMatch = null;
    if (e.type === 'move' || e.type === 'undo' || e.type === 'restart' || e.type === 'over' || e.type === 'thinking') this.refresh();
  }

  /** The Hint button: the suggested square and why; with hints off for this opponent, asks first. */
  pressHint(): void {
    this.withHints('Turn them on for your games against this opponent?', () => this.askHint());
  }

  /**
   * Perfect play on or off. It is help as a hint is: with hints off for this opponent it asks
   * first, and a game it showed its values in counts as hinted in the record.
   */
  toggleOverlay(): void {
    if (this.overlayWanted()) {
      overlayMatch = null;
      this.refresh();
      return;
    }
    this.withHints('Perfect play is help too: turn hints on for your games against this opponent?', () => {
      overlayMatch = this.match;
      hearing.turnedOn(this.match);
      this.refresh();
    });
  }

  /** Runs `help` now where hints are on against this opponent; else asks (`detail`) to turn them on first. */
  private withHints(detail: string, help: () => void): void {
    const s = this.services;
    if (hintsOn(s.settings, this.match.players)) {
      help();
      return;
    }
    const against = playerName(this.match.players.find((p) => !isHuman(p)) ?? 'human', true, 2, 'solo');
    confirmDialog(this.scene, this.u, {
      question: `Hints are off against ${against}`, detail, yes: 'Turn on', no: 'Keep off',
      onYes: () => {
        setHints(s.settings, this.match.players, true);
        saveCurrentSettings(this.services);
        help();
      },
    });
  }

  /** The closed toggle was pressed: a brief notice says why, read out with the screen readers' mode on. */
  private tellWhyNoOverlay(): void {
    const reach = overlayReach(this.match.position);
    this.tellWhy(overlayRefusal(reach.available ? null : reach.reason));
  }

  /** A greyed button was pressed: a brief notice says why, read out with the screen readers' mode on. */
  private tellWhy(words: string): void {
    this.view.tellRefused(words);
    // Heard at every press: the drawn notice is not shown twice at once, but a press not answered is not heard at all.
    if (this.services.settings.screenReader) announce(words);
  }

  /** The keyboard cursor moved onto `square` (−1: hidden): preview it as a hover would. */
  focus(square: number): void {
    if (square >= 0 && this.personToMove() && this.match.position.isLegal(square)) this.preview(square);
    else this.restoreWords();
  }

  /** The hint in sight: its square and words; null when none is. */
  shownHint(): { square: number; text: string; tag: ReturnType<CoachMarks['hintTag']> } | null {
    return this.hint ? { square: this.hint.square, text: this.hint.text, tag: this.marks.hintTag() } : null;
  }

  /** The overlay in sight, or why it is not (the toggle's words). */
  shownOverlay(): { on: boolean; overlay: Overlay | null; reason: string | null } {
    const reach = overlayReach(this.match.position);
    return { on: this.overlayWanted(), overlay: this.overlay, reason: reach.available ? null : reach.reason };
  }

  /** The square a finger holds for its gain preview (ringed), or −1. */
  heldSquare(): number {
    return this.gainPreview.ringed();
  }

  shownWords(): string | null {
    return this.words.words();
  }

  /** Where the coach's banner stands, in game pixels, or null while it is hidden. */
  shownWordsBox(): Rect | null {
    return this.words.bounds();
  }

  private overlayWanted(): boolean {
    return overlayMatch === this.match;
  }

  private personToMove(): boolean {
    const p = this.match.position;
    const turn = p.toMove();
    return turn !== null && isHuman(this.match.players[turn - 1]!) && !this.match.isThinking;
  }

  private askHint(): void {
    if (!this.personToMove()) return;
    hinted.add(this.match);
    const record = writeRecord(this.match.position);
    this.asked = record;
    this.words.show('Hint: thinking…');
    void coachClient().hint(record).then((reply) => {
      if (this.asked !== record || !this.scene.sys.isActive()) return;
      if ('error' in reply) {
        if (!reply.cancelled) this.say(`No hint this time: ${reply.error}`);
        return;
      }
      this.hint = reply.hint;
      this.marks.showHint(reply.hint.square);
      const text = hintForMover(reply.hint, this.match, this.services.settings.people);
      this.words.show(text);
      // Read out as "Hint. Try b3: +8 for you now, and it blocks their +4 there. …"
      // The hinted square takes the focus: Enter plays it, the arrows go on from there.
      if (this.services.settings.screenReader) {
        announce(`Hint. ${text} The focus is on ${reply.hint.move}.`);
        focusGridSquare(reply.hint.square);
      }
    });
  }

  /** Shows the words over the board, and reads them out with the screen readers' mode on. */
  private say(words: string): void {
    this.words.show(words);
    if (this.services.settings.screenReader) announce(words);
  }

  private preview(square: number): void {
    this.words.show(previewText(squareGains(this.match.position, square)));
  }

  /** Puts back the hint's words (or the overlay's) after a preview. */
  private restoreWords(): void {
    if (this.hint) this.words.show(this.hint.text);
    else if (this.overlay?.available) this.words.show(overlayWords(this.overlay, this.match.position.ply === 0, placeWord(this.match.position.layout.grid)));
    else this.words.hide();
  }

  /** The position changed (or the turn did): marks and words of the last one go, the buttons and the overlay follow. */
  private refresh(): void {
    const record = writeRecord(this.match.position);
    if (record !== this.asked) {
      this.asked = record;
      this.hint = null;
      this.overlay = null;
      this.marks.clearHint();
      this.marks.clearOverlay();
      setSquareNotes(null);
      this.words.hide();
      coachClient().cancelHint();
      coachClient().cancelOverlay();
    }
    const mine = this.personToMove();
    this.buttons.hint?.setEnabled(mine);
    const reach = overlayReach(this.match.position);
    this.buttons.overlay?.setEnabled(reach.available && mine);
    this.buttons.overlay?.setLabel(overlayLabel(reach.available ? null : reach.reason));
    this.buttons.overlay?.setSelected(this.overlayWanted() && reach.available);
    if (!this.overlayWanted() || !mine || !reach.available) {
      this.overlay = null;
      this.marks.clearOverlay();
      setSquareNotes(null);
      if (!this.hint) this.words.hide();
      // On and the person's turn, but out of reach (a move taken back): the reason, said once.
      if (this.overlayWanted() && mine && !reach.available) this.hear(hearing.closed(this.match, overlayRefusal(reach.reason)));
      return;
    }
    if (this.overlay) return;
    if (!this.hint) this.words.show('Perfect play: working it out…');
    void coachClient().overlay(record).then((reply) => {
      if (this.asked !== record || !this.scene.sys.isActive() || !this.overlayWanted()) return;
      if ('error' in reply) {
        if (reply.cancelled) return;
        const words = `Perfect play is not available: ${reply.error}`;
        this.words.show(words);
        this.hear(hearing.closed(this.match, words));
        return;
      }
      this.overlay = reply.overlay;
      if (!reply.overlay.available) return;
      hinted.add(this.match);
      this.marks.showOverlay(reply.overlay.values, reply.overlay.best);
      this.restoreWords();
      setSquareNotes(new Map(reply.overlay.values.map((v) => [v.square, `perfect play: ${marginText(v.margin)}`])));
      this.hear(hearing.opened(this.match, reply.overlay, this.match.position.ply === 0, placeWord(this.match.position.layout.grid)));
    });
  }

  /** Reads `words` out with the screen readers' mode on; null says nothing. */
  private hear(words: string | null): void {
    if (words !== null && this.services.settings.screenReader) announce(words);
  }
}
