// Said at the first aim of a visit: the guided game taught one tap, and squares (or hexagons)
// smaller than a finger take two (aim.ts).
import type { GridKind } from '../engine/index.ts';
import { placeWord } from '../game/settings.ts';

export function aimWords(grid: GridKind): string {
  const places = placeWord(grid, 2);
  const one = placeWord(grid);
  return `These ${places} are smaller than a finger: press Place (or tap the ${one} again) to play there; slide to move the aim.`;
}
