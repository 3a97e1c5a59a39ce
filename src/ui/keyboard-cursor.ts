// The board's keyboard cursor: arrow keys move a ring over the playable squares (under gravity,
// left and right move over the columns and the ring sits where a cell would land), and Enter or
// Space plays there through the match, exactly as a tap would. Hidden until an arrow is pressed.

import type Phaser from 'phaser';
import type { Match } from '../game/match.ts';
import { squareToward } from './square-toward.ts';
import { THEME } from './theme.ts';

export interface CursorBoard {
  centre(s: number): { x: number; y: number };
  readonly fit: { readonly square: number };
  /** Plays square s for an input made at `madeAt` (a DOM event's time), refusing one aimed at an older board. */
  playInput(s: number, madeAt: number): boolean;
}

export class KeyboardCursor {
  private readonly ring: Phaser.GameObjects.Graphics;
  /** The square under the cursor (under gravity, any square of the chosen column), or −1 while hidden. */
  private square = -1;
  /** Where a run of up and down moves began across the screen, so that on a hexagonal board they zigzag instead of drifting. */
  private anchorX: number | null = null;

  constructor(scene: Phaser.Scene, private readonly match: Match, private readonly board: CursorBoard, private readonly u: number) {
    this.ring = scene.add.graphics().setDepth(50);
  }

  /** The square a press would play now, or −1. */
  get target(): number {
    if (this.square < 0) return -1;
    const p = this.match.position;
    const layout = p.layout;
    return layout.gravity ? p.landingSquare(layout.colOf[this.square]!) : this.square;
  }

  move(dx: number, dy: number): void {
    if (this.square < 0) this.square = this.startSquare();
    else this.square = this.nextSquare(dx, dy);
    this.draw();
  }

  /**
   * The square an arrow leads to: the nearest playable square whose drawn centre lies that way,
   * preferring one straight ahead. Read from the layout's centres, so it serves square grids with
   * holes (a dish, a flask) and the six neighbours of a hexagonal cell alike. Under gravity the
   * arrows move over the columns.
   */
  private nextSquare(dx: number, dy: number): number {
    const layout = this.match.position.layout;
    const from = this.square;
    if (layout.gravity) {
      if (dx === 0) return from;
      for (let c = layout.colOf[from]! + dx; c >= 0 && c < layout.cols; c += dx) {
        const s = this.columnSquare(c);
        if (s >= 0) return s;
      }
      return from;
    }
    if (dx !== 0) this.anchorX = null;
    else if (this.anchorX === null) this.anchorX = layout.centreX[from]!;
    return squareToward(layout, from, dx, dy, this.anchorX ?? 0);
  }

  /** Shows the cursor on square s (the screen readers' grid has its focus there). */
  showAt(s: number): void {
    this.square = s;
    this.anchorX = null;
    this.draw();
  }

  /** Plays at the cursor for a key pressed at `madeAt` (the DOM event's time); true when the match took the move. */
  place(madeAt: number): boolean {
    if (this.square < 0) {
      this.move(0, 0);
      return false;
    }
    const s = this.target;
    return s >= 0 && this.board.playInput(s, madeAt);
  }

  /** Redraws after the position changed (under gravity the landing square moves up). */
  draw(): void {
    const g = this.ring;
    g.clear();
    if (this.square < 0) return;
    const s = this.target >= 0 ? this.target : this.square;
    const { x, y } = this.board.centre(s);
    const size = this.board.fit.square;
    g.lineStyle(Math.max(3 * this.u, size * 0.08), THEME.accent, 1);
    if (this.match.position.layout.grid === 'hex') {
      // A hexagon with a point at the top, as wide as the cell: its corners lie at width/√3.
      const radius = (size - 4) / Math.sqrt(3);
      const corner = (k: number) => [x + radius * Math.cos(Math.PI / 2 + (k * Math.PI) / 3), y - radius * Math.sin(Math.PI / 2 + (k * Math.PI) / 3)] as const;
      g.beginPath();
      g.moveTo(...corner(0));
      for (let k = 1; k < 6; k++) g.lineTo(...corner(k));
      g.closePath();
      g.strokePath();
      return;
    }
    g.strokeRoundedRect(x - size / 2 + 2, y - size / 2 + 2, size - 4, size - 4, size * 0.22);
  }

  /** The first square: the most central empty one (or any playable one on a full board). */
  private startSquare(): number {
    const layout = this.match.position.layout;
    const p = this.match.position;
    let best = -1;
    let bestCentrality = -1;
    for (let s = 0; s < layout.size; s++) {
      const free = p.isLegal(s) || (layout.gravity && p.landingSquare(layout.colOf[s]!) >= 0);
      if (free && layout.centrality[s]! > bestCentrality + 1e-9) {
        best = s;
        bestCentrality = layout.centrality[s]!;
      }
    }
    return best >= 0 ? best : 0;
  }

  /** Any playable square of column c, or −1 (a column with no squares). */
  private columnSquare(c: number): number {
    const squares = this.match.position.layout.columnSquares[c];
    return squares && squares.length > 0 ? squares[0]! : -1;
  }
}
