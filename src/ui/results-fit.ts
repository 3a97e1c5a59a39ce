// Applies screens/results/panel-fit.ts to the drawn results: the panel redrawn at its content's
// height, and the header, the result's column and the buttons moved with it.

import type Phaser from 'phaser';
import { fitResultsPanel, type PanelContent } from '../screens/results/panel-fit.ts';
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
}

/** Fits the panel to what was drawn in it; returns the panel's box as it now stands. */
export function fitDrawnResults(drawn: DrawnResults, content: PanelContent): Box {
  const fit = fitResultsPanel(content);
  const move = (objects: readonly Phaser.GameObjects.GameObject[], dy: number) => {
    if (dy !== 0) for (const o of objects) if ('y' in o) (o as Drawn).y += dy;
  };
  move(drawn.header, fit.header);
  move(drawn.column, fit.column);
  move(drawn.buttons, fit.buttons);
  const { x, y, width, height } = fit.panel;
  drawn.panel.clear();
  drawGlass(drawn.panel, x, y, width, height, drawn.radius, { line: 2 * drawn.u, bodyAlpha: 1 });
  return fit.panel;
}
