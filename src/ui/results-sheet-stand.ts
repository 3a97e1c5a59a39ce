// The results' sheet at the foot of the screen (screens/results/sheet-stand.ts decides): everything
// drawn on it moved down there, its slide up from below the screen on the camera (the shade over the
// board stays still), and "See the board" in the top bar where it has room, which puts the sheet
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

/**
 * "See the board" in the board screen's top bar (`title`: its middle and the board's name there,
 * which it stands in for while it shows), where the bar has room for it; null where it has none.
 */
export function addSeeBoard(
  scene: Phaser.Scene,
  title: { place: Box; words: Phaser.GameObjects.Text | null } | null | undefined,
  u: number,
  onClick: () => void,
  /** The sheet as it stands: the button keeps off it. */
  sheet?: Box,
): Button | null {
  const dpr = pixelRatio();
  const height = Math.max(40 * u, minTouch(scene));
  // The words at 15 CSS px with a finger's margin each side; never narrower than that.
  const size = { width: Math.max(170 * u, 4 * height), height, least: 124 * dpr };
  const at = seeBoardAt(title?.place, size, sheet);
  if (!at) return null;
  const button = new Button(scene, {
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
  // The board's name gives the button its place while the sheet shows (the sheet names the game),
  // and stands again with the board alone (the sheet aside, or gone).
  const words = title?.words;
  if (words?.active) {
    const name = () => words.active && words.setVisible(!button.visible);
    scene.events.on('postupdate', name);
    scene.events.once('shutdown', () => {
      scene.events.off('postupdate', name);
      if (words.active) words.setVisible(true);
    });
  }
  return button;
}
