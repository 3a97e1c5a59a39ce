// The builder's editing grid: the squares of a board in the making, drawn as a tray with the
// playable squares lit and the gaps as holes, the columns that break gravity marked in red, and the
// keyboard cursor. A press and a drag over squares are handed to the builder's model (a tap
// toggles a square; a drag paints, the first square deciding on or off), as the line over the grid says (unless its room would make the squares narrower than a finger
// can hit: a 12-row board on a phone).

import Phaser from 'phaser';
import { brokenColumns, isOn, isStem, type BoardGrid } from '../game/board-builder.ts';
import { STEM_RGB } from './art/stem-cell.ts';
import { readable } from './readable.ts';
import { pixelRatio } from './screen.ts';
import { THEME, textStyle } from './theme.ts';

/** The line over the grid that says how it is edited. */
export const BUILDER_TIP = 'Tap or drag to turn squares on or off';
/** The narrowest square the line over the grid may leave, in CSS pixels. */
const LEAST_SQUARE = 28;

export interface GridArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the grid's presses go: the press, each square a held pointer moves onto, the release. */
interface Square {
  row: number;
  col: number;
}

export interface GridPresses {
  press(at: Square): void;
  dragTo(at: Square): void;
  release(): void;
}

export class BuilderGrid {
  private readonly g: Phaser.GameObjects.Graphics;
  private readonly zone: Phaser.GameObjects.Zone;
  private readonly labels: Phaser.GameObjects.Text[] = [];
  private grid!: BoardGrid;
  /** Square size and the grid's top left, in game pixels. */
  private size = 0;
  private left = 0;
  private top = 0;
  cursor: { row: number; col: number } | null = null;
  /** The line over the grid, and its height. */
  private readonly tip: Phaser.GameObjects.Text;
  private readonly tipH: number;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly area: GridArea,
    private readonly u: number,
    presses: GridPresses,
  ) {
    this.tip = scene.add
      .text(area.x + area.width / 2, area.y, BUILDER_TIP, textStyle(readable(13 * u), THEME.textDim))
      .setOrigin(0.5, 0);
    if (this.tip.width > area.width) this.tip.setWordWrapWidth(area.width).setAlign('center');
    this.tipH = this.tip.height + 4 * u;
    this.g = scene.add.graphics();
    this.zone = scene.add.zone(area.x, area.y, area.width, area.height).setOrigin(0).setInteractive();
    this.zone.on('pointerdown', (p: Phaser.Input.Pointer) => {
      const at = this.squareAt(p.x, p.y);
      if (at) presses.press(at);
    });
    const move = (p: Phaser.Input.Pointer) => {
      if (!p.isDown) return;
      const at = this.squareAt(p.x, p.y);
      if (at) presses.dragTo(at);
    };
    const end = () => presses.release();
    scene.input.on('pointermove', move);
    scene.input.on('pointerup', end);
    scene.input.on('pointerupoutside', end);
    scene.events.once('shutdown', () => {
      scene.input.off('pointermove', move);
      scene.input.off('pointerup', end);
      scene.input.off('pointerupoutside', end);
    });
  }

  /** Draws the grid as it is now (a new size re-fits the squares into the area). */
  show(grid: BoardGrid): void {
    this.grid = grid;
    const { area, u } = this;
    // Room for the column letters below and the row numbers on the left.
    const labelRoom = 24 * u;
    // The tray's rim (an eighth of a square) stays inside the area too.
    const fit = (height: number) =>
      Math.floor(
        Math.min((area.width - labelRoom) / (grid.cols + 0.25), (height - labelRoom) / (grid.rows + 0.25)),
      );
    const withTip =
      fit(area.height - this.tipH) >= LEAST_SQUARE * pixelRatio() ||
      fit(area.height - this.tipH) === fit(area.height);
    this.tip.setVisible(withTip);
    const height = area.height - (withTip ? this.tipH : 0);
    this.size = fit(height);
    const w = this.size * grid.cols;
    const h = this.size * grid.rows;
    this.left = Math.round(area.x + labelRoom + (area.width - labelRoom - w) / 2);
    this.top = Math.round(area.y + (withTip ? this.tipH : 0) + 6 * u + (height - labelRoom - h) / 2);
    this.draw();
  }

  /** The centre of a square, in game pixels. */
  centre(row: number, col: number): { x: number; y: number } {
    return { x: this.left + (col + 0.5) * this.size, y: this.top + (row + 0.5) * this.size };
  }

  /** The square's size in game pixels. */
  squareSize(): number {
    return this.size;
  }

  private squareAt(x: number, y: number): { row: number; col: number } | null {
    const col = Math.floor((x - this.left) / this.size);
    const row = Math.floor((y - this.top) / this.size);
    if (row < 0 || col < 0 || row >= this.grid.rows || col >= this.grid.cols) return null;
    return { row, col };
  }

  draw(): void {
    const { g, grid, size, left, top, u } = this;
    const w = size * grid.cols;
    const h = size * grid.rows;
    g.clear();
    const rim = Math.max(3 * u, size * 0.12);
    g.fillStyle(0x000000, 0.3);
    g.fillRoundedRect(left - rim, top - rim + 3 * u, w + 2 * rim, h + 2 * rim, rim * 1.5);
    g.fillStyle(0x0a1619, 1);
    g.fillRoundedRect(left - rim, top - rim, w + 2 * rim, h + 2 * rim, rim * 1.5);
    const broken = new Set(grid.gravity ? brokenColumns(grid) : []);
    for (const col of broken) {
      g.fillStyle(THEME.danger, 0.22);
      g.fillRect(left + col * size, top, size, h);
    }
    const inset = Math.max(1, size * 0.06);
    for (let row = 0; row < grid.rows; row++) {
      for (let col = 0; col < grid.cols; col++) {
        const x = left + col * size + inset;
        const y = top + row * size + inset;
        if (isOn(grid, row, col)) {
          g.fillStyle(broken.has(col) ? 0x8a4a3c : 0x2f7d6a, 1);
          g.fillRoundedRect(x, y, size - 2 * inset, size - 2 * inset, size * 0.14);
          g.fillStyle(0xffffff, 0.12);
          g.fillRoundedRect(x, y, size - 2 * inset, (size - 2 * inset) * 0.45, size * 0.14);
          // A stem square: the pale waiting stem cell, as the board draws it, on its square.
          if (isStem(grid, row, col)) {
            const [r, gr, b] = STEM_RGB;
            g.fillStyle((r << 16) | (gr << 8) | b, 0.85);
            g.fillCircle(x + size / 2 - inset, y + size / 2 - inset, size * 0.32);
          }
        } else {
          g.lineStyle(Math.max(1, u), 0x24424b, 1);
          g.strokeRoundedRect(x, y, size - 2 * inset, size - 2 * inset, size * 0.14);
        }
      }
    }
    for (const col of broken) {
      g.lineStyle(2 * u, THEME.danger, 1);
      g.strokeRect(left + col * size, top, size, h);
    }
    if (this.cursor) {
      const { row, col } = this.cursor;
      g.lineStyle(3 * u, THEME.accent, 1);
      g.strokeRoundedRect(left + col * size + 1, top + row * size + 1, size - 2, size - 2, size * 0.16);
    }
    this.drawLabels(broken);
  }

  /** Column letters under the grid and row numbers (from the bottom) on the left, as squares are named. */
  private drawLabels(broken: Set<number>): void {
    for (const t of this.labels) t.destroy();
    this.labels.length = 0;
    const { grid, size, left, top, u } = this;
    const font = Math.min(13 * u, size * 0.45);
    const rim = Math.max(3 * u, size * 0.12);
    for (let col = 0; col < grid.cols; col++) {
      const t = this.scene.add
        .text(
          left + (col + 0.5) * size,
          top + grid.rows * size + rim + 2 * u,
          String.fromCharCode(97 + col),
          textStyle(font, broken.has(col) ? '#ff7a59' : THEME.textDim, broken.has(col)),
        )
        .setOrigin(0.5, 0);
      this.labels.push(t);
    }
    for (let row = 0; row < grid.rows; row++) {
      const t = this.scene.add
        .text(
          left - rim - 3 * u,
          top + (row + 0.5) * size,
          String(grid.rows - row),
          textStyle(font, THEME.textDim),
        )
        .setOrigin(1, 0.5);
      this.labels.push(t);
    }
  }
}
