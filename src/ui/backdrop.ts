// The scenes' backdrop: a deep teal gradient with a few faint cells drifting, like a microscope
// slide out of focus. Drawn once per scene; cheap enough for a large board.

import type Phaser from 'phaser';
import { THEME } from './theme.ts';

export function drawSceneBackground(scene: Phaser.Scene): void {
  const { width, height } = scene.scale;
  const g = scene.add.graphics();
  g.fillGradientStyle(THEME.backgroundTop, THEME.backgroundTop, THEME.background, THEME.background, 1);
  g.fillRect(0, 0, width, height);
  // Blurred blobs at fixed spots (no randomness: every visit looks the same).
  const spots = [[0.12, 0.18, 0.16], [0.88, 0.3, 0.2], [0.2, 0.82, 0.22], [0.8, 0.86, 0.14], [0.5, 0.5, 0.3]];
  for (const [fx, fy, fr] of spots) {
    const r = fr! * Math.min(width, height);
    for (let i = 6; i > 0; i--) {
      g.fillStyle(0x2a8a7a, 0.018);
      g.fillCircle(fx! * width, fy! * height, (r * i) / 6);
    }
  }
}
