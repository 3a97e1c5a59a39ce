// The board as a person sees it: the vessel (drawn at runtime for the real layout), one cell
// sprite per occupied square, the last-move ring, and a ghost cell on the legal square under the
// pointer. A cell is placed on release, inside the square where the press began (sliding off
// cancels; while pressed the square shows the cell to come). It animates the match's events
// while holding it.

import Phaser from 'phaser';
import { patternFrame, type Layout } from '../engine/index.ts';
import type { MoveEvent, UndoEvent } from '../game/events.ts';
import type { Match } from '../game/match.ts';
import { Aim } from './aim.ts';
import { drawBoardBackground } from './art/boards.ts';
import { BoardGeometryFit, type Rect } from './board-geometry.ts';
import { CellSprite, tween } from './cell-sprite.ts';
import { CellValue } from './cell-value.ts';
import { floatGain, pulse } from './move-flourish.ts';
import { reducedMotion } from './motion.ts';
import { paletteCss, paletteHex, type PaletteName } from './palette.ts';
import { hexagonRingTexture, roundedRectTexture } from './shape-texture.ts';
import { hasUnderlay, underlay } from './underlay.ts';

const BACKGROUND_KEY = 'board-background';

export interface BoardViewOptions {
  /** Animation time multiplier (1 = normal). */
  speed: number;
  /** Colour-blind marks on the cells (a dot for player 1, a ring for player 2). */
  marks?: boolean;
}

