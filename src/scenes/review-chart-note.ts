// What the review chart's pale bars are, said when its title is tapped (the title names the pale bars
// while some bars are the coach's guesses): a panel over the chart with the model's one or two
// plain lines (review-chart.ts's note), put away by a tap on it or on the title again.

import type Phaser from 'phaser';
import type { Rect } from '../ui/board-geometry.ts';
import { roundedRectTexture } from '../ui/shape-texture.ts';
import { textStyle, THEME } from '../ui/theme.ts';

/** Makes the title's band of chart `r` (down to the plot's top `plotTop`) tappable for `note()` (null: nothing to say). */
export function chartNoteOnTap(
  scene: Phaser.Scene,
  r: Rect,
  plotTop: number,
  u: number,
  size: number,
  note: () => string | null,
): void {
  let shown: Phaser.GameObjects.GameObject[] = [];
  const hide = () => {
    for (const o of shown) o.destroy();
    shown = [];
  };
  const show = (words: string) => {
    const text = scene.add
      .text(r.x + r.width / 2, r.y + r.height / 2, words, {
        ...textStyle(size, THEME.text),
        wordWrap: { width: r.width - 28 * u, useAdvancedWrap: true },
        align: 'center',
      })
      .setOrigin(0.5)
      .setDepth(3);
    const texture = roundedRectTexture(scene, {
      width: r.width,
      height: Math.max(r.height, text.height + 20 * u),
      radius: 12 * u,
      fill: THEME.panel,
      stroke: THEME.accent,
      strokeWidth: 1.5 * u,
    });
    const panel = scene.add
      .image(r.x + r.width / 2, r.y + r.height / 2, texture)
      .setDepth(2.9)
      .setInteractive();
    panel.on('pointerup', hide);
    shown = [panel, text];
  };
  const band = scene.add
    .zone(r.x + r.width / 2, (r.y + plotTop) / 2, r.width, Math.max(1, plotTop - r.y))
    .setInteractive();
  band.on('pointerup', () => {
    const words = note();
    if (shown.length > 0 || !words) return hide();
    show(words);
  });
}
