// On a hexagonal board a column slants up and to the left (RULES.md section 7), so its letter
// cannot be followed by eye as on a chart. When the labels light a square's column and row, a
// thin line runs from each lit label's edge of the tray, along the cells that label names, to the
// square itself: the player sees which line of hexagons "c" and "4" mean.

import type Phaser from 'phaser';
import type { LabelGuide } from './board-label-places.ts';
import { THEME } from './theme.ts';

/** Draws `guides` into `g` (cleared first), a line a little wider than the labels' stroke with a dark edge. */
export function drawGuides(
  g: Phaser.GameObjects.Graphics,
  guides: readonly LabelGuide[],
  width: number,
): void {
  g.clear();
  for (const [w, colour, alpha] of [
    [width + 3, 0x06141a, 0.55],
    [width, THEME.accent, 0.85],
  ] as const) {
    g.lineStyle(w, colour, alpha);
    for (const { from, to } of guides) g.lineBetween(from.x, from.y, to.x, to.y);
  }
  for (const { to } of guides) {
    g.fillStyle(THEME.accent, 0.95);
    g.fillCircle(to.x, to.y, width * 1.3);
  }
}
