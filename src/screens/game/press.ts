// A person's presses on the board, without Phaser: a cell is placed on release, inside the square
// where the press began (sliding off cancels; while pressed the square shows the cell to come and a
// finger's press the points it would make, press-gain.ts). A mouse shows a ghost cell. On squares
// smaller than one tap a finger's press shows the board magnified above it (with the gain), a slide
// moves the aim, and the release places there once the finger has seen it; a quicker tap places
// well inside its square, by an edge only aims, the magnified square and its gain staying in sight
// (board-fit.ts, tap-inside.ts); a tap off the board drops the
// aim. Aimed (or aiming first, a setting), Place or a second tap on the aimed square plays. A tap made
// while the person waits for the computer is kept (the last one; a second tap on it lets it go), marked
// by its faint cell, and played once the turn is drawn (on squares smaller than a finger, aimed there
// for a second tap);
// taps on taken squares and a cut press are refused, told why off the squares (the board's notice
// place). Under jumps a tap on your cell selects it (jump-select.ts).

import { MAGNIFIER_SEEN_MS, magnifiedRelease, type PressStyle } from './board-fit.ts';
import { CUT_PRESS_WORDS, type TapNear } from '../../ui/refused-tap.ts';
import { PressRefusals } from './press-refusals.ts';
import { JumpSelection } from './jump-select.ts';
import { pressGainOf } from './press-gain.ts';
import type { PressPointer, PressPorts, PressSnapshot } from './press-ports.ts';
import { SplitFollower } from './split-preview.ts';
import { TurnClock } from './turn-clock.ts';
import { pressFinishesReply } from './turn-open.ts';
import { isHuman } from '../../game/players.ts';

export type { PressBoard, PressPointer, PressPorts, PressSnapshot, PressView } from './press-ports.ts';

export class PressModel {
  /** When the board showed the turn and the opponent's move (turn-clock.ts). */
  private readonly turn: TurnClock;
  /** The last tap kept for the turn, and how the board took presses when it was made (a small square's is aimed, not played). */
  private queued: { square: number; madeAt: number; style: PressStyle } | null = null;
  /** The press in progress; an aiming press places on release only when it began on the square already aimed and never left it. */
  private pressed: {
    pointer: number;
    square: number;
    aiming: boolean;
    confirms: boolean;
    /** A magnifying press (magnifiedRelease); `slid`: the aim moved with the finger. */
    lifts: boolean;
    slid: boolean;
  } | null = null;
  /** The pointer down since a press on a square (even one slid off it since), until its release. */
  private downOnSquare: number | null = null;
  /** The pointer held on the board's last layout when it ended (a resize), until its release: refused. */
  private cutPress: number | null = null;
  /** A press on a square that holds a cell: told on release, on the same square (`held`: it showed the cell's count). */
  private pressedTaken: { pointer: number; square: number; held?: boolean } | null = null;
  /** A press on the board's picture but on no square (its rim, a gap): told on release, if still there. */
  private pressedOff: number | null = null;
  private aimed = -1;
  private ghost: { square: number; alpha: number } | null = null;
  /** What the board says of a press it did not take (press-refusals.ts). */
  private readonly refusals: PressRefusals;
  /** A cell of the person's selected to jump and the cells that can, apart from the presses' own states. */
  readonly jumps: JumpSelection;
  /** The faint cuts of the move shown (the cell to come or the aim), split-preview.ts. */
  private readonly splits: SplitFollower;
  /** The square a held finger's question rings (the gain preview, preview.ts), or −1. */
  private heldOn = -1;

  constructor(private readonly ports: PressPorts) {
    this.turn = new TurnClock(ports.clock);
    this.splits = new SplitFollower(
      ports.match,
      (splits) => ports.view.splits?.(splits),
      (worth) => ports.view.worth?.(worth),
    );
    this.jumps = new JumpSelection(ports.match, (...shown) => ports.view.jumps?.(...shown));
    this.refusals = new PressRefusals(ports, this.turn, this.jumps);
  }

  snapshot(): PressSnapshot {
    return {
      pressed: this.pressed?.square ?? -1,
      aimed: this.aimed,
      ghost: this.ghost,
      told: this.refusals.told,
      queued: this.queued?.square ?? -1,
      jump: this.jumps.snapshot(),
    };
  }

