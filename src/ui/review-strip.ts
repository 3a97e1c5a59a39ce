// The review's two ways of going to a move by pointing: the slider (a track with a handle, tapped
// or dragged) and the score-difference chart (tapped on a bar). Both are touch areas registered
// as controls, so the keyboard and the automation hook reach them too.

import type Phaser from 'phaser';
import type { Rect } from './board-geometry.ts';
import { registerControl } from './controls.ts';
import { roundedRectTexture } from './shape-texture.ts';
import { THEME } from './theme.ts';

export interface Strip {
  /** Shows `ply` (0 … moves) as the current place. */
  show(ply: number): void;
}

/** A touch area over `r` that goes to the ply under the pointer (pressed or dragged). */
function touchArea(
  scene: Phaser.Scene,
  id: string,
  label: string,
  r: Rect,
  plyAt: (x: number) => number,
  go: (ply: number) => void,
  step: (by: number) => void,
): Phaser.GameObjects.Container {
  const area = scene.add
    .container(r.x + r.width / 2, r.y + r.height / 2)
    .setSize(r.width, r.height)
    .setInteractive({ useHandCursor: true });
  let dragging = false;
  area.on('pointerdown', (p: Phaser.Input.Pointer) => {
    dragging = true;
    go(plyAt(p.x));
  });
  area.on('pointermove', (p: Phaser.Input.Pointer) => {
    if (dragging && p.isDown) go(plyAt(p.x));
  });
  const end = () => (dragging = false);
  area.on('pointerup', end);
  area.on('pointerout', end);
  registerControl(scene, { id, label, target: area, enabled: () => true, press: () => step(1) });
  return area;
}

/** The slider over the game's plies, with its handle on the ply shown. */
export function addSlider(
  scene: Phaser.Scene,
  r: Rect,
  moves: number,
  u: number,
  go: (ply: number) => void,
  step: (by: number) => void,
): Strip {
  const h = 8 * u;
  const inset = 14 * u;
  const left = r.x + inset;
  const width = r.width - 2 * inset;
  scene.add.image(
    r.x + r.width / 2,
    r.y + r.height / 2,
    roundedRectTexture(scene, {
      width,
      height: h,
      radius: h / 2,
      fill: THEME.panelLight,
      stroke: THEME.panelEdge,
      strokeWidth: 1 * u,
    }),
  );
  const knob = 22 * u;
  const handle = scene.add
    .image(
      left,
      r.y + r.height / 2,
      roundedRectTexture(scene, {
        width: knob,
        height: knob,
        radius: knob / 2,
        fill: THEME.accent,
        stroke: 0x06141a,
        strokeWidth: 2 * u,
      }),
    )
    .setDepth(1);
  const plyAt = (x: number) => Math.max(0, Math.min(moves, Math.round(((x - left) / width) * moves)));
  touchArea(scene, 'review-slider', 'Move slider', r, plyAt, go, step);
  return { show: (ply) => handle.setX(left + (moves === 0 ? 0 : (ply / moves) * width)) };
}

/**
 * A touch area over the difference chart's plot (`plot`: where drawDifferenceChart put its bars,
 * one per ply from the start), with a marker on the ply shown.
 */
export function addChartPicker(
  scene: Phaser.Scene,
  plot: Rect,
  moves: number,
  u: number,
  go: (ply: number) => void,
  step: (by: number) => void,
): Strip {
  const bar = plot.width / (moves + 1);
  const plyAt = (x: number) => Math.max(0, Math.min(moves, Math.floor((x - plot.x) / bar)));
  const marker = scene.add.image(
    plot.x,
    plot.y + plot.height / 2,
    roundedRectTexture(scene, {
      width: Math.max(2 * u, Math.min(bar, 6 * u)),
      height: plot.height + 8 * u,
      radius: 2 * u,
      fill: THEME.accent,
      fillAlpha: 0.55,
    }),
  );
  touchArea(
    scene,
    'review-chart',
    'Score chart: go to a move',
    { x: plot.x, y: plot.y - 6 * u, width: plot.width, height: plot.height + 12 * u },
    plyAt,
    go,
    step,
  );
  return { show: (ply) => marker.setX(plot.x + (ply + 0.5) * bar) };
}
