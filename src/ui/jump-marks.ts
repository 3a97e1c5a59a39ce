// What jumps show on the board (RULES.md section 13): on the person's turn each of their cells that
// can jump carries a small white arrow at its edge towards each cell it can hop over, nudging that
// way (still under reduced motion); a cell selected to jump has a bright ring and a dot on each
// square it can land on, so a finger knows where to tap next, the hinted landing's dot over the
// hint's ring and clear of its tag (jump-dot-place.ts). The decisions are jump-select.ts's.

import type Phaser from 'phaser';
import type { BoardGeometryFit, Rect } from './board-geometry.ts';
import { landingDotSize, landingDotSpot } from './jump-dot-place.ts';
import { reducedMotion } from './motion.ts';
import { roundedRectTexture } from './shape-texture.ts';
import type { JumpCell } from '../screens/game/jump-select.ts';

/** A jump arrow `size` pixels long pointing right, white with a dark edge, painted once per size. */
function arrowTexture(scene: Phaser.Scene, size: number): string {
  const key = `jump-arrow:${size}`;
  if (scene.textures.exists(key)) return key;
  const pad = Math.ceil(size * 0.12) + 2;
  const w = size + 2 * pad;
  const texture = scene.textures.createCanvas(key, w, w)!;
  const g = texture.context;
  const at = (x: number, y: number): [number, number] => [pad + x * size, pad + y * size];
  // An arrowhead with a short shaft: the shape a board game draws for "this piece moves this way".
  const outline: [number, number][] = [
    [0.08, 0.38],
    [0.5, 0.38],
    [0.5, 0.14],
    [0.95, 0.5],
    [0.5, 0.86],
    [0.5, 0.62],
    [0.08, 0.62],
  ];
  g.beginPath();
  outline.forEach(([x, y], i) => (i === 0 ? g.moveTo(...at(x, y)) : g.lineTo(...at(x, y))));
  g.closePath();
  g.lineJoin = 'round';
  g.lineWidth = Math.max(2, size * 0.14);
  g.strokeStyle = 'rgba(6, 20, 26, 0.9)';
  g.stroke();
  g.fillStyle = '#ffffff';
  g.fill();
  texture.refresh();
  return key;
}

export class JumpMarks {
  private marks: Phaser.GameObjects.Image[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    /** What a landing's dot keeps off: the hint's tag, which stands over its landing's centre. */
    private readonly keepOff: () => readonly Rect[] = () => [],
  ) {}

  /** Arrows on `cells`, a ring on `from` and a dot on its landing squares; nothing when none are given. */
  show(from: number, landings: readonly number[], cells: readonly JumpCell[] = []): void {
    for (const m of this.marks) {
      this.scene.tweens.killTweensOf(m);
      m.destroy();
    }
    this.marks = [];
    const tri = this.fit.layout.grid === 'tri';
    for (const cell of cells) for (const over of cell.over) this.arrow(cell.square, over, tri);
    if (from < 0) return;
    const size = this.fit.square * (tri ? 0.62 : 0.9);
    const ring = roundedRectTexture(this.scene, {
      width: size,
      height: size,
      radius: size / 2,
      stroke: 0xffffff,
      strokeWidth: Math.max(3, size * 0.08),
      strokeAlpha: 1,
    });
    const d = landingDotSize(this.fit);
    const dot = roundedRectTexture(this.scene, {
      width: d,
      height: d,
      radius: d / 2,
      fill: 0xffffff,
      fillAlpha: 0.85,
      stroke: 0x06141a,
      strokeWidth: Math.max(2, size * 0.04),
      strokeAlpha: 0.9,
    });
    const { x, y } = this.fit.centre(from);
    this.marks.push(this.scene.add.image(x, y, ring).setDepth(5));
    const keepOff = this.keepOff();
    for (const s of landings) {
      const at = landingDotSpot(this.fit, s, keepOff);
      // A dot moved off the hint's tag stands over the hint's ring (coach-marks.ts, depth 60).
      this.marks.push(this.scene.add.image(at.x, at.y, dot).setDepth(at.moved ? 61 : 5));
    }
  }

  /** The arrow on the cell on `square` towards the cell on `over`, at the cell's edge. */
  private arrow(square: number, over: number, tri: boolean): void {
    const a = this.fit.centre(square);
    const b = this.fit.centre(over);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const d = Math.hypot(dx, dy) || 1;
    const side = this.fit.square;
    const size = Math.max(10, Math.round(side * (tri ? 0.22 : 0.3)));
    const reach = Math.min(d / 2, side * 0.5) - size * 0.55;
    const x = a.x + (dx / d) * reach;
    const y = a.y + (dy / d) * reach;
    const mark = this.scene.add
      .image(x, y, arrowTexture(this.scene, size))
      .setRotation(Math.atan2(dy, dx))
      .setDepth(5);
    this.marks.push(mark);
    if (reducedMotion()) return;
    const nudge = side * 0.06;
    this.scene.tweens.add({
      targets: mark,
      x: x + (dx / d) * nudge,
      y: y + (dy / d) * nudge,
      duration: 520,
      ease: 'Sine.easeInOut',
      yoyo: true,
      repeat: -1,
    });
  }
}