  /** The pointer held on the board's last layout when it ended (a resize): its release is refused. */
  keepCutPress(pointer: number | null): void {
    this.cutPress = pointer;
  }

  /** The pointer held on a square as the board is laid out again, or null. */
  heldOnSquare(): number | null {
    return this.downOnSquare;
  }

  // --- the turn as drawn ---

  /** From now until `drawn`, taps are older than the board they would play on. */
  awaitDrawn(): void {
    this.turn.awaitDrawn();
  }

  /** A frame showing the board was drawn: a tap kept for the person's turn is played now. */
  drawn(): void {
    this.turn.drawn();
    const kept = this.queued;
    if (kept) this.playKept(kept);
  }

  /** The opponent's move begins to show now: taps from here until the turn is drawn came during it. */
  opponentMoveShows(): void {
    this.turn.opponentMoveShows();
  }

  /** A frame showing the opponent's move was drawn: taps from now until the turn is drawn are kept for it. */
  opponentMoveDrawn(): void {
    this.turn.opponentMoveDrawn();
  }

  // --- the pointer ---

  move(p: PressPointer): void {
    const pressed = this.pressed;
    const { match, board } = this.ports;
    if (pressed) {
      if (p.id !== pressed.pointer) return;
      const s = board.targetAt(p.x, p.y);
      if (s === pressed.square) return;
      if (!pressed.aiming) {
        this.endPress();
        return;
      }
      // The aim follows the finger square by square; off the playable squares it stays where it was.
      pressed.confirms = false;
      if (s < 0 || !match.canPlay()) return;
      pressed.square = s;
      pressed.slid = true;
      this.aimAt(s);
      if (pressed.lifts) this.ports.view.gain?.(pressGainOf(match, s, p.touch, true));
      return;
    }
    // A finger shows nothing until it presses; a mouse shows where a click would place (a kept tap's cell stays).
    if (!this.queued) this.showGhost(p.touch || !match.canPlay() ? -1 : board.targetAt(p.x, p.y), 0.4);
  }

  /** A press; `overButton`: a button took it. */
  down(p: PressPointer, overButton: boolean): void {
    this.pressedTaken = null;
    this.pressedOff = null;
    this.cutPress = null;
    this.downOnSquare = null;
    if (overButton) return;
    const { match, board } = this.ports;
    const s = board.targetAt(p.x, p.y);
    if (s < 0) {
      const taken = board.takenAt(p.x, p.y);
      if (taken >= 0) this.pressedTaken = { pointer: p.id, square: taken };
      // A tap off the board lets go of a magnified square's aim (a taken square keeps it).
      else if (this.aimed >= 0 && board.style(p.touch) === 'magnify') this.setAim(-1);
      else if (board.onPicture(p.x, p.y)) this.pressedOff = p.id;
      return;
    }
    this.downOnSquare = p.id;
    this.finishReply(p.downTime);
    // A landing square shown for a jump is played on its first tap, without aiming.
    const landing = this.jumps.snapshot().landings.some((l) => l.square === s);
    const style = match.canPlay() && !landing ? board.style(p.touch) : 'tap';
    const aiming = style !== 'tap';
    const lifts = style === 'magnify';
    const confirms = aiming && this.aimed === s;
    this.pressed = { pointer: p.id, square: s, aiming, confirms, lifts, slid: false };
    if (aiming) this.aimAt(s);
    else if (match.canPlay()) this.showGhost(s, 0.75);
    const gain = aiming && !lifts ? null : pressGainOf(match, s, p.touch, lifts);
    if (gain) this.ports.view.gain?.(gain);
  }

