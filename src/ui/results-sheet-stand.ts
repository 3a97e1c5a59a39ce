// The results' sheet at the foot of the screen (screens/results/sheet-stand.ts decides): everything
// drawn on it moved down there, its slide up from below the screen on the camera (the shade over the
// board stays still), and "See the board" over it where the screen has room, which puts the sheet
// aside to show the whole final board (the bar's Results brings it back in one tap).

import type Phaser from 'phaser';
import { Button } from './button.ts';
import { entrance } from './results-rise.ts';
import { eased } from '../screens/results/sheet-rise.ts';
import { seeBoardAt, sheetStand } from '../screens/results/sheet-stand.ts';
import type { Box } from '../screens/results/title-place.ts';
import { RESULTS_WORDS } from '../words/results-words.ts';
import { minTouch, pixelRatio } from './screen.ts';

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

/** "See the board" over the sheet, where there is room for it; null where there is none. */
export function addSeeBoard(scene: Phaser.Scene, panel: Box, u: number, onClick: () => void): Button | null {
  const height = Math.max(40 * u, minTouch(scene));
  const size = { width: Math.max(170 * u, 4 * height), height };
  const at = seeBoardAt(panel, size, 8 * u);
  if (!at) return null;
  return new Button(scene, {
    id: 'see-whole-board',
    label: RESULTS_WORDS.seeBoard,
    fontSize: 15 * pixelRatio(),
    tooltip: false,
    x: at.x + at.width / 2,
    y: at.y + at.height / 2,
    width: at.width,
    height: at.height,
    onClick,
  });
}
