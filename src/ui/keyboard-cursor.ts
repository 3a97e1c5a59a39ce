// The board's keyboard cursor: arrow keys move a ring over the playable squares (under gravity,
// left and right move over the columns and the ring sits where a cell would land), and Enter or
// Space plays there through the match, exactly as a tap would. Hidden until an arrow is pressed.

import type Phaser from 'phaser';
import type { Match } from '../game/match.ts';
import { THEME } from './theme.ts';

export interface CursorBoard {
  centre(s: number): { x: number; y: number };
  readonly fit: { readonly square: number };
}

export class KeyboardCursor {
  private readonly ring: Phaser.GameObjects.Graphics;
  /** The square under the cursor (under gravity, any square of the chosen column), or −1 while hidden. */
  private square = -1;

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
    const layout = this.match.position.layout;
    if (this.square < 0) {
      this.square = this.startSquare();
    } else {
      let r = layout.rowOf[this.square]!;
      let c = layout.colOf[this.square]!;
      // Rows count up from the bottom; screen "up" (dy −1) is the next row up. Skip holes in the vessel.
      const dr = layout.gravity ? 0 : -dy;
      for (;;) {
        r += dr;
        c += dx;
        if (r < 0 || r >= layout.rows || c < 0 || c >= layout.cols) break;
        const s = layout.gravity ? this.columnSquare(c) : layout.squareAt[r * layout.cols + c]!;
        if (s >= 0) {
          this.square = s;
          break;
        }
        if (dx === 0 && dr === 0) break;
      }
    }
    this.draw();
  }

  /** Plays at the cursor; true when the match took the move. */
  place(): boolean {
    if (this.square < 0) {
      this.move(0, 0);
      return false;
    }
    const s = this.target;
    return s >= 0 && this.match.play(s);
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
    g.strokeRoundedRect(x - size / 2 + 2, y - size / 2 + 2, size - 4, size - 4, size * 0.22);
  }

  /** The first square: the most central empty one (or any playable one on a full board). */
  private startSquare(): number {
    const layout = this.match.position.layout;
    const p = this.match.position;
    let best = -1;
    let bestDistance = Infinity;
    for (let s = 0; s < layout.size; s++) {
      const d = Math.abs(layout.rowOf[s]! - (layout.rows - 1) / 2) + Math.abs(layout.colOf[s]! - (layout.cols - 1) / 2);
      const free = p.isLegal(s) || (layout.gravity && p.landingSquare(layout.colOf[s]!) >= 0);
      if (free && d < bestDistance) {
        best = s;
        bestDistance = d;
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
