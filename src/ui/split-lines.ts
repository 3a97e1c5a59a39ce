// The faint cut lines of a move not yet made (screens/game/split-preview.ts decides them): while a
// square is pressed, aimed or under the mouse, each cell that would divide shows its new cuts where
// its pieces would part, as CELLS.md draws them, on every board shape. Thin and see-through, so the
// cells stay readable under them; over the cell to come (the ghost, the magnifier's), under the
// aim's ring and its Place bubble; a cell's piece count stays clear (split-clip.ts), and the move's
// "+2" tags stand off them (worth-tag-place.ts): the cuts are the rule a player is reading.

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import { cellShape } from './art/cell-pieces.ts';
import { patternCutEnds } from './art/cut-ends.ts';
import { pointsDown } from './art/board-plan.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import type { SplitShown } from '../screens/game/split-preview.ts';
import { outsideDisc, type Disc } from './split-clip.ts';
import type { Point } from './art/geometry.ts';

export class SplitLines {
  private readonly g: Phaser.GameObjects.Graphics;
  /** The cuts drawn now, each from one end to the other, in game pixels: the move's gain tags keep off them. */
  private drawn: [Point, Point][] = [];

  constructor(
    scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    private readonly layout: Layout,
    /** The piece count's disc on a square's cell, where one is shown: the lines keep off it. */
    private readonly countAt: (square: number) => Disc | null = () => null,
  ) {
    this.g = scene.add.graphics().setDepth(29.5);
  }

  /** Draws the new cuts of `splits` (none clears them). */
  show(splits: readonly SplitShown[]): void {
    const g = this.g.clear();
    this.drawn = [];
    if (splits.length === 0) return;
    const shape = cellShape(this.layout.grid);
    const size = this.fit.square;
    const lines = splits.flatMap(({ square, axes, pattern }) => {
      const { x, y, size: frame } = this.fit.cellPlacement(square);
      // A triangle pointing down is the frame turned round, its cuts with it.
      const turn = pointsDown(this.layout, square) ? -1 : 1;
      const count = this.countAt(square);
      const disc = count && { ...count, r: count.r + Math.max(2, size * 0.04) };
      // Each cut from the centre out to its two ends where the pieces to come will part (the cuts
      // are evened out with the pattern's others, and a triangle's may bend at the centre).
      return axes.flatMap((axis) =>
        patternCutEnds(shape, pattern, axis).flatMap((p) => {
          const end = { x: x + turn * (p.x - 0.5) * frame * 0.9, y: y + turn * (p.y - 0.5) * frame * 0.9 };
          return outsideDisc({ x, y }, end, disc);
        }),
      );
    });
    this.drawn = lines.map(([a, b]) => [a!, b!]);
    // A dark edge so it shows on every cell colour, and a light core: thin, so on a large square the
    // pieces under it still read (a reviewer took the bolder lines for part of the cells).
    for (const [width, colour, alpha] of [
      [Math.max(4, size * 0.06), 0x06141a, 0.45],
      [Math.max(2, size * 0.026), 0xffffff, 0.85],
    ] as const) {
      g.lineStyle(width, colour, alpha);
      for (const [a, b] of lines) g.lineBetween(a!.x, a!.y, b!.x, b!.y);
    }
  }

  /** The cuts drawn now (none when none show), in game pixels. */
  lines(): readonly (readonly [Point, Point])[] {
    return this.drawn;
  }

  destroy(): void {
    this.g.destroy();
  }
}
