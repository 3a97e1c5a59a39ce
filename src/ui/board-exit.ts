// The board screen's top bar: the way out in the top left corner ("‹ Menu", a retry's "‹ Review"),
// in sight in every mode as a phone app's back arrow is, and the board's name beside it where the
// layout gives it room (board-screen-areas.ts). Which control is the way out: board-controls.ts.

import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import type { ToolSpec } from './board-toolbar.ts';
import { Button } from './button.ts';
import { pixelRatio } from './device-pixels.ts';
import { textStyle, THEME } from './theme.ts';
import { exitWords } from '../words/board-controls-words.ts';

/** The top bar as drawn: the way out, and the middle of the bar with the board's name (none where the layout keeps no room for it). */
export interface DrawnTopBar {
  exit: Button;
  /** The middle of the bar (the results' picture of the final board keeps under it) and the name drawn in it, if it fit. */
  title?: { place: Rect; words: Phaser.GameObjects.Text | null };
}

/** Draws the way out in `exit` and the board's `name` in `title` (none where the layout has no room). */
export function drawBoardExit(
  scene: Phaser.Scene,
  spec: ToolSpec,
  places: { exit: Rect; title: Rect | null },
  name: string,
): DrawnTopBar {
  const { exit, title } = places;
  const dpr = pixelRatio();
  const button = new Button(scene, {
    id: spec.id,
    label: spec.label,
    words: exitWords(spec.id, spec.label),
    showLabel: true,
    fontSize: 16 * dpr,
    tooltip: false,
    x: exit.x + exit.width / 2,
    y: exit.y + exit.height / 2,
    width: exit.width,
    height: exit.height,
    onClick: () => spec.onClick(button),
  });
  button.setName(spec.id);
  let words: Phaser.GameObjects.Text | null = null;
  if (title && title.width > 40 * dpr) {
    const text = scene.add
      .text(title.x + title.width / 2, title.y + title.height / 2, name, textStyle(15 * dpr, THEME.textDim))
      .setOrigin(0.5);
    // A long name (a built board's, a hexagon's beside the board) shrinks to the bar, never under
    // 13 CSS px; where it still does not fit it is left out rather than cut (the menu named it).
    const scale = Math.min(1, title.width / text.width);
    if (scale >= 13 / 15) words = text.setScale(scale);
    else text.destroy();
  }
  return { exit: button, ...(title ? { title: { place: title, words } } : {}) };
}
