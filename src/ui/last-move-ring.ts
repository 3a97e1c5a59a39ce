// The last move's mark on the board in play (shape-texture.ts): a white ring on a dark one, in the
// cells' shape, on any colour, breathing softly (still under reduced motion).

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import { pointsDown } from './art/board-plan.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { reducedMotion } from './motion.ts';
import { lastMoveRingImages } from './square-ring.ts';

export class LastMoveRing {
  private readonly ring: Phaser.GameObjects.Container;
  /** Which way the ring's triangle points now (a triangular board). */
  private down = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly layout: Layout,
    private readonly fit: BoardGeometryFit,
  ) {
    this.ring = scene.add.container(0, 0, this.images(false)).setVisible(false);
    if (!reducedMotion())
      scene.tweens.add({
        targets: this.ring,
        alpha: { from: 1, to: 0.7 },
        duration: 900,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
  }

  /** The square ringed (−1: none), kept while the ring is hidden. */
  private square = -1;
  private hidden = false;

  /** Rings square `s` (−1: none). */
  show(s: number): void {
    this.square = s;
    this.ring.setVisible(s >= 0 && !this.hidden);
    if (s < 0) return;
    const { x, y } = this.fit.centre(s);
    this.ring.setPosition(x, y);
    const down = pointsDown(this.layout, s);
    if (this.layout.grid === 'tri' && down !== this.down) {
      this.ring.removeAll(true);
      this.ring.add(this.images(down));
    }
  }

  /**
   * Hides the ring while another asks for the eye (the guided game's glowing square: the white ring
   * beside the gold one drew the eye from it), and shows it on the last move again after.
   */
  hide(hidden: boolean): void {
    this.hidden = hidden;
    this.ring.setVisible(this.square >= 0 && !hidden);
  }

  /** The ring's layers in the shape of the board's cells (square-ring.ts). */
  private images(down: boolean): Phaser.GameObjects.Image[] {
    this.down = down;
    return lastMoveRingImages(this.scene, this.layout.grid, this.fit.square, down);
  }
}
