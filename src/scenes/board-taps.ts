// The board screen's taps that reach no button: each counted (the e2e tests check none is lost),
// and one released on the final board brings the results at once.

import type Phaser from 'phaser';
import type { FinalBeat } from '../ui/final-beat.ts';

export function listenToBoardTaps(
  scene: Phaser.Scene,
  counter: { boardTaps?: number },
  finalBeat: FinalBeat,
): void {
  scene.input.on('pointerdown', (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
    if (over.length === 0) counter.boardTaps = (counter.boardTaps ?? 0) + 1;
  });
  // On release, so the tap cannot land on the results.
  scene.input.on('pointerup', (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
    if (over.length === 0) finalBeat.skip(p.downTime);
  });
}
