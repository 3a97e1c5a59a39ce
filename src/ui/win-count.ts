// A win's score counting up big over the board's middle, in the winner's colour, as the wave of
// dividing cells spreads (win-tally.ts decides the count and its times): it lands on the final score
// with a pop and stands until the sheet comes. The finale is on the board: a count in a panel alone
// went unseen.

import type Phaser from 'phaser';
import { bigCount, countShownAt, type TallyStep } from '../screens/results/win-tally.ts';
import type { EndingPlan } from '../screens/results/ending.ts';
import { flourishesOf } from './move-flourish.ts';
import { textStyle } from './theme.ts';

/** The count over the board, at `at` (the board's middle), `size` the board's square; the objects it made. */
export function showWinCount(
  scene: Phaser.Scene,
  plan: EndingPlan,
  steps: readonly TallyStep[],
  at: { x: number; y: number },
  size: number,
  colour: string,
): Phaser.GameObjects.GameObject[] {
  const count = bigCount(plan, steps);
  if (!count) return [];
  const text = scene.add
    .text(at.x, at.y, '0', textStyle(size * 1.15, colour, true))
    .setOrigin(0.5)
    .setStroke('#0b1620', Math.max(4, size * 0.12))
    .setShadow(0, size * 0.04, '#000000', size * 0.12, true, true)
    .setDepth(870)
    .setAlpha(0)
    .setScale(0.6);
  scene.tweens.add({ targets: text, alpha: 1, scale: 1, duration: 220, ease: 'Back.easeOut' });
  // The figure follows the count on the scene's clock; it lands exactly on the final score.
  const clock = { t: 0 };
  scene.tweens.add({
    targets: clock,
    t: count.landsAt,
    duration: count.landsAt,
    onUpdate: () => text.setText(String(countShownAt(steps, clock.t))),
    onComplete: () => {
      text.setText(String(count.final));
      scene.tweens.add({ targets: text, scale: 1.35, duration: 160, yoyo: true, ease: 'Sine.easeOut' });
    },
  });
  // Gone as the sheet comes (the ending's clear also takes it away).
  const fade = scene.time.delayedCall(Math.max(count.landsAt + 200, count.goesAt - 200), () => {
    forget();
    scene.tweens.add({ targets: text, alpha: 0, duration: 200 });
  });
  const forget = flourishesOf(scene).add('ending', () => fade.remove());
  return [text];
}
