// The board's keyboard cursor, drawn: a ring on the square the cursor model
// (screens/game/cursor.ts) is on, or where a cell would land there under gravity.

import type Phaser from 'phaser';
import type { Match } from '../game/match.ts';
import { CursorModel } from '../screens/game/cursor.ts';
import { THEME } from './theme.ts';

export interface CursorBoard {
  centre(s: number): { x: number; y: number };
  readonly fit: { readonly square: number };
  /** Plays square s for an input made at `madeAt` (a DOM event's time), refusing one aimed at an older board. */
  playInput(s: number, madeAt: number): boolean;
}

export class KeyboardCursor {
  private readonly ring: Phaser.GameObjects.Graphics;
  readonly model: CursorModel;

  constructor(
    scene: Phaser.Scene,
    private readonly match: Match,
    private readonly board: CursorBoard,
    private readonly u: number,
  ) {
    this.ring = scene.add.graphics().setDepth(50);
    this.model = new CursorModel({
      position: () => match.position,
      play: (s, madeAt) => board.playInput(s, madeAt),
    });
  }

  /** The square a press would play now, or −1. */
  get target(): number {
    return this.model.target;
  }

  move(dx: number, dy: number): void {
    this.model.move(dx, dy);
    this.draw();
  }

  /** Shows the cursor on square s (the screen readers' grid has its focus there). */
  showAt(s: number): void {
    this.model.showAt(s);
    this.draw();
  }

  /** Plays at the cursor for a key pressed at `madeAt` (the DOM event's time); true when the match took the move. */
  place(madeAt: number): boolean {
    const hidden = this.model.shown < 0;
    const taken = this.model.place(madeAt);
    if (hidden) this.draw();
    return taken;
  }

  /** Redraws after the position changed (under gravity the landing square moves up). */
  draw(): void {
    const g = this.ring;
    g.clear();
    const s = this.model.ring;
    if (s < 0) return;
    const { x, y } = this.board.centre(s);
    const size = this.board.fit.square;
    g.lineStyle(Math.max(3 * this.u, size * 0.08), THEME.accent, 1);
    if (this.match.position.layout.grid === 'hex') {
      // A hexagon with a point at the top, as wide as the cell: its corners lie at width/√3.
      const radius = (size - 4) / Math.sqrt(3);
      const corner = (k: number) =>
        [
          x + radius * Math.cos(Math.PI / 2 + (k * Math.PI) / 3),
          y - radius * Math.sin(Math.PI / 2 + (k * Math.PI) / 3),
        ] as const;
      g.beginPath();
      g.moveTo(...corner(0));
      for (let k = 1; k < 6; k++) g.lineTo(...corner(k));
      g.closePath();
      g.strokePath();
      return;
    }
    g.strokeRoundedRect(x - size / 2 + 2, y - size / 2 + 2, size - 4, size - 4, size * 0.22);
  }
}
