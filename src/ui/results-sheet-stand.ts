// The results' sheet at the foot of the screen (screens/results/sheet-stand.ts decides): everything
// drawn on it moved down there, its slide up from below the screen on the camera (the shade over the
// board stays still). Its ✕ is the one way to the whole final board (the bar's Results brings the
// sheet back in one tap): "See the board" in the top bar as well was a second control for the same.

import type Phaser from 'phaser';
import { entrance } from './results-rise.ts';
import { eased } from '../screens/results/sheet-rise.ts';
import { sheetStand } from '../screens/results/sheet-stand.ts';
import type { Box } from '../screens/results/title-place.ts';

/**
 * Moves the sheet drawn so far (all of the scene's objects but the `shade`) to the screen's foot,
 * `margin` clear of it, and slides it up there when `arrives`; returns the sheet's box as it stands.
 */
export function standSheet(
  scene: Phaser.Scene,
  shade: Phaser.GameObjects.GameObject & { setScrollFactor(x: number): unknown },
  panel: Box,
  margin: number,
  o: { arrives: boolean; reduced: boolean },
): Box {
  const stand = sheetStand(panel, scene.scale.height, margin, o.reduced);
  for (const obj of scene.children.list)
    if (obj !== shade && 'y' in obj) (obj as unknown as { y: number }).y += stand.dy;
  shade.setScrollFactor(0);
  if (o.arrives && stand.ms > 0) {
    const camera = scene.cameras.main;
    entrance(scene, stand.ms, (t) => camera.setScroll(0, -stand.from * (1 - eased(t, 'Cubic.easeOut'))));
  }
  return { ...panel, y: panel.y + stand.dy };
}
