// The board's keyboard cursor, drawn: corner brackets (cursor-marks.ts) on the square the cursor
// model (screens/game/cursor.ts) is on, or where a cell would land there under gravity; gold on a
// dark line, so it shows on every vessel and never reads as the hint's whole gold ring. Hidden
// while a pointer plays (a mouse moved, a finger pressed) until the next key.

import type Phaser from 'phaser';
import type { Match } from '../game/match.ts';
import { CursorModel } from '../screens/game/cursor.ts';
import { THEME } from './theme.ts';
import { cornerBrackets, cursorCorners } from './cursor-marks.ts';
import { pointsDown } from './art/board-plan.ts';

/** The dark line under the cursor's gold: the page's darkest ink. */
export const CURSOR_UNDER = 0x06141a;

export interface CursorBoard {
  centre(s: number): { x: number; y: number };
  readonly fit: { readonly square: number };
  /** Plays square s for an input made at `madeAt` (a DOM event's time), refusing one aimed at an older board. */
  playInput(s: number, madeAt: number): boolean;
  /** Zoomed in, brings square s into sight (the board's zoom: board-zoom-view.ts). */
  readonly input?: { readonly zoom: { bringIntoSight(p: { x: number; y: number }, margin: number): void } };
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
    // A mouse moved or a finger pressed: a pointer is playing, so the brackets go until the next key.
    const hide = () => {
      if (this.model.shown < 0) return;
      this.model.pointerUsed();
      this.draw();
    };
    scene.input.on('pointermove', hide);
    scene.input.on('pointerdown', hide);
    scene.events.once('shutdown', () => {
      scene.input.off('pointermove', hide);
      scene.input.off('pointerdown', hide);
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
    this.board.input?.zoom.bringIntoSight({ x, y }, size);
    const layout = this.match.position.layout;
    const brackets = cornerBrackets(cursorCorners(layout.grid, size, pointsDown(layout, s)));
    const width = Math.max(3 * this.u, size * 0.08);
    for (const [colour, w] of [
      [CURSOR_UNDER, width + 3 * this.u],
      [THEME.accent, width],
    ] as const) {
      g.lineStyle(w, colour, 1);
      for (const [a, c, b] of brackets) {
        g.beginPath();
        g.moveTo(x + a.x, y + a.y);
        g.lineTo(x + c.x, y + c.y);
        g.lineTo(x + b.x, y + b.y);
        g.strokePath();
      }
    }
  }
}
