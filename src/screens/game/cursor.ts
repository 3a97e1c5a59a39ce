// The board's keyboard cursor, without Phaser: arrow keys move it over the playable squares
// (under gravity, left and right move over the columns and it sits where a cell would land), and
// Enter or Space plays there, exactly as a tap would. Hidden until an arrow is pressed; a mouse
// moved or a finger pressed hides it again (a pointer is playing), and the next key shows it
// where it was before it moves or plays, so a key never acts where nothing is drawn.

import type { Position } from '../../engine/index.ts';
import { squareToward } from '../../ui/square-toward.ts';

export interface CursorPorts {
  /** The position in play. */
  position: () => Position;
  /** Plays square s for an input made at `madeAt`, refusing one aimed at an older board; true when taken. */
  play: (s: number, madeAt: number) => boolean;
}

export class CursorModel {
  /** The square under the cursor (under gravity, any square of the chosen column), or −1 while hidden. */
  private square = -1;
  /** Where a run of up and down moves began across the screen, so that on a hexagonal board they zigzag instead of drifting. */
  private anchorX: number | null = null;
  /** The pointer took over: the cursor keeps its square but is not drawn until the next key. */
  private pointerLast = false;

  constructor(private readonly ports: CursorPorts) {}

  /** The square under the cursor, or −1 while hidden. */
  get shown(): number {
    return this.pointerLast ? -1 : this.square;
  }

  /** A mouse moved or a finger pressed: the cursor hides until the next key. */
  pointerUsed(): void {
    this.pointerLast = true;
  }

  /** The square the cursor's ring is drawn on: the target (the shown square if none), or −1 while hidden and once the game is over. */
  get ring(): number {
    if (this.shown < 0 || this.ports.position().isOver()) return -1;
    const t = this.target;
    return t >= 0 ? t : this.square;
  }

  /** The square a press would play now, or −1. */
  get target(): number {
    if (this.shown < 0) return -1;
    const p = this.ports.position();
    const layout = p.layout;
    return layout.gravity ? p.landingSquare(layout.colOf[this.square]!) : this.square;
  }

  move(dx: number, dy: number): void {
    if (this.square < 0) this.square = this.startSquare();
    else if (this.pointerLast)
      this.pointerLast = false; // the first key shows it where it was
    else this.square = this.nextSquare(dx, dy);
  }

  /** Shows the cursor on square s (the screen readers' grid has its focus there). */
  showAt(s: number): void {
    this.square = s;
    this.pointerLast = false;
    this.anchorX = null;
  }

  /** Plays at the cursor for a key pressed at `madeAt`; a hidden cursor shows itself instead. True when the match took the move. */
  place(madeAt: number): boolean {
    if (this.shown < 0) {
      this.move(0, 0);
      return false;
    }
    const s = this.target;
    return s >= 0 && this.ports.play(s, madeAt);
  }

  /**
   * The square an arrow leads to: the nearest playable square whose drawn centre lies that way,
   * preferring one straight ahead. Read from the layout's centres, so it serves square grids with
   * holes (a dish, a flask) and the six neighbours of a hexagonal cell alike. Under gravity the
   * arrows move over the columns.
   */
  private nextSquare(dx: number, dy: number): number {
    const layout = this.ports.position().layout;
    const from = this.square;
    if (layout.gravity) {
      if (dx === 0) return from;
      for (let c = layout.colOf[from]! + dx; c >= 0 && c < layout.cols; c += dx) {
        const squares = layout.columnSquares[c];
        if (squares && squares.length > 0) return squares[0]!;
      }
      return from;
    }
    if (dx !== 0) this.anchorX = null;
    else if (this.anchorX === null) this.anchorX = layout.centreX[from]!;
    return squareToward(layout, from, dx, dy, this.anchorX ?? 0);
  }

  /** The first square: the most central empty one (or any playable one on a full board). */
  private startSquare(): number {
    const p = this.ports.position();
    const layout = p.layout;
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
}
