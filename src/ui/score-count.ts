// The results' score line as the ending shows it (screens/results/ending.ts's scoreLinePop): the
// final scores at once, as the board's panels say them, the winner's number (a draw: both) popping.

import type Phaser from 'phaser';

type Scaled = Phaser.GameObjects.GameObject & {
  scaleX: number;
  scaleY: number;
  setScale(x: number, y?: number): unknown;
};

/** Pops the sides `pop` names over `ms` (a count and its cell together): a quick swell and back (none under reduced motion). */
export function popScoreLine(
  scene: Phaser.Scene,
  sides: readonly [readonly Scaled[], readonly Scaled[]],
  show: { pop: readonly (0 | 1)[]; ms: number },
): void {
  if (show.ms <= 0) return;
  for (const i of show.pop)
    for (const part of sides[i]) {
      const { scaleX, scaleY } = part;
      scene.tweens.add({
        targets: part,
        scaleX: scaleX * 1.18,
        scaleY: scaleY * 1.18,
        duration: show.ms / 2,
        ease: 'Sine.easeOut',
        yoyo: true,
        onComplete: () => part.setScale(scaleX, scaleY),
      });
    }
}