export class BoardView {
  readonly fit: BoardGeometryFit;
  private readonly layout: Layout;
  private readonly cells = new Map<number, CellSprite>();
  private readonly ghost: Phaser.GameObjects.Image;
  private readonly ring: Phaser.GameObjects.Container;
  private readonly layer: Phaser.GameObjects.Container;
  /** Bumped when the cells are redrawn or taken back (restart, undo): a move still animating stops. */
  private shown = 0;
  /** The releases of the match holds this view's animations have taken and not yet given back. */
  private readonly holds = new Set<() => void>();
  /**
   * When (performance.now()) the frame showing the person's turn was drawn: Infinity from an
   * opponent's move until then. A tap made earlier was aimed at an older board (the browser may
   * hand it over after a long frame, once the reply has landed) and is refused.
   */
  private turnShownAt = Infinity;
  /** The press in progress: the pointer and the square it will place on release. */
  private pressed: { pointer: number; square: number } | null = null;
  /** How many moves have their cell on the board (a move's cell lands after its event). */
  private landedMoves = 0;
  /** Tap to aim, then confirm, for fingers on squares smaller than a finger. */
  private readonly aim: Aim;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly match: Match,
    private readonly palettes: [PaletteName, PaletteName],
    area: Rect,
    private readonly options: BoardViewOptions = { speed: 1 },
  ) {
    this.layout = match.position.layout;
    this.fit = new BoardGeometryFit(this.layout, area);
    this.drawBackground();
    this.layer = scene.add.container(0, 0);
    // A smooth-edged texture, not Graphics (no multisampling: see shape-texture.ts).
    // The last-move mark: a white ring on a dark one, so it shows on every cell colour and vessel.
    const size = this.fit.square;
    const ringOf = (stroke: number, width: number, alpha: number) => scene.add.image(0, 0, this.layout.grid === 'hex'
      ? hexagonRingTexture(scene, { width: size - 2, stroke, strokeWidth: width, strokeAlpha: alpha })
      : roundedRectTexture(scene, { width: size - 2, height: size - 2, radius: size * 0.22, stroke, strokeWidth: width, strokeAlpha: alpha }));
    this.ring = scene.add.container(0, 0, [
      ringOf(0x06141a, Math.max(4, size * 0.13), 0.9), ringOf(0xffffff, Math.max(2, size * 0.06), 1),
    ]).setVisible(false);
    this.ghost = scene.add.image(0, 0, 'cells', this.loneCellFrame(palettes[0])).setAlpha(0);
    this.aim = new Aim(scene, this.fit, (s, downTime) => this.playInput(s, downTime));
    this.syncAll();
    if (!reducedMotion()) scene.tweens.add({ targets: this.ring, alpha: { from: 1, to: 0.7 }, duration: 900, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    new CellValue(scene, this.fit, match, () => this.cancelPress());
    scene.input.on('pointermove', this.onPointerMove, this);
    scene.input.on('pointerdown', this.onPointerDown, this);
    scene.input.on('pointerup', this.onPointerUp, this);
    scene.input.on('pointerupoutside', this.cancelPress, this);
    scene.input.on('gameout', this.cancelPress, this);
    this.awaitDrawn();
    scene.events.once('shutdown', () => {
      scene.game.events.off(Phaser.Core.Events.POST_RENDER, this.onDrawn, this);
      scene.input.off('pointermove', this.onPointerMove, this);
      scene.input.off('pointerdown', this.onPointerDown, this);
      scene.input.off('pointerup', this.onPointerUp, this);
      scene.input.off('pointerupoutside', this.cancelPress, this);
      scene.input.off('gameout', this.cancelPress, this);
      this.shown++;
      // The scene restarts (a resize, a rotation, fullscreen) with its animations gone: give the
      // match back. After this task, so a reply that waited is shown by the next board, not this one.
      const holds = [...this.holds];
      this.holds.clear();
      queueMicrotask(() => holds.forEach((release) => release()));
    });
  }

  /** Draws every cell as the position stands, without animation (start, restart, resize). */
  syncAll(): void {
    this.shown++;
    for (const cell of this.cells.values()) {
      cell.stop();
      cell.destroy();
    }
    this.cells.clear();
    this.aim.clear();
    const p = this.match.position;
    for (let s = 0; s < this.layout.size; s++) {
      if (p.owner[s] !== 0) this.addCell(s, p.owner[s] as 1 | 2, p.pattern[s]!);
    }
    this.drawRing();
    this.ghost.setAlpha(0);
    this.landedMoves = p.ply;
  }

  /** How many moves have their cell on the board: the HUD may count a move's gain only after. */
  landed(): number {
    return this.landedMoves;
  }

  /**
   * Animates a move: the drop or pop-in, then every division with its gain floating up; resolves
   * when all have settled. `onLanded` is told as the cell lands, when the divisions begin.
   */
  async animateMove(e: MoveEvent, onLanded?: () => void): Promise<void> {
    const speed = this.options.speed;
    if (e.byOpponent) this.awaitDrawn();
    const release = this.match.hold();
    this.holds.add(release);
    const shown = this.shown;
    try {
      this.ghost.setAlpha(0);
      this.aim.clear();
      const placed = this.addCell(e.square, e.player, 0);
      this.drawRing();
      const to = this.fit.centre(e.square);
      if (this.layout.gravity) {
        const fromY = this.fit.gridTop() - this.fit.square * 0.6;
        const rowsFallen = Math.max(1, (to.y - fromY) / this.fit.square);
        await placed.drop(fromY, (150 + 60 * Math.sqrt(rowsFallen)) * speed);
      } else {
        await placed.popIn(220 * speed);
      }
      // Taken back (undo, restart) while the cell came in: its divisions are not to be shown.
      if (shown !== this.shown) return;
      this.landedMoves = e.ply;
      this.scene.game.events.emit('cell-placed', e);
      onLanded?.();
      const divisions = e.changes.filter((c) => c.to !== (c.from < 0 ? 0 : c.from));
      if (divisions.length > 0) this.scene.game.events.emit('cells-divided', divisions.length);
      this.showGain(e);
      for (const c of divisions) {
        const owner = this.match.position.owner[c.square]!;
        if (owner !== 0) pulse(this.scene, this.fit.centre(c.square), this.fit.square, paletteHex(this.palettes[owner - 1]!), 480 * speed);
      }
      await Promise.all(divisions.map((c) => this.cells.get(c.square)?.divide(c.to, 340 * speed)));
    } finally {
      this.holds.delete(release);
      release();
    }
  }

  /** The mover's gain floats up from the placed cell; a loss the move caused the other floats down. */
  private showGain(e: MoveEvent): void {
    const at = this.fit.centre(e.square);
    const mover = e.player - 1;
    const gain = e.gains[mover]!;
    floatGain(this.scene, at, this.fit.square, { text: `+${gain}`, colour: paletteCss(this.palettes[mover]!), square: e.square });
    const lost = e.gains[1 - mover]!;
    if (lost < 0) {
      const below = { x: at.x, y: at.y + this.fit.square * 0.35 };
      floatGain(this.scene, below, this.fit.square, { text: `−${-lost}`, colour: paletteCss(this.palettes[1 - mover]!), square: e.square }, false);
    }
  }

  /** Shows an undo: the removed cells shrink away, the changed patterns step back. */
  async animateUndo(e: UndoEvent): Promise<void> {
    this.shown++;
    this.landedMoves = this.match.position.ply;
    this.aim.clear();
    for (const cell of this.cells.values()) cell.stop();
    const gone = e.removed.map((s) => this.cells.get(s)).filter((c): c is CellSprite => !!c);
    for (const s of e.removed) this.cells.delete(s);
    for (const c of e.changes) this.cells.get(c.square)?.setPattern(c.to);
    this.drawRing();
    await Promise.all(gone.map((cell) => tween(this.scene, { targets: cell, scale: 0, alpha: 0, duration: 160 }).then(() => cell.destroy())));
  }

  /** The centre of square s in game pixels. */
  centre(s: number): { x: number; y: number } {
    return this.fit.centre(s);
  }

  private addCell(s: number, player: 1 | 2, pattern: number): CellSprite {
    const old = this.cells.get(s);
    old?.stop();
    old?.destroy();
    const { x, y } = this.fit.centre(s);
    const cell = new CellSprite(this.scene, x, y, this.fit.cellPlacement(s).size, this.palettes[player - 1], pattern, this.layout.topology, this.options.marks ? player : 0);
    this.layer.add(cell);
    this.cells.set(s, cell);
    return cell;
  }

  private drawRing(): void {
    const s = this.match.position.lastMove();
    this.ring.setVisible(s >= 0);
    if (s < 0) return;
    const { x, y } = this.fit.centre(s);
    this.ring.setPosition(x, y);
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

  /** The square a press now held down will place on, or −1. */
  pressedSquare(): number {
    return this.pressed?.square ?? -1;
  }

  private onPointerMove(pointer: Phaser.Input.Pointer): void {
    if (this.pressed) {
      if (pointer.id === this.pressed.pointer && this.targetAt(pointer.x, pointer.y) !== this.pressed.square) this.cancelPress();
      return;
    }
    // A finger shows nothing until it presses; a mouse shows where a click would place.
    this.showGhost(pointer.wasTouch || !this.match.canPlay() ? -1 : this.targetAt(pointer.x, pointer.y), 0.4);
  }

  private onPointerDown(pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    if (over.length > 0) return; // a button took it
    const s = this.targetAt(pointer.x, pointer.y);
    if (s < 0) return;
    this.pressed = { pointer: pointer.id, square: s };
    if (this.match.canPlay()) this.showGhost(s, 0.75);
  }

  private onPointerUp(pointer: Phaser.Input.Pointer): void {
    const pressed = this.pressed;
    if (!pressed || pressed.pointer !== pointer.id) return;
    this.cancelPress();
    if (this.targetAt(pointer.x, pointer.y) !== pressed.square) return;
    // A small square under a finger: the first tap aims, the same square again (or Place) plays.
    if (this.aim.takes(pointer) && this.match.canPlay() && this.aim.aimed() !== pressed.square) {
      this.aim.set(pressed.square, this.loneCellFrame(this.palettes[this.match.position.toMove()! - 1]));
      return;
    }
    this.aim.clear();
    this.playInput(pressed.square, pointer.downTime);
  }

  /**
   * A person's move on square s from an input made at `madeAt`: the DOM event's time (the clock
   * of performance.now()), not when it is handled. A press, key or button made before the person's
   * turn was drawn was aimed at an older board and is refused. True when the match took the move.
   */
  playInput(s: number, madeAt: number): boolean {
    if (madeAt < this.turnShownAt) return this.match.refuseInput();
    return this.match.play(s);
  }

  /** Drops the press in progress: its release places nothing (a hold that asked a question). */
  cancelPress(): void {
    this.pressed = null;
    this.ghost.setAlpha(0);
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

  /** From now until the next frame is drawn, taps are older than the board they would play on. */
  private awaitDrawn(): void {
    this.turnShownAt = Infinity;
    this.scene.game.events.off(Phaser.Core.Events.POST_RENDER, this.onDrawn, this);
    this.scene.game.events.once(Phaser.Core.Events.POST_RENDER, this.onDrawn, this);
  }

  private onDrawn(): void {
    this.turnShownAt = performance.now();
  }

  private drawBackground(): void {
    const { width, height } = this.fit.frame;
    if (hasUnderlay(this.scene.game)) {
      // Under the canvas, over the scene's backdrop: drawn once, never by WebGL (see underlay.ts).
      const ctx = underlay(this.scene.game, false);
      ctx.save();
      ctx.translate(this.fit.left, this.fit.top);
      ctx.beginPath();
      ctx.rect(0, 0, width, height);
      ctx.clip();
      drawBoardBackground(ctx, this.fit.geometry);
      ctx.restore();
      return;
    }
    const textures = this.scene.textures;
    // One background texture, replaced per board: a new key per board would leak GPU memory.
    if (textures.exists(BACKGROUND_KEY)) textures.remove(BACKGROUND_KEY);
    const texture = textures.createCanvas(BACKGROUND_KEY, width, height)!;
    drawBoardBackground(texture.context, this.fit.geometry);
    texture.refresh();
    this.scene.add.image(this.fit.left, this.fit.top, BACKGROUND_KEY).setOrigin(0, 0);
  }
}
