// The coach at the board, drawn: the hint's marks, the overlay's values, the banner's words and the
// Hint and Perfect play buttons, all from the coach model's snapshot (screens/game/coach-model.ts),
// and the gain preview's input forwarded to it; in a new player's first games (gains-setting.ts) the
// board shows each move's worth, cell by cell, as it is pointed at (move-worth.ts).

import type Phaser from 'phaser';
import { CoachClient, type CoachWorkerLike } from '../ai/coach/client.ts';
import { createAgentWorker } from '../ai/browser-worker.ts';
import type { MatchEvent } from '../game/events.ts';
import type { Match } from '../game/match.ts';
import type { BoardView } from '../ui/board-view.ts';
import type { Rect } from '../ui/board-geometry.ts';
import type { Button } from '../ui/button.ts';
import { announce, focusGridSquare, setSquareNotes } from '../ui/a11y-grid.ts';
import { CoachMarks } from '../ui/coach-marks.ts';
import { CoachWords } from '../ui/coach-words.ts';
import { confirmDialog } from '../ui/confirm.ts';
import { GainPreview } from '../ui/gain-preview.ts';
import { NameTags } from '../ui/name-tags.ts';
import { squaresToTag } from '../screens/game/named-squares.ts';
import { keepAimClear } from '../ui/aim.ts';
import { CoachModel, type CoachSnapshot } from '../screens/game/coach-model.ts';
import { gameKeep, saveCurrentSettings, type Services } from './services.ts';
import { gainsShown } from '../game/gains-setting.ts';
import { CoachPointed } from '../screens/game/coach-pointed.ts';
import { PointedArrow } from '../ui/pointed-arrow-view.ts';
import { HintRoomMarks } from '../ui/hint-room-marks.ts';
import { matchPalettes } from '../ui/colours.ts';

export class BoardCoach {
  private readonly marks: CoachMarks;
  private readonly words: CoachWords;
  private readonly gainPreview: GainPreview;
  /** The squares the banner names, tagged with their names on a hexagonal or triangular board. */
  private readonly nameTags: NameTags;
  /** Whether a square holds a cell (or a stem cell): a hexagon's name tag keeps off it. */
  private readonly filled: (square: number) => boolean;
  /** The capture rings' stake tags in sight, which the hint's tag keeps off. */
  private readonly stakeTags: () => Rect[];
  readonly model: CoachModel;
  /** What the marks show now: the hinted square, and the overlay drawn. */
  /** The hint drawn, as its square and presses: a press again draws its ring afresh. */
  private drawnHint = '-1:0';
  private drawnOverlay: object | null = null;
  /** How many figures the drawn overlay carries (the best squares', or every square's). */
  private drawnNumbers = 0;
  /** The square the coach points to that a zoomed view brings into sight (coach-pointed.ts), and how. */
  private readonly pointed = new CoachPointed();
  private readonly bringIntoSight: (square: number) => void;
  /** Zoomed in, the arrow at the view's edge toward the hint out of sight (pointed-arrow.ts). */
  private readonly arrow: PointedArrow;
  /** The hint's room ringed in the mover's colour (hint-room-marks.ts). */
  private readonly showRoom: (squares: readonly number[]) => void;

  constructor(
    services: Services,
    scene: Phaser.Scene,
    match: Match,
    view: BoardView,
    areas: readonly Rect[],
    u: number,
    private readonly buttons: { hint?: Button; overlay?: Button },
  ) {
    this.bringIntoSight = (s) => view.input.zoom.showPointed(view.fit.centre(s), view.fit.square);
    this.arrow = new PointedArrow(scene, view.fit, view.input.zoom, this.bringIntoSight);
    // The words stand in the board screen's place for notices (`areas`), clear of the aim; the aim's Place bubble keeps clear of them.
    this.marks = new CoachMarks(scene, view.fit);
    const palettes = matchPalettes(match.players, services.settings.people);
    const room = new HintRoomMarks(scene, view.fit, match.position.layout, palettes);
    this.showRoom = (squares) => room.show(match.position.turn() === 2 ? 2 : 1, squares);
    this.nameTags = new NameTags(scene, view.fit);
    this.filled = (s) => match.position.owner[s] !== 0;
    // The capture marks' tags (a ring's "they take 36", a threat's "if you fill a5") at a square's foot.
    this.stakeTags = () => [
      ...view.risk.shown().flatMap((r) => (r.tag ? [r.tag] : [])),
      ...view.risk.threats().flatMap((t) => (t.tag ? [t.tag] : [])),
    ];
    const picture = gameKeep(services).neighboursPicture;
    this.words = new CoachWords(
      scene,
      areas,
      u,
      () => view.input.aimBoxes(),
      () => {
        const box = picture.bounds();
        return box && { box, close: picture.close };
      },
    );
    // A jump's landing dot on the hinted landing keeps clear of the hint's tag there.
    view.input.keepJumpDotsOff(() => {
      const tag = this.marks.hintTag();
      return tag ? [tag.box] : [];
    });
    keepAimClear(
      scene,
      () => {
        const box = this.words.bounds();
        return box ? [box] : [];
      },
      'coach',
    );
    const keep = gameKeep(services).coach;
    this.model = new CoachModel({
      match,
      settings: services.settings,
      store: services.store,
      keep,
      client: keep.client(() => new CoachClient(() => createAgentWorker() as unknown as CoachWorkerLike)),
      saveSettings: () => saveCurrentSettings(services),
      alive: () => scene.sys.isActive(),
      view: {
        draw: (snapshot) => this.draw(snapshot),
        ask: (q) => confirmDialog(scene, u, q),
        tellRefused: (words) => view.tellRefused(words),
        announce: (words) => announce(words),
        focusSquare: (square) => focusGridSquare(square),
        squareNotes: (notes) => setSquareNotes(notes),
      },
    });
    this.gainPreview = new GainPreview(
      scene,
      view.fit,
      {
        canPreview: (s) => this.model.canPreview(s),
        landing: (c) => match.position.landingSquare(c),
        // A finger's hold whose lift places ends its words by saying so.
        show: (s) => this.model.preview(s, services.pointer === 'touch' && view.input.liftPlaces()),
        hide: () => this.model.restoreWords(),
      },
      // A hold on an empty square looks and still places on release, as a tap does; sliding off
      // the square places nothing (press.ts). A held cell's count asks only (cell-value.ts).
      () => {},
      // The held square's splits show while it is held, as a press's do (split-preview.ts).
      (s) => view.input.press.holdShows(s),
    );
    // A new player's first games show what a move gains, cell by cell, as the coach's own preview.
    view.input.showWorth(gainsShown(services.settings));
    // A press on the closed toggle says why it is closed (the tooltip alone needs a hover or a hold).
    if (this.model.explainsRefusals()) {
      buttons.overlay?.onRefused(() => this.model.refusedOverlay());
      buttons.hint?.onRefused(() => this.model.refusedHint());
    }
    scene.events.once('shutdown', () => this.model.stop());
    this.model.start();
  }

