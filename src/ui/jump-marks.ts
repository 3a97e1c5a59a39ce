// What a cell selected to jump shows (RULES.md section 13): a bright ring on the cell and a dot on
// each square it can land on, so a finger knows where to tap next.

import type Phaser from 'phaser';
import type { BoardGeometryFit } from './board-geometry.ts';
import { roundedRectTexture } from './shape-texture.ts';

export class JumpMarks {
  private marks: Phaser.GameObjects.Image[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
  ) {}

  /** Rings `from` and dots its landing squares; −1 takes every mark away. */
  show(from: number, landings: readonly number[]): void {
    for (const m of this.marks) m.destroy();
    this.marks = [];
    if (from < 0) return;
    const size = this.fit.square * (this.fit.layout.grid === 'tri' ? 0.62 : 0.9);
    const ring = roundedRectTexture(this.scene, {
      width: size,
      height: size,
      radius: size / 2,
      stroke: 0xffffff,
      strokeWidth: Math.max(3, size * 0.08),
      strokeAlpha: 1,
    });
    const dot = roundedRectTexture(this.scene, {
      width: size * 0.42,
      height: size * 0.42,
      radius: size * 0.21,
      fill: 0xffffff,
      fillAlpha: 0.85,
      stroke: 0x06141a,
      strokeWidth: Math.max(2, size * 0.04),
      strokeAlpha: 0.9,
    });
    const at = (s: number, key: string) => {
      const { x, y } = this.fit.centre(s);
      this.marks.push(this.scene.add.image(x, y, key).setDepth(5));
    };
    at(from, ring);
    for (const s of landings) at(s, dot);
  }
}
