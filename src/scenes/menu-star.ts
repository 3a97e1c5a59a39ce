// The today card's new star (screens/menu/new-stars.ts): its line in bright amber on a soft amber
// glow, and on the first drawing after the star was won a short pop (the line grows and settles,
// the glow flares and fades to its rest; a drawing again within a second, a page laid out anew,
// pops it again: menu-model.ts). With reduced motion the glow stands still: the star is
// marked all the same.

import type Phaser from 'phaser';
import { reducedMotion } from '../ui/motion.ts';

/** The new star's words' colour: brighter than the card's amber, so the line reads as news. */
export const STAR_INK = '#ffe27a';

/** Marks `line` (the card's first line, drawn from its left edge) as the new star's; `pop` plays the pop once. */
export function markNewStar(
  scene: Phaser.Scene,
  line: Phaser.GameObjects.Text,
  pop: boolean,
  u: number,
): void {
  const w = line.displayWidth;
  const h = line.displayHeight;
  const glow = scene.add.graphics();
  glow.fillStyle(0xffc94a, 0.6);
  glow.fillRoundedRect(line.x - 6 * u, line.y - 2 * u, w + 12 * u, h + 4 * u, (h + 4 * u) / 2);
  // Over the card's glass, under the words.
  line.setToTop();
  glow.setName('today:new-star');
  // At rest the glow is soft (0.6 × 0.4); the pop starts it at full.
  const rest = 0.4;
  glow.setAlpha(rest);
  if (!pop || reducedMotion()) return;
  // Grown from its left middle, so the words stay where the eye found them.
  const y = line.y;
  line.setOrigin(0, 0.5).setY(y + h / 2);
  const scale = line.scaleX;
  line.setScale(scale * 1.18);
  scene.tweens.add({ targets: line, scaleX: scale, scaleY: scale, duration: 520, ease: 'Back.easeOut' });
  glow.setAlpha(1);
  scene.tweens.add({ targets: glow, alpha: rest, duration: 1400, ease: 'Sine.easeOut' });
}
