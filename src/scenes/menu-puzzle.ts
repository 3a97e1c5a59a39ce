// The menu's way to the puzzles: a "Daily puzzle" button among the menu's bottom buttons.

import type Phaser from 'phaser';
import { SCENES } from './keys.ts';

/** The menu bar's entry that opens today's puzzle. */
export function dailyPuzzleEntry(scene: Phaser.Scene) {
  return { id: 'puzzle', label: 'Daily puzzle', icon: 'icon/play', primary: false, share: 1.1, onClick: () => scene.scene.start(SCENES.puzzle, {}) };
}
