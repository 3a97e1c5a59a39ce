// The results' score line as the ending shows it (screens/results/ending.ts's scoreLinePop): the
// final scores at once, as the board's panels say them, the winner's number (a draw: both) popping.

import type Phaser from 'phaser';

/** Pops the sides `pop` names over `ms`: a quick swell and back (none under reduced motion). */
export function popScoreLine(
  scene: Phaser.Scene,
  sides: readonly [Phaser.GameObjects.Text, Phaser.GameObjects.Text],
  show: { pop: readonly (0 | 1)[]; ms: number },
): void {
  if (show.ms <= 0) return;
  for (const i of show.pop) {
    const side = sides[i];
    const scale = side.scale;
    scene.tweens.add({
      targets: side,
      scale: scale * 1.18,
      duration: show.ms / 2,
      ease: 'Sine.easeOut',
      yoyo: true,
      onComplete: () => side.setScale(scale),
    });
  }
}
