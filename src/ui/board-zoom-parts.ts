// The zoomed board's drawn parts (board-zoom-view.ts): its cameras, controls and edge, and which
// things on the screen are the page's, drawn over the zoomed board.

import type Phaser from 'phaser';
import type { Button } from './button.ts';

/** Whether a thing on the screen is the page's, above the board (a panel, a sheet, a dialog, a banner, a tooltip), not the board's. */
export function abovePage(depth: number): boolean {
  return depth >= 1000 || (depth >= 100 && depth < 200);
}

export interface ZoomParts {
  /** Draws the board's part of the screen at the zoom. */
  camera: Phaser.Cameras.Scene2D.Camera;
  /** Draws the page's things above the board over the zoomed board, while zoomed (the main camera then leaves them out). */
  above: Phaser.Cameras.Scene2D.Camera;
  /** The "Whole board" control at the view's corner: under the sheets and dialogs (1100 and up). */
  whole: Button;
  /** The magnifier "+" at the board's corner while the whole board shows. */
  zoomIn: Button;
  /** A thin edge round the zoomed view: the board goes on past it. */
  edge: Phaser.GameObjects.Graphics;
}