  up(p: PressPointer): void {
    const taken = this.pressedTaken;
    this.pressedTaken = null;
    const { board } = this.ports;
    if (taken && taken.pointer === p.id && board.takenAt(p.x, p.y) === taken.square) {
      // The opponent's new cell, tapped as it comes in: kept, then told taken once the turn shows; a
      // cell tapped while the computer thinks lets go of a kept tap, quietly.
      // A hold is told too (a slow frame makes a phone's tap one): a silent cell looks frozen.
      if (!taken.held && this.keepsFor(p.downTime)) {
        if (this.turn.duringOpponentMove(p.downTime)) this.keep(taken.square, p.downTime, 'tap');
        else if (this.queued) this.dropKept();
      } else this.refusals.taken(taken.square, p.downTime);
    }
    if (this.pressedOff === p.id) this.refusals.offSquare(p);
    this.pressedOff = null;
    const pressed = this.pressed;
    if (!pressed && this.cutPress === p.id && this.ports.names) this.refusals.refuse(CUT_PRESS_WORDS);
    this.cutPress = null;
    this.downOnSquare = null;
    if (!pressed || pressed.pointer !== p.id) return;
    this.endPress();
    // A magnified press places where it is released once seen, a quick tap well inside its square
    // too; a quick tap by an edge aims there.
    if (pressed.lifts) {
      const held = (p.upTime ?? this.ports.clock()) - p.downTime;
      const release = magnifiedRelease({
        onSquare: board.targetAt(p.x, p.y) === pressed.square,
        seen: pressed.slid || pressed.confirms || held >= MAGNIFIER_SEEN_MS,
        inside: board.wellInside?.(p.x, p.y, pressed.square) ?? false,
      });
      if (release !== 'aim') this.setAim(-1);
      if (release === 'place') this.playInput(pressed.square, p.downTime);
      if (release !== 'aim') return;
      // The magnified square stays in sight with what it would gain, waiting for a second tap.
      this.setAim(pressed.square, true, true);
      const gain = pressGainOf(this.ports.match, pressed.square, true, true);
      if (gain) this.ports.view.gain?.(gain);
      return;
    }
    // A small square under a finger: the press aimed; only a second tap on the aimed square plays (or Place).
    if (pressed.aiming && !pressed.confirms) return;
    if (board.targetAt(p.x, p.y) !== pressed.square) return;
    this.setAim(-1);
    // Kept for the turn, a small square's tap is played as it was made: it aims, for a second tap.
    this.playInput(pressed.square, p.downTime, board.style(p.touch));
  }

  /** The pointer left the game, or (`released`: its id) was released outside it: the press is dropped (a magnified one with its cell); one the board's new layout cut is told. */
  out(released?: number): void {
    if (released !== undefined && released === this.cutPress && this.ports.names)
      this.refusals.refuse(CUT_PRESS_WORDS);
    if (this.pressed?.lifts) this.setAim(-1);
    this.endPress();
  }

  /** A hold asked a question (the square's gain, a cell's count): a tap places nothing on release (a cell's still says it is taken), an aim still moves; a magnified press goes on. */
  cancelPress(): void {
    if (this.pressedTaken) this.pressedTaken.held = true;
    if (this.pressed?.lifts) return;
    if (this.pressed?.aiming) this.pressed.confirms = false;
    else this.endPress();
  }

  /** The square a held finger's question rings now (−1: none): its splits show while it is held, as the press's did. */
  holdShows(square: number): void {
    this.heldOn = square;
    this.followSplits();
  }

  /** Whether the move shown says what it gains, cell by cell (gains-setting.ts). */
  showWorth(on: boolean): void {
    this.splits.setWorth(on);
    this.followSplits();
  }

  /** Place, pressed at `madeAt`: plays the aimed square. */
  confirmAim(madeAt: number): void {
    const s = this.aimed;
    if (s < 0) return;
    this.setAim(-1);
    this.playInput(s, madeAt);
  }

  /** Hides the ghost, the aim and a cell selected to jump, and drops a kept tap (the board changed under them); a move coming in (`keepsKept`) keeps it, still marked where its square is free. */
  clear(keepsKept = false): void {
    const kept = keepsKept ? this.queued : null;
    this.queued = kept;
    this.showGhost(kept && this.ports.match.position.owner[kept.square] === 0 ? kept.square : -1, 0.4);
    this.setAim(-1);
    this.jumps.clear();
  }

  /** Drops the aim and a kept tap (a move taken back: the ghost under a mouse stays). */
  clearAim(): void {
    if (this.queued) this.dropKept();
    this.setAim(-1);
  }

  private dropKept(): void {
    this.queued = null;
    this.showGhost(-1, 0);
  }

