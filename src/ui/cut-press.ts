// A press held on the board while the screen turns (or the window is resized) outlives the board
// it began on: the scene lays the board out again on the same scene object, and the release
// reaches the new layout, where the square under the finger may be another. The old board hands
// the held pointer to the new one, which refuses its release with words a player can act on.

import type Phaser from 'phaser';

/** Per scene: the pointer held on its last layout when that layout ended. */
const held = new WeakMap<Phaser.Scene, number>();

/** The layout of `scene` ends with `pointer` pressed on one of its squares. */
export function pressCutOff(scene: Phaser.Scene, pointer: number): void {
  held.set(scene, pointer);
}

/** The pointer held when the scene's last layout ended, or null; taken once, by the next layout as it starts listening. */
export function takeCutPress(scene: Phaser.Scene): number | null {
  const cut = held.get(scene);
  held.delete(scene);
  return cut ?? null;
}
