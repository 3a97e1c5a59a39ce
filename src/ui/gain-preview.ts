// The gain preview's input, drawn and forwarded: the pointer's events go to the preview model
// (screens/game/preview.ts: when a hover or a held finger shows a square's gain), and the held
// square's ring is drawn here, wider than the square, so it shows around the finger that hides it
// (on a hexagon inside its own edge, over no neighbour: ring-reach.ts).

import type Phaser from 'phaser';
import type { BoardGeometryFit } from './board-geometry.ts';
import { stillHeld } from './held.ts';
import { pixelRatio } from './screen.ts';
import { movingRingImages } from './square-ring.ts';
import { heldRing } from './ring-reach.ts';
import { pointsDown } from './art/board-plan.ts';
import { THEME } from './theme.ts';
import { PreviewModel, previewSquareAt, type PreviewPointer } from '../screens/game/preview.ts';

export interface PreviewTarget {
  /** Whether `square` may be previewed now (a person's turn, a legal square). */
  canPreview(square: number): boolean;
  /** Under gravity: the square a cell dropped in `column` lands on, or −1. */
  landing(column: number): number;
  show(square: number): void;
  hide(): void;
}

const pointerOf = (p: Phaser.Input.Pointer): PreviewPointer => ({
  id: p.id,
  x: p.x,
  y: p.y,
  touch: p.wasTouch,
  downTime: p.downTime,
  isDown: p.isDown,
});

export class GainPreview {
  /** The ring around the held square. */
  private readonly ring: Phaser.GameObjects.Container;
  /** Turns the ring to point as the pressed square does (a triangle's; elsewhere nothing). */
  private readonly pointRing: (down: boolean) => void;
  private readonly model: PreviewModel;

  /** `onHeld` is told when a held press turned into a question (a puzzle's look then places nothing); `onRing` of the square it rings (−1: none). */
  constructor(
    scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    private readonly target: PreviewTarget,
    onHeld: () => void,
    private readonly onRing: (square: number) => void = () => {},
  ) {
    // A finger's edge beyond the square, but inside a hexagon's own edge (ring-reach.ts).
    const { across, layers } = heldRing(fit.layout.grid, fit.square, pixelRatio(), THEME.accent);
    const ring = movingRingImages(scene, fit.layout.grid, across, across * 0.22, layers);
    this.pointRing = ring.point;
    this.ring = scene.add.container(0, 0, ring.images).setDepth(29).setVisible(false);
    this.model = new PreviewModel({
      squareAt: (x, y) => this.squareAt(x, y),
      canPreview: (s) => target.canPreview(s),
      show: (s) => target.show(s),
      hide: () => target.hide(),
      ring: (s) => this.ringAt(s),
      held: onHeld,
      after: (ms, fn) => {
        const timer = setTimeout(fn, ms);
        return () => clearTimeout(timer);
      },
      stillHeld,
      alive: () => scene.sys.isActive(),
    });
    const input = scene.input;
    input.on('pointermove', this.onMove, this);
    input.on('pointerdown', this.onDown, this);
    input.on('pointerup', this.onUp, this);
    input.on('gameout', this.onOut, this);
    scene.events.once('shutdown', () => {
      this.model.stop();
      input.off('pointermove', this.onMove, this);
      input.off('pointerdown', this.onDown, this);
      input.off('pointerup', this.onUp, this);
      input.off('gameout', this.onOut, this);
    });
  }

  private squareAt(x: number, y: number): number {
    return previewSquareAt(
      this.fit.squareAt(x, y),
      this.fit.layout,
      (column) => this.target.landing(column),
      (s) => this.target.canPreview(s),
    );
  }

  private onMove(pointer: Phaser.Input.Pointer): void {
    this.model.move(pointerOf(pointer));
  }

  private onDown(pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    this.model.down(pointerOf(pointer), over.length > 0, () => ({ x: pointer.x, y: pointer.y }));
  }

  private onUp(pointer: Phaser.Input.Pointer): void {
    this.model.up(pointerOf(pointer));
  }

  private onOut(): void {
    this.model.out();
  }

  /** The square a held preview rings, or −1. */
  ringed(): number {
    return this.model.heldSquare();
  }

  /** The square the pointer's preview is about (a hover's or a hold's), or −1. */
  previewed(): number {
    return this.model.previewedSquare();
  }

  private ringAt(s: number): void {
    this.onRing(s);
    if (s < 0) {
      this.ring.setVisible(false);
      return;
    }
    const { x, y } = this.fit.centre(s);
    this.pointRing(pointsDown(this.fit.layout, s));
    this.ring.setPosition(x, y).setVisible(true);
  }
}
