// The gain preview's input: resting the mouse on an empty square, or holding a finger on one,
// asks what that square would gain and deny (the words come from the coach's `show`). A hold
// that asks places nothing on release; a finger still held slides the preview from square to
// square; a held preview stays until the next press. Under gravity the square asked about is
// where a cell dropped in that column lands. A held square is ringed, wider than the square, so
// the ring shows around the finger that hides it.

import type Phaser from 'phaser';
import type { BoardGeometryFit } from './board-geometry.ts';
import { stillHeld } from './held.ts';
import { pixelRatio } from './screen.ts';
import { squareRingImages } from './square-ring.ts';
import { THEME } from './theme.ts';

const HOVER_MS = 350;
const HOLD_MS = 450;

export interface PreviewTarget {
  /** Whether `square` may be previewed now (a person's turn, a legal square). */
  canPreview(square: number): boolean;
  /** Under gravity: the square a cell dropped in `column` lands on, or −1. */
  landing(column: number): number;
  show(square: number): void;
  hide(): void;
}

export class GainPreview {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private square = -1;
  /** The pointer whose hold is showing a preview: its moves slide the preview. */
  private holding = -1;
  /** The ring around the held square. */
  private readonly ring: Phaser.GameObjects.Container;

  /** `onHeld` is told when a held press turned into a question (the press must not place). */
  constructor(private readonly scene: Phaser.Scene, private readonly fit: BoardGeometryFit, private readonly target: PreviewTarget, private readonly onHeld: () => void) {
    // A fingertip covers about 40 CSS px: the ring stands a finger's edge beyond the square.
    const across = fit.square + 24 * pixelRatio();
    const stroke = Math.max(3 * pixelRatio(), fit.square * 0.08);
    this.ring = scene.add.container(0, 0, squareRingImages(scene, fit.layout.grid, across, across * 0.22, [
      { colour: 0x06141a, width: stroke * 1.8, alpha: 0.9 }, { colour: THEME.accent, width: stroke },
    ])).setDepth(29).setVisible(false);
    const input = scene.input;
    input.on('pointermove', this.onMove, this);
    input.on('pointerdown', this.onDown, this);
    input.on('pointerup', this.onUp, this);
    input.on('gameout', this.onOut, this);
    scene.events.once('shutdown', () => {
      clearTimeout(this.timer);
      input.off('pointermove', this.onMove, this);
      input.off('pointerdown', this.onDown, this);
      input.off('pointerup', this.onUp, this);
      input.off('gameout', this.onOut, this);
    });
  }

  private squareAt(x: number, y: number): number {
    const under = this.fit.squareAt(x, y);
    const s = this.fit.layout.gravity && under >= 0 ? this.target.landing(this.fit.layout.colOf[under]!) : under;
    return s >= 0 && this.target.canPreview(s) ? s : -1;
  }

  private onMove(pointer: Phaser.Input.Pointer): void {
    if (pointer.isDown && pointer.id === this.holding) {
      const s = this.squareAt(pointer.x, pointer.y);
      if (s < 0 || s === this.square) return;
      this.square = s;
      this.ringAt(s);
      this.target.show(s);
      return;
    }
    if (pointer.wasTouch || pointer.isDown) return;
    const s = this.squareAt(pointer.x, pointer.y);
    if (s === this.square) return;
    this.clear();
    if (s < 0) return;
    this.square = s;
    this.timer = setTimeout(() => { if (this.scene.sys.isActive() && this.target.canPreview(s)) this.target.show(s); }, HOVER_MS);
  }

  private onDown(pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    this.clear();
    const s = over.length > 0 ? -1 : this.squareAt(pointer.x, pointer.y);
    if (s < 0) return;
    this.square = s;
    const downTime = pointer.downTime;
    const id = pointer.id;
    this.timer = setTimeout(() => {
      if (!stillHeld(downTime) || !this.scene.sys.isActive()) return;
      // The square under the finger now: it may have slid an aim along since the press.
      const now = this.squareAt(pointer.x, pointer.y);
      if (now < 0) return;
      this.holding = id;
      this.square = now;
      this.ringAt(now);
      this.target.show(now);
      this.onHeld();
    }, HOLD_MS);
  }

  /** The finger lifted: the square is in sight again, so its ring goes (the words stay until the next press). */
  private onUp(pointer: Phaser.Input.Pointer): void {
    if (pointer.id === this.holding) this.ring.setVisible(false);
  }

  private onOut(): void {
    this.clear();
  }

  /** The square a held preview rings, or −1. */
  ringed(): number {
    return this.ring.visible ? this.square : -1;
  }

  private ringAt(s: number): void {
    const { x, y } = this.fit.centre(s);
    this.ring.setPosition(x, y).setVisible(true);
  }

  private clear(): void {
    clearTimeout(this.timer);
    this.ring.setVisible(false);
    this.holding = -1;
    if (this.square >= 0) this.target.hide();
    this.square = -1;
  }
}
