// The builder's notices in their slot (screens/builder/notice-slot.ts decides which): there the
// newest notice shows alone, its text shrunk to fit (notice.ts), and the note under the facts steps
// aside while a notice stands over it (notice-slot.ts).

import type Phaser from 'phaser';
import { builderNoticeSlot, type SlotRect as Rect } from '../screens/builder/notice-slot.ts';
import { pixelRatio } from '../ui/screen.ts';
import { noticesInSlot } from './notice-slot.ts';

/**
 * Gives the builder's notices their slot: `rowEnd` is the top row's free end, `below` the width
 * under the top row. On a tall screen whose row end is too narrow the slot is the panel's, given
 * later to `inPanel` (a strip over the grid would cost a 12×12 grid on a phone its finger-wide
 * squares). Returns the height the strip takes under the top row (0 when there is none).
 */
export function placeBuilderNotices(
  scene: Phaser.Scene,
  rowEnd: Rect,
  below: { x: number; width: number },
  gap: number,
  tall: boolean,
): { taken: number; inPanel: (slot: () => Rect, under: Phaser.GameObjects.Text) => void } {
  const plan = builderNoticeSlot(rowEnd, below, gap, tall, pixelRatio());
  const strip = plan.strip;
  let slot: () => Rect = () => (plan.where === 'row' ? rowEnd : strip);
  let covered: Phaser.GameObjects.Text | null = null;
  noticesInSlot(
    scene,
    () => slot(),
    () => covered,
  );
  return {
    taken: plan.taken,
    inPanel: (place, under) => {
      if (plan.where === 'panel') {
        slot = place;
        covered = under;
      }
    },
  };
}
