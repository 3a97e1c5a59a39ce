// With the results closed the finished board is in sight, and where the board's toolbar stood (it
// takes no tap while the board scene is paused under the results) the bar's ways on: Play again,
// Review, the way back to the Results, Menu (the model's `aside`). Nothing else takes a tap: a tap on
// the board does nothing, as on any finished game, and no words ask for one: a ✕ closes.

import type Phaser from 'phaser';
import type { ResultsButton } from '../screens/results/results-model.ts';
import { addAsideButtons } from './results-picture.ts';

export function addWayBack(
  scene: Phaser.Scene,
  board: {
    toolbar: readonly { getBounds(): Phaser.Geom.Rectangle }[];
    bar?: readonly { getBounds(): Phaser.Geom.Rectangle }[];
  } | null,
  bar: readonly (ResultsButton & { onClick: (began?: number) => void })[],
  u: number,
): Phaser.GameObjects.GameObject[] {
  return addAsideButtons(scene, board?.bar ?? board?.toolbar ?? [], bar, u);
}
