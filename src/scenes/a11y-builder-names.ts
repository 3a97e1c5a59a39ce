// The builder's size buttons are drawn as "−" and "+": screen readers hear what each does and the
// size now ("Fewer rows, 6 now"); its mirror buttons, drawn with arrows, are named in words.

import type { BoardGrid } from '../game/board-builder.ts';
import type { ScenePort } from '../ui/scene-port.ts';

const STEPPERS: Record<string, (g: BoardGrid) => string> = {
  'builder:rows-': (g) => `Fewer rows, ${g.rows} now`,
  'builder:rows+': (g) => `More rows, ${g.rows} now`,
  'builder:cols-': (g) => `Fewer columns, ${g.cols} now`,
  'builder:cols+': (g) => `More columns, ${g.cols} now`,
  // Drawn as arrows: said in words.
  'builder:mirror-lr': () => 'Mirror left to right',
  'builder:mirror-tb': () => 'Mirror top to bottom',
};

export function nameSizeButtons(scene: ScenePort, grid: () => BoardGrid): void {
  const name = () => {
    for (const entry of scene.controls()) {
      const words = STEPPERS[entry.id];
      if (words) entry.spoken = () => words(grid());
    }
  };
  name();
  // The shape's buttons are made later in the scene's create: named once it is done.
  scene.onCreated(name);
}
