// A person's input on the board: a cell is placed on release, inside the square where the press
// began (sliding off cancels; while pressed the square shows the cell to come). A mouse shows a
// ghost cell on the legal square under it. On squares smaller than a finger a press aims and a
// sliding finger moves the aim square by square; release leaves the aim, Place (or a second tap
// on the aimed square) plays it.
// A tap made before the person's turn was drawn is refused; a refused tap is told why, briefly,
// and so is a tap on a square that already holds a cell (which also shakes that cell), and a
// press held while the board was laid out again (cut-press.ts).

import Phaser from 'phaser';
import { patternFrame, type Layout } from '../engine/index.ts';
import type { Match } from '../game/match.ts';
import { Aim } from './aim.ts';
import type { BoardGeometryFit, Rect } from './board-geometry.ts';
import type { PaletteName } from './palette.ts';
import { placeWord } from '../game/settings.ts';
import { CUT_PRESS_WORDS, pressCutOff, takeCutPress } from './cut-press.ts';
import { FULL_COLUMN_WORDS, fullColumnTop, RefusedTapNotice, refusedTapOf, refusedTapWords, showRefusedNotice, takenSquareWords } from './refused-tap.ts';

export class BoardInput {
  private readonly layout: Layout;
  private readonly ghost: Phaser.GameObjects.Image;
  /** Tap to aim, then confirm, for fingers on squares smaller than a finger. */
  private readonly aim: Aim;
  /**
   * When (performance.now()) the frame showing the person's turn was drawn: Infinity from an
   * opponent's move until then. A tap made earlier was aimed at an older board (the browser may
   * hand it over after a long frame, once the reply has landed) and is refused.
   */
  private turnShownAt = Infinity;
  /**
   * When (performance.now()) the latest opponent's move began to show. An early tap made after it
   * came while that move's cell landed and divided, even when handled once it has settled.
   */
  private opponentMoveAt = Infinity;
  /**
   * The press in progress: the pointer and the square it will place on release. A press that
   * aims (a finger on squares smaller than a finger) moves the aim instead; it places on release
   * only when it began on the square already aimed and never left it.
   */
  private pressed: { pointer: number; square: number; aiming: boolean; confirms: boolean } | null = null;
  /** The pointer down since a press on a square (even one slid off it since), until its release. */
  private downOnSquare: number | null = null;
  /** The pointer pressed on the board's last layout when it ended (a resize), until its release. */
  private cutPress: number | null = null;
  /** A press on a square that holds a cell: told on release, on the same square. */
  private pressedTaken: { pointer: number; square: number } | null = null;
  private readonly refused = new RefusedTapNotice((words) => showRefusedNotice(words, this.pageTop()));

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    private readonly match: Match,
    private readonly palettes: [PaletteName, PaletteName],
    /** The players' names: a refused tap is told why. Without them (the guided game speaks for itself) it is not. */
    private readonly names?: readonly [string, string],
    /** Shakes the cell on a square tapped while taken. */
    private readonly shake: (s: number) => void = () => {},
  ) {
    this.layout = match.position.layout;
    this.ghost = scene.add.image(0, 0, 'cells', this.loneCellFrame(palettes[0])).setAlpha(0);
    this.aim = new Aim(scene, fit, (s, downTime) => this.playInput(s, downTime), () => this.playableSquares());
  }

  /** Starts taking the pointer's presses (until the scene shuts down). */
  listen(): void {
    const input = this.scene.input;
    input.on('pointermove', this.onPointerMove, this);
    input.on('pointerdown', this.onPointerDown, this);
    input.on('pointerup', this.onPointerUp, this);
    input.on('pointerupoutside', this.endPress, this);
    input.on('gameout', this.endPress, this);
    this.awaitDrawn();
    this.cutPress = takeCutPress(this.scene);
    this.scene.events.once('shutdown', () => {
      if (this.downOnSquare !== null) pressCutOff(this.scene, this.downOnSquare);
      this.scene.game.events.off(Phaser.Core.Events.POST_RENDER, this.onDrawn, this);
      input.off('pointermove', this.onPointerMove, this);
      input.off('pointerdown', this.onPointerDown, this);
      input.off('pointerup', this.onPointerUp, this);
      input.off('pointerupoutside', this.endPress, this);
      input.off('gameout', this.endPress, this);
    });
  }

  /** Hides the ghost and the aim (the board changed under them). */
  clear(): void {
    this.ghost.setAlpha(0);
    this.aim.clear();
  }

  /** Drops the aim only (a move taken back: the ghost under a mouse stays). */
  clearAim(): void {
    this.aim.clear();
  }

  /** The square a press now held down will place on (an aiming press: aims at), or −1. */
  pressedSquare(): number {
    return this.pressed?.square ?? -1;
  }

  /** The aimed square, or −1. */
  aimedSquare(): number {
    return this.aim.aimed();
  }

  /** The Place bubble's and the aimed square's boxes while aimed, in game pixels. */
  aimBoxes(): Rect[] {
    return this.aim.boxes();
  }

  /**
   * A person's move on square s from an input made at `madeAt`: the DOM event's time (the clock
   * of performance.now()), not when it is handled. A press, key or button made before the person's
   * turn was drawn was aimed at an older board and is refused. True when the match took the move.
   */
  playInput(s: number, madeAt: number): boolean {
    const early = madeAt < this.turnShownAt;
    const taken = early ? this.match.refuseInput() : this.match.play(s);
    if (!taken && this.names) this.refused.tell(refusedTapWords(refusedTapOf(this.match, early, this.names, this.duringOpponentMove(madeAt))));
    return taken;
  }

  /** The squares a tap could play on now: the legal ones, or under gravity every square of a column not full. */
  private playableSquares(): number[] {
    const p = this.match.position;
    const out: number[] = [];
    for (let s = 0; s < this.layout.size; s++) {
      if (this.layout.gravity ? p.landingSquare(this.layout.colOf[s]!) >= 0 : p.isLegal(s)) out.push(s);
    }
    return out;
  }

  /** Tells why a press was refused (a closed toggle's reason), where a refused tap's notice hangs; the same words not twice in a short while. */
  tellRefused(words: string): boolean {
    return this.refused.tell(words);
  }

  /** The top centre of the board's squares, in page CSS pixels: where a refused tap's notice hangs. */
  private pageTop(): { x: number; y: number } {
    const rect = this.scene.game.canvas.getBoundingClientRect();
    const k = rect.width / this.scene.scale.width;
    const x = this.fit.left + this.fit.frame.width / 2;
    return { x: rect.left + x * k, y: rect.top + this.fit.gridTop() * k + 4 };
  }

  /** The press in progress places nothing on release (a hold that asked a question); an aiming finger still moves the aim. */
  cancelPress(): void {
    if (this.pressed?.aiming) this.pressed.confirms = false;
    else this.endPress();
  }

  /** Drops the press in progress. */
  private endPress(): void {
    this.pressed = null;
    this.ghost.setAlpha(0);
  }

  /** From now until the next frame is drawn, taps are older than the board they would play on. */
  awaitDrawn(): void {
    this.turnShownAt = Infinity;
    this.scene.game.events.off(Phaser.Core.Events.POST_RENDER, this.onDrawn, this);
    this.scene.game.events.once(Phaser.Core.Events.POST_RENDER, this.onDrawn, this);
  }

  /** Taps are older than the person's turn until awaitDrawn is called again (an opponent's move still settles). */
  hideTurn(): void {
    this.turnShownAt = Infinity;
    this.scene.game.events.off(Phaser.Core.Events.POST_RENDER, this.onDrawn, this);
  }

  /** The opponent's move begins to show now: taps from here until the turn is drawn came during it. */
  opponentMoveShows(): void {
    this.opponentMoveAt = performance.now();
  }

  /** Whether an input made at `madeAt` came while the latest opponent's move still showed. */
  private duringOpponentMove(madeAt: number): boolean {
    return madeAt >= this.opponentMoveAt && madeAt < this.turnShownAt;
  }

  private onDrawn(): void {
    this.turnShownAt = performance.now();
  }

  /** The frame of a cell with no connection, on this board's grid. */
  private loneCellFrame(palette: PaletteName): string {
    return `${palette}/${patternFrame(0, this.layout.axes)}`;
  }

  /** The square a tap at (x, y) would play: the square itself, or the column's landing square. */
  private targetAt(x: number, y: number): number {
    const p = this.match.position;
    if (this.layout.gravity) {
      if (!this.fit.contains(x, y)) return -1;
      const c = this.fit.columnAt(x);
      return c < 0 ? -1 : p.landingSquare(c);
    }
    const s = this.fit.squareAt(x, y);
    return s >= 0 && p.isLegal(s) ? s : -1;
  }

  private onPointerMove(pointer: Phaser.Input.Pointer): void {
    const pressed = this.pressed;
    if (pressed) {
      if (pointer.id !== pressed.pointer) return;
      const s = this.targetAt(pointer.x, pointer.y);
      if (s === pressed.square) return;
      if (!pressed.aiming) {
        this.endPress();
        return;
      }
      // The aim follows the finger square by square; off the playable squares it stays where it was.
      pressed.confirms = false;
      if (s < 0 || !this.match.canPlay()) return;
      pressed.square = s;
      this.aimAt(s);
      return;
    }
    // A finger shows nothing until it presses; a mouse shows where a click would place.
    this.showGhost(pointer.wasTouch || !this.match.canPlay() ? -1 : this.targetAt(pointer.x, pointer.y), 0.4);
  }

  private onPointerDown(pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    this.pressedTaken = null;
    this.cutPress = null;
    this.downOnSquare = null;
    if (over.length > 0) return; // a button took it
    const s = this.targetAt(pointer.x, pointer.y);
    if (s < 0) {
      const taken = this.takenAt(pointer.x, pointer.y);
      if (taken >= 0) this.pressedTaken = { pointer: pointer.id, square: taken };
      return;
    }
    this.downOnSquare = pointer.id;
    const aiming = this.aim.takes(pointer) && this.match.canPlay();
    this.pressed = { pointer: pointer.id, square: s, aiming, confirms: aiming && this.aim.aimed() === s };
    if (aiming) this.aimAt(s);
    else if (this.match.canPlay()) this.showGhost(s, 0.75);
  }

  /** Aims at square s (a finger on small squares), with the mover's cell in the Place bubble. */
  private aimAt(s: number): void {
    if (this.aim.aimed() === s) return;
    this.aim.set(s, this.loneCellFrame(this.palettes[this.match.position.toMove()! - 1]));
  }

  private onPointerUp(pointer: Phaser.Input.Pointer): void {
    const taken = this.pressedTaken;
    this.pressedTaken = null;
    if (taken && taken.pointer === pointer.id && this.takenAt(pointer.x, pointer.y) === taken.square) this.tellTaken(taken.square, pointer.downTime);
    const pressed = this.pressed;
    if (!pressed && this.cutPress === pointer.id && this.names) this.refused.tell(CUT_PRESS_WORDS);
    this.cutPress = null;
    this.downOnSquare = null;
    if (!pressed || pressed.pointer !== pointer.id) return;
    this.endPress();
    // A small square under a finger: the press aimed; only a second tap on the aimed square plays (or Place).
    if (pressed.aiming && !pressed.confirms) return;
    if (this.targetAt(pointer.x, pointer.y) !== pressed.square) return;
    this.aim.clear();
    this.playInput(pressed.square, pointer.downTime);
  }

  /** The square under (x, y) when it holds a cell; under gravity, where a tap picks a column, a full column's top cell. Else −1. */
  private takenAt(x: number, y: number): number {
    if (this.layout.gravity) return fullColumnTop(this.match.position, this.fit.contains(x, y) ? this.fit.columnAt(x) : -1);
    const s = this.fit.squareAt(x, y);
    return s >= 0 && this.match.position.owner[s] !== 0 ? s : -1;
  }

  /**
   * A person's tap on a taken square, made at `madeAt`: on their turn the cell shakes and a brief
   * notice says so; before it, the notice says whose move to wait for.
   */
  private tellTaken(s: number, madeAt: number): void {
    if (!this.names) return;
    const early = madeAt < this.turnShownAt;
    if (early || !this.match.canPlay()) {
      this.refused.tell(refusedTapWords(refusedTapOf(this.match, early, this.names, this.duringOpponentMove(madeAt))));
      return;
    }
    this.shake(s);
    this.refused.tell(this.layout.gravity ? FULL_COLUMN_WORDS : takenSquareWords(placeWord(this.layout.grid)));
  }

  /** The mover's cell, see-through, on square s (−1 hides it). */
  private showGhost(s: number, alpha: number): void {
    if (s < 0) {
      this.ghost.setAlpha(0);
      return;
    }
    const { x, y } = this.fit.centre(s);
    const mover = this.match.position.toMove()!;
    const size = this.fit.cellPlacement(s).size * (alpha > 0.5 ? 0.96 : 0.9);
    this.ghost.setFrame(this.loneCellFrame(this.palettes[mover - 1])).setDisplaySize(size, size);
    this.ghost.setPosition(x, y).setAlpha(alpha);
  }
}
