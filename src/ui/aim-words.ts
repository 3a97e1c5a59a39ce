// Said at the first aim of a visit: the guided game taught one tap, and on squares (or hexagons)
// smaller than a finger a tap on the edge between two free ones, or any tap with the setting to aim
// first, takes a second (aim.ts). One short line: on an upright phone the band over a
// large board is a line high, and a longer notice stood over the Place bubble.
import type { GridKind } from '../engine/index.ts';
import { placeWord } from '../game/settings.ts';

export function aimWords(grid: GridKind): string {
  const places = placeWord(grid, 2);
  const one = placeWord(grid);
  return `Small ${places}: tap the ${one} again, or press Place, to play there.`;
}
