// The charts' move numbers under the x axis, so "led by 3 after move 5" can be found: the first
// move, the last, and round numbers between (every 2, 5, 10, … moves, as room allows), in the
// axis numbers' style (which ones: chart-data.ts's moveTicks). Both charts place them where they plot that move.

import type Phaser from 'phaser';
import { chartType } from './chart-axis.ts';
import { pixelRatio } from './device-pixels.ts';
import type { Rect } from './board-geometry.ts';
import { moveTicks, type MoveMark } from './chart-data.ts';
import { THEME, textStyle } from './theme.ts';

/** A move number as drawn, for the automation hook. */
export interface DrawnMove {
  move: number;
  box: Rect;
  font: number;
}

/** The numbers of `marks`' moves under `plot`, as many as stand apart; returns them as drawn. */
export function drawMoveNumbers(
  scene: Phaser.Scene,
  plot: Rect,
  marks: readonly MoveMark[],
  u: number,
): DrawnMove[] {
  const style = textStyle(chartType(u, pixelRatio()).number, THEME.textDim);
  const probe = scene.add
    .text(0, 0, String(Math.max(0, ...marks.map((m) => m.move))), style)
    .setVisible(false);
  const apart = probe.width + 10 * u;
  probe.destroy();
  return moveTicks(marks, apart).map((m) => {
    const t = scene.add.text(m.x, plot.y + plot.height + 3 * u, String(m.move), style).setOrigin(0.5, 0);
    return {
      move: m.move,
      box: { x: t.x - t.width / 2, y: t.y, width: t.width, height: t.height },
      font: parseFloat(String(t.style.fontSize)),
    };
  });
}
