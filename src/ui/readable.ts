// Text that stays readable on every screen: never under 12 CSS pixels, and one size for a row of
// neighbouring buttons (the size at which the longest label fits), so neighbours match.

import type Phaser from 'phaser';
import { readable } from './device-pixels.ts';
import { textStyle } from './theme.ts';

export { minText, readable } from './device-pixels.ts';

/** The largest size up to `max` at which every label fits `width` device pixels (never under the readable least). */
export function commonFontSize(
  scene: Phaser.Scene,
  labels: readonly string[],
  width: number,
  max: number,
  bold = false,
): number {
  const probe = scene.add.text(0, 0, '', textStyle(max, '#fff', bold)).setVisible(false);
  let size = max;
  for (const label of labels) {
    probe.setText(label);
    if (probe.width > width) size = Math.min(size, (max * width) / probe.width);
  }
  probe.destroy();
  return readable(Math.floor(size));
}

/** The widest of `labels` drawn at `size`, in the game's pixels. */
export function widestLabel(
  scene: Phaser.Scene,
  labels: readonly string[],
  size: number,
  bold = false,
): number {
  const probe = scene.add.text(0, 0, '', textStyle(size, '#fff', bold)).setVisible(false);
  let widest = 0;
  for (const label of labels) widest = Math.max(widest, probe.setText(label).width);
  probe.destroy();
  return widest;
}
