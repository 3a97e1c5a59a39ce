// A short label over the game: a button's name on hover or long-press, a cell's value. One at a
// time per scene; it stays inside the screen, above its anchor (below when there is no room).

import type Phaser from 'phaser';
import { roundedRectTexture } from './shape-texture.ts';
import { THEME, textStyle } from './theme.ts';

/** The tooltip in sight on each scene, with its text (the last shown is the automation hook's). */
const current = new Map<Phaser.Scene, { box: Phaser.GameObjects.Container; text: string }>();
const watched = new WeakSet<Phaser.Scene>();

export function tooltipShown(): string | null {
  return [...current.values()].pop()?.text ?? null;
}

/** Shows `text` centred over the rectangle (x, y, width, height: its centre and size). */
export function showTooltip(
  scene: Phaser.Scene,
  text: string,
  at: { x: number; y: number; width: number; height: number },
  u: number,
): void {
  hideTooltip(scene);
  const label = scene.add.text(0, 0, text, textStyle(16 * u, THEME.text, true)).setOrigin(0.5);
  const w = label.width + 22 * u;
  const h = label.height + 12 * u;
  const pill = scene.add.image(
    0,
    0,
    roundedRectTexture(scene, {
      width: w,
      height: h,
      radius: h / 2,
      fill: 0x0a161b,
      fillAlpha: 0.96,
      stroke: THEME.accent,
      strokeWidth: 1.5 * u,
    }),
  );
  const { width: screenW } = scene.scale;
  const above = at.y - at.height / 2 - h / 2 - 8 * u;
  const y = above - h / 2 > 0 ? above : at.y + at.height / 2 + h / 2 + 8 * u;
  const x = Math.min(screenW - w / 2 - 4 * u, Math.max(w / 2 + 4 * u, at.x));
  const box = scene.add.container(x, y, [pill, label]).setDepth(2000);
  current.set(scene, { box, text });
  if (!watched.has(scene)) {
    watched.add(scene);
    scene.events.on('shutdown', () => hideTooltip(scene));
  }
}

export function hideTooltip(scene: Phaser.Scene): void {
  const shown = current.get(scene);
  if (!shown) return;
  current.delete(scene);
  shown.box.destroy();
}
