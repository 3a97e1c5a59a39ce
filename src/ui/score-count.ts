// The results' score line counting up from nothing to the final scores, each side beside its
// name ("You  37" and "29  Hard"), over the ending's count time.

import type Phaser from 'phaser';
import type { EndingPlan } from '../screens/results/ending.ts';

/** Counts up over the plan's count time; a plan with none (reduced motion) shows the scores as they are. */
export function countScoreLine(
  scene: Phaser.Scene,
  plan: EndingPlan,
  sides: readonly [Phaser.GameObjects.Text, Phaser.GameObjects.Text],
  scores: readonly [number, number],
  names: readonly [string, string],
): void {
  const ms = plan.steps.find((step) => step.part === 'count')?.ms ?? 0;
  if (ms <= 0) return;
  const write = (k: number) => {
    sides[0].setText(`${names[0]}  ${Math.round(scores[0] * k)}`);
    sides[1].setText(`${Math.round(scores[1] * k)}  ${names[1]}`);
  };
  write(0);
  scene.tweens.addCounter({
    from: 0,
    to: 1,
    duration: ms,
    ease: 'Cubic.easeOut',
    onUpdate: (t) => write(t.getValue() ?? 1),
    onComplete: () => write(1),
  });
}
