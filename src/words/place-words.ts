// What a board's places are called, as a player sees them drawn: squares on square boards,
// hexagons on hexagonal ones, triangles on triangular ones. The words that name a place on the
// board say it so ("Takes their best hexagon"); game/settings.ts placeWord says the same.
import type { GridKind } from '../engine/index.ts';

/** "square", "hexagons", "triangle": a grid's place word for `count` of them (a board of squares where `grid` is not said). */
export function placeName(grid: GridKind = 'square', count = 1): string {
  const word = grid === 'hex' ? 'hexagon' : grid === 'tri' ? 'triangle' : 'square';
  return `${word}${count === 1 ? '' : 's'}`;
}
