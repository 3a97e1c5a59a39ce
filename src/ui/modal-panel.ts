// A panel over the screen: a shade that swallows taps on what lies beneath, and a centred rounded
// glass panel no larger than the screen allows. The results and the how-to-play overlay both use it.

import Phaser from 'phaser';
import { drawGlass } from './glass-surface.ts';

export interface ModalPanelOptions {
  /** Largest panel size, already scaled; it shrinks to the screen less a 12-unit margin each side. */
  maxWidth: number;
  maxHeight: number;
  /** Corner radius, already scaled. */
  radius: number;
  /** The panel's top left corner, already placed on the screen; centred without. */
  at?: { x: number; y: number };
  /** How dark the shade over the screen is. The panel itself is opaque: text behind it would be noise. */
  shade: number;
}

export interface ModalPanel {
  shade: Phaser.GameObjects.Rectangle;
  panel: Phaser.GameObjects.Graphics;
  left: number;
  top: number;
  width: number;
  height: number;
}

export function addModalPanel(scene: Phaser.Scene, u: number, options: ModalPanelOptions): ModalPanel {
  const { width: screenW, height: screenH } = scene.scale;
  const shade = scene.add
    .rectangle(0, 0, screenW, screenH, 0x02080a, options.shade)
    .setOrigin(0)
    .setInteractive();
  const width = Math.min(screenW - 24 * u, options.maxWidth);
  const height = Math.min(screenH - 24 * u, options.maxHeight);
  const left = options.at?.x ?? (screenW - width) / 2;
  const top = options.at?.y ?? (screenH - height) / 2;
  const panel = scene.add.graphics();
  // Glass, as every surface (docs/look.md); opaque, since text behind it would be noise.
  drawGlass(panel, left, top, width, height, options.radius, { line: 2 * u, bodyAlpha: 1 });
  return { shade, panel, left, top, width, height };
}
