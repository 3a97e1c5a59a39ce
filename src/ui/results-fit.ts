// Applies screens/results/panel-fit.ts to the drawn results: the panel redrawn at its content's
// height (beside its buttons, or over them upright), and the header, the result's column and the
// buttons moved with it; the ending's colour drawn round it.

import type Phaser from 'phaser';
import { fitResultsPanel, type PanelContent, type PanelFit } from '../screens/results/panel-fit.ts';
import type { Box } from '../screens/results/title-place.ts';
import { drawGlass } from './glass-surface.ts';

type Drawn = Phaser.GameObjects.GameObject & { y: number };

export interface DrawnResults {
  panel: Phaser.GameObjects.Graphics;
  radius: number;
  u: number;
  header: readonly Phaser.GameObjects.GameObject[];
  column: readonly Phaser.GameObjects.GameObject[];
  buttons: readonly Phaser.GameObjects.GameObject[];
  /** The rim's colour, or none. */
  rim?: number;
}

/** Fits the panel to what was drawn in it; returns the panel's box as it now stands. */
export function fitDrawnResults(
  drawn: DrawnResults,
  content: PanelContent,
  fitOf: (c: PanelContent) => PanelFit = fitResultsPanel,
): Box {
  const fit = fitOf(content);
  const move = (objects: readonly Phaser.GameObjects.GameObject[], dy: number) => {
    if (dy !== 0) for (const o of objects) if ('y' in o) (o as Drawn).y += dy;
  };
  move(drawn.header, fit.header);
  move(drawn.column, fit.column);
  move(drawn.buttons, fit.buttons);
  const { x, y, width, height } = fit.panel;
  drawn.panel.clear();
  drawGlass(drawn.panel, x, y, width, height, drawn.radius, { line: 2 * drawn.u, bodyAlpha: 1 });
  if (drawn.rim !== undefined) {
    // The ending's own colour round the panel: gold for a win, cool for a draw, warm for a loss.
    drawn.panel.lineStyle(3 * drawn.u, drawn.rim, 0.9);
    drawn.panel.strokeRoundedRect(
      x + drawn.u,
      y + drawn.u,
      width - 2 * drawn.u,
      height - 2 * drawn.u,
      drawn.radius,
    );
  }
  return fit.panel;
}

/** The height `draw` says it used, with what it drew taken away again (a measure before the layout is chosen). */
export function measured(scene: Phaser.Scene, draw: () => number): number {
  const from = scene.children.list.length;
  const height = draw();
  for (const o of scene.children.list.slice(from)) o.destroy();
  return height;
}
