// The names of the squares the coach names, shown on those squares of a hexagonal or triangular
// board (screens/game/named-squares.ts decides which): a small dark tag with the name in the
// labels' gold, clear of its count and its neighbours' (on a hexagon's lower or upper point, where
// it covers no played or marked cell, else inside its cell; inside a triangle towards its point: name-tag-place.ts), so "g7" is found on the board, not by following g's
// slanted column from the rim; and a thin gold ring round the square, so the eye finds it while
// the words are in sight (a square another mark already rings keeps the tag alone).

import type Phaser from 'phaser';
import type { BoardGeometryFit } from './board-geometry.ts';
import { squareName } from '../engine/index.ts';
import { pointsDown } from './art/board-plan.ts';
import { readable } from './device-pixels.ts';
import { THEME, textStyle } from './theme.ts';
import { squareRingImages } from './square-ring.ts';
import { hexTagDy, nameTagDy } from '../screens/game/name-tag-place.ts';

export class NameTags {
  private readonly tags: (
    Phaser.GameObjects.Text | Phaser.GameObjects.Graphics | Phaser.GameObjects.Image
  )[] = [];
  private shown = '';

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    /** Over the cells and their rings, under the held square's ring and the aim (29, 30). */
    private readonly depth = 28,
  ) {
    scene.events.once('shutdown', () => this.show([]));
  }

  /**
   * Tags `squares` with their names (none: every tag goes), each ringed but those in `ringed` (ringed
   * already); a hexagon's tag covers none of the `busy` squares (played or marked) where it can.
   */
  show(
    squares: readonly number[],
    ringed: readonly number[] = [],
    busy: (square: number) => boolean = () => false,
  ): void {
    const layout = this.fit.layout;
    const taken = Array.from({ length: layout.size }, (_, s) => busy(s) || squares.includes(s));
    const key = `${squares.join()}/${ringed.join()}/${taken.map(Number).join('')}`;
    if (key === this.shown) return;
    this.shown = key;
    for (const t of this.tags) t.destroy();
    this.tags.length = 0;
    const side = this.fit.square;
    const tri = layout.grid === 'tri';
    // At the readable floor on all but large cells: a tag is found by its gold, not its size.
    const font = readable(side * (tri ? 0.15 : 0.18));
    for (const s of squares) {
      const { x, y } = this.fit.centre(s);
      const text = this.scene.add
        .text(x, y, squareName(layout, s), textStyle(font, THEME.accentCss, true))
        .setOrigin(0.5)
        .setDepth(this.depth + 0.5)
        .setData('square', s);
      const w = text.width + font * 0.5;
      const h = text.height + font * 0.1;
      // Inside its own cell, off the figure at its middle (name-tag-place.ts); where the cell is too
      // small for that (a phone's triangles), low on a hexagon and by a triangle's point, as before.
      const pointDown = pointsDown(layout, s);
      // Off the figure at its middle (name-tag-place.ts): on a hexagon's lower point; inside a
      // triangle towards its point, or where it is too small for that (a phone's), by the point.
      const fitted = tri
        ? nameTagDy('tri', side, w, h, pointDown)
        : side * hexTagDy(layout, s, w / side, h / side, (t) => taken[t]!);
      const down = fitted ?? (pointDown ? 1 : -1) * side * 0.34;
      text.setY(y + down);
      const back = this.scene.add.graphics({ x, y: y + down }).setDepth(this.depth);
      back.fillStyle(0x06141a, 0.82).fillRoundedRect(-w / 2, -h / 2, w, h, h / 2);
      back
        .lineStyle(Math.max(1, font * 0.08), THEME.accent, 0.9)
        .strokeRoundedRect(-w / 2, -h / 2, w, h, h / 2);
      this.tags.push(back, text);
      if (ringed.includes(s)) continue;
      const ring = squareRingImages(
        this.scene,
        layout.grid,
        side * (tri ? 0.8 : 0.86),
        side * 0.18,
        [
          { colour: 0x06141a, width: Math.max(3, side * 0.06), alpha: 0.7 },
          { colour: THEME.accent, width: Math.max(2, side * 0.035) },
        ],
        tri ? { down: pointsDown(layout, s) } : undefined,
      );
      for (const r of ring) this.tags.push(r.setPosition(x, y).setDepth(this.depth - 0.5));
    }
  }

  /** The board's layout, whose names the tags show. */
  layout(): BoardGeometryFit['layout'] {
    return this.fit.layout;
  }

  /** The squares tagged now (the automation hook reads them). */
  squares(): number[] {
    return this.tags.flatMap((t) => (t.type === 'Text' ? [t.getData('square') as number] : []));
  }
}
