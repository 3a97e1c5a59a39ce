// The lead warning's marks on the board (screens/game/lead-warning.ts): while it is in sight, the
// open squares beside the opponent's cells, which its words count ("31 open squares touch its
// cells"), each ringed faintly in the opponent's colour, so the room it names is seen where it is.
// Under the cells' figures and the capture rings; nothing is drawn over a cell.

import type Phaser from 'phaser';
import type { Layout } from '../engine/index.ts';
import type { BoardGeometryFit } from './board-geometry.ts';
import { pointsDown } from './art/board-plan.ts';
import { paletteHex, type PaletteName } from './palette.ts';
import { squareRingImages } from './square-ring.ts';

export class RoomMarks {
  private readonly marks: Phaser.GameObjects.Image[] = [];
  /** The squares marked now, for the test hook. */
  shown: readonly number[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly fit: BoardGeometryFit,
    private readonly layout: Layout,
    private readonly colour: PaletteName,
  ) {}

  /** Rings `squares` faintly (the marks before go). */
  show(squares: readonly number[]): void {
    this.clear();
    const size = this.fit.square;
    const layers = [{ colour: paletteHex(this.colour), width: Math.max(2, size * 0.03), alpha: 0.45 }];
    for (const s of squares) {
      const { x, y } = this.fit.centre(s);
      const tri = this.layout.grid === 'tri' ? { down: pointsDown(this.layout, s) } : undefined;
      for (const image of squareRingImages(
        this.scene,
        this.layout.grid,
        size * 0.8,
        size * 0.18,
        layers,
        tri,
      ))
        this.marks.push(image.setPosition(x, y).setDepth(38));
    }
    this.shown = [...squares];
  }

  clear(): void {
    for (const m of this.marks) m.destroy();
    this.marks.length = 0;
    this.shown = [];
  }
}