  onMatchEvent(e: MatchEvent): void {
    this.model.onMatchEvent(e);
  }

  pressHint(): void {
    this.model.pressHint();
  }

  toggleOverlay(): void {
    this.model.toggleOverlay();
  }

  /** Best moves pressed where it is not greyed by the bar (in the sheet): turned on or off, or why it is closed. */
  pressOverlay(): void {
    if (this.model.snapshot().overlayEnabled) this.model.toggleOverlay();
    else if (this.model.explainsRefusals()) this.model.refusedOverlay();
  }

  /** The keyboard cursor moved onto `square` (−1: hidden): preview it as a hover would. */
  focus(square: number): void {
    this.model.focus(square);
  }

  /** The hint's tag as drawn, or null. */
  hintTag(): ReturnType<CoachMarks['hintTag']> {
    return this.marks.hintTag();
  }

  /** The square a finger holds for its gain preview (ringed), or −1. */
  heldSquare(): number {
    return this.gainPreview.ringed();
  }

  /** Where the coach's banner stands, in game pixels, and since when, or null while it is hidden. */
  shownWordsBox(): (Rect & { since: number }) | null {
    return this.words.bounds();
  }

  private draw(c: CoachSnapshot): void {
    const hint = c.hint?.ringed ?? -1;
    const drawn = `${hint}:${c.hint?.presses ?? 0}`;
    if (drawn !== this.drawnHint) {
      this.drawnHint = drawn;
      if (hint < 0) this.marks.clearHint();
      else this.marks.showHint(hint, this.stakeTags());
    }
    this.showRoom(c.hint?.room ?? []);
    const overlay = c.overlay?.available ? c.overlay : null;
    // Drawn again for a new overlay, or for every square's figure after the best squares' (a second press).
    if (overlay !== this.drawnOverlay || c.bestNumbers.length !== this.drawnNumbers) {
      this.drawnOverlay = overlay;
      this.drawnNumbers = c.bestNumbers.length;
      this.marks.clearOverlay();
      if (overlay) this.marks.showOverlay(c.bestMarks, c.bestNumbers);
    }
    if (c.words !== this.words.words()) {
      if (c.words === null) this.words.hide();
      else this.words.show(c.words);
    }
    // Zoomed in, a hint or Best moves' first square out of sight is glided to: its ring and tag show.
    const pointed = this.pointed.next({
      hint,
      presses: c.hint?.presses ?? 0,
      bestOn: c.overlaySelected,
      best: c.bestMarks,
    });
    if (pointed >= 0) this.bringIntoSight(pointed);
    // Out of sight later (a drag, a zoom toward the last move), the hint has its arrow at the edge.
    this.arrow.point(hint >= 0 ? hint : c.overlaySelected ? (c.bestMarks[0] ?? -1) : -1);
    this.marks.previewing(this.gainPreview.previewed());
    // The squares the words name, less the previewed and the hinted ones (a ring or the ghost marks them).
    const marked = [this.gainPreview.previewed(), hint];
    // Each tag keeps off the played cells and the marked squares round it ("b4" sat over a3).
    const busy = (s: number) => this.filled(s) || s === hint || c.bestMarks.includes(s);
    this.nameTags.show(squaresToTag(c.words, this.nameTags.layout(), marked), c.bestMarks, busy);
    this.buttons.hint?.setEnabled(c.hintEnabled).showCaption(c.hintCaption);
    this.buttons.overlay?.setEnabled(c.overlayEnabled);
    this.buttons.overlay?.setLabel(c.overlayLabel).showBadge(c.overlayBadge);
    this.buttons.overlay?.setSelected(c.overlaySelected);
  }
}
