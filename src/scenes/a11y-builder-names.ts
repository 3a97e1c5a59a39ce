// The builder's size buttons are drawn as "−" and "+": screen readers hear what each does and the
// size now ("Fewer rows, 6 now").

import type Phaser from 'phaser';
import type { BoardGrid } from '../game/board-builder.ts';
import { controlsOf } from '../ui/controls.ts';

const STEPPERS: Record<string, (g: BoardGrid) => string> = {
  'builder:rows-': (g) => `Fewer rows, ${g.rows} now`,
  'builder:rows+': (g) => `More rows, ${g.rows} now`,
  'builder:cols-': (g) => `Fewer columns, ${g.cols} now`,
  'builder:cols+': (g) => `More columns, ${g.cols} now`,
};

export function nameSizeButtons(scene: Phaser.Scene, grid: () => BoardGrid): void {
  for (const entry of controlsOf(scene)) {
    const name = STEPPERS[entry.id];
    if (name) entry.spoken = () => name(grid());
  }
}
