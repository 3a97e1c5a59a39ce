// The menu's way to the puzzles: a "Daily puzzle" button in the top right corner, clear of the
// title and of the bottom bar (whose buttons would grow too narrow for a finger with one more).

import type Phaser from 'phaser';
import { Button } from '../ui/button.ts';
import { metrics, minTouch } from '../ui/screen.ts';
import { SCENES } from './keys.ts';

/** Adds the button that opens today's puzzle. */
export function addDailyPuzzleButton(scene: Phaser.Scene): Button {
  const { u, width } = metrics(scene);
  const h = minTouch(scene);
  const w = Math.max(120 * u, 2.6 * h);
  const pad = 10 * u;
  return new Button(scene, {
    id: 'puzzle', label: 'Daily puzzle', showLabel: true, x: width - pad - w / 2, y: pad + h / 2, width: w, height: h,
    fontSize: 16 * u, onClick: () => scene.scene.start(SCENES.puzzle, {}),
  });
}
