// The puzzle's answer to a try, on its square the moment the finger lifts (as lichess ticks or
// crosses a puzzle move at once): a gold disc with a tick for the right move, a coral one with a
// cross for a wrong one, inside the square's top right corner, over the cell landing there, so the
// verdict is seen where the eye is before the words under the board are read. Drawn with lines,
// not glyphs (a phone's font may lack ✓ and ✗).

import type Phaser from 'phaser';
import type { BoardGeometryFit } from './board-geometry.ts';
import { THEME } from './theme.ts';

export class TryMark {
  private readonly badge: Phaser.GameObjects.Graphics;
  private shown: string | null = null;

  constructor(
    scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
  ) {
    this.badge = scene.add.graphics().setDepth(802).setVisible(false);
  }

  /** Ticks or crosses `mark`'s square (null: none). */
  show(mark: { square: number; right: boolean } | null): void {
    const key = mark ? `${mark.square}:${mark.right}` : null;
    if (key === this.shown) return;
    this.shown = key;
    const g = this.badge.clear().setVisible(mark !== null);
    if (!mark || mark.square < 0) return;
    const { x, y, size } = this.fit.cellPlacement(mark.square);
    const r = Math.max(9, size * 0.17);
    // Inside the square's own corner, clear of its edge: never read as the next square's.
    const cx = x + size / 2 - r * 1.1;
    const cy = y - size / 2 + r * 1.1;
    g.fillStyle(0x000000, 0.55).fillCircle(cx, cy + r * 0.12, r * 1.08);
    g.fillStyle(mark.right ? THEME.accent : THEME.danger, 1).fillCircle(cx, cy, r);
    g.lineStyle(Math.max(2.5, r * 0.26), 0x1a1a1a, 1);
    const k = r * 0.45;
    if (mark.right) {
      g.beginPath();
      g.moveTo(cx - k, cy + k * 0.05);
      g.lineTo(cx - k * 0.25, cy + k * 0.75);
      g.lineTo(cx + k * 1.05, cy - k * 0.7);
      g.strokePath();
    } else {
      g.lineBetween(cx - k, cy - k, cx + k, cy + k);
      g.lineBetween(cx - k, cy + k, cx + k, cy - k);
    }
  }
}