  /** A person's move on s from an input made at `madeAt` (`style`: how the board took presses): kept for the turn if made while the person waits for it, else refused if early; true when taken now. */
  playInput(s: number, madeAt: number, style: PressStyle = 'tap'): boolean {
    const match = this.ports.match;
    if (this.keepsFor(madeAt)) {
      this.keep(s, madeAt, style);
      return false;
    }
    const early = this.turn.early(madeAt);
    // A cell: under jumps your own selects or lets go, else it is told (tellTaken); a landing square jumps.
    const owner = match.position.owner[s];
    if (!early && owner !== undefined && owner !== 0) return this.refusals.taken(s, madeAt);
    const jump = early || owner !== 0 ? null : this.jumps.tapEmpty(s);
    const taken = early ? match.refuseInput() : match.play(jump ?? s);
    if (!taken) this.refusals.refuseMove(s, madeAt, early);
    return taken;
  }

  /** Tells why a press was refused, by the tap where it was made `near` one, unless the same words were told there a moment ago; true when told. */
  tell(words: string | null, near?: TapNear): boolean {
    return this.refusals.tell(words, near);
  }

  /** Whether a tap made at `madeAt` is kept for the person's turn (turn-clock.ts). */
  private keepsFor(madeAt: number): boolean {
    return this.turn.keeps(this.ports.match, madeAt, !!this.ports.names);
  }

  /**
   * Keeps the tap on `s` for the person's turn, in place of any kept before (a second tap on the kept
   * square lets it go); an empty square shows its cell faintly. Input is handled a frame late, so a
   * tap made during the opponent's move can arrive after the turn was drawn: it is played now, as
   * `drawn` would have, and leaves no faint cell behind.
   */
  private keep(s: number, madeAt: number, style: PressStyle): void {
    if (this.queued?.square === s && !this.turn.duringOpponentMove(madeAt)) {
      this.dropKept();
      return;
    }
    this.queued = { square: s, madeAt, style };
    const empty = this.ports.match.position.owner[s] === 0;
    this.showGhost(empty ? s : -1, 0.4);
    if (Number.isFinite(this.turn.shownAt) && this.ports.match.canPlay()) this.playKept(this.queued);
  }

  /** The kept tap, on the turn as drawn: played (a small square's aimed, for a second tap) if its square is still empty, else told taken as any such tap. */
  private playKept(kept: { square: number; style: PressStyle }): void {
    this.dropKept();
    const { match } = this.ports;
    if (!match.canPlay()) return;
    const { square: s, style } = kept;
    const now = this.turn.shownAt;
    if (match.position.owner[s] !== 0) this.refusals.taken(s, now);
    else if (style === 'tap') this.playInput(s, now);
    else {
      this.setAim(s, style === 'magnify', true);
      const gain = style === 'magnify' ? pressGainOf(match, s, true, true) : null;
      if (gain) this.ports.view.gain?.(gain);
    }
  }

  /** A press on a free square while the reply still plays and "Your turn" shows ends the reply now (turn-open.ts). */
  private finishReply(madeAt: number): void {
    const { match, reply } = this.ports;
    const mover = match.position.toMove();
    const finishes = pressFinishesReply({
      replyPlays: reply?.plays() ?? false,
      seen: this.turn.sawOpponentMove(madeAt),
      personNext: mover !== null && !match.position.isOver() && isHuman(match.players[mover - 1]!),
      onFreeSquare: true,
    });
    if (finishes) reply!.finish();
  }

  private endPress(): void {
    this.pressed = null;
    this.showGhost(-1, 0);
    this.ports.view.gain?.(null);
  }

  private aimAt(s: number): void {
    const p = this.pressed;
    if (this.aimed !== s) this.setAim(s, p?.lifts ?? false);
  }

  private setAim(s: number, lift = false, settled = false): void {
    this.aimed = s;
    this.ports.view.aim(s, lift, settled);
    // The gain a quick tap's aim kept in sight goes with it.
    if (s < 0) this.ports.view.gain?.(null);
    this.followSplits();
  }

  private showGhost(s: number, alpha: number): void {
    this.ghost = s < 0 ? null : { square: s, alpha };
    this.ports.view.ghost(s, alpha);
    this.followSplits();
  }

  /** The splits of the move shown: a held question's square, else the aimed square's, else the cell to come's. */
  private followSplits(): void {
    const held = this.heldOn >= 0 ? this.heldOn : this.aimed;
    const square = held >= 0 ? held : (this.ghost?.square ?? -1);
    // A landing square shown for a jump: the jump's splits, its cell gone from where it stood.
    const landing = this.jumps.snapshot().landings.find((l) => l.square === square);
    this.splits.follow(landing?.move ?? square);
  }
}
