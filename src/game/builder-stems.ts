// The board builder's stem squares (RULES.md section 12) in ids: their names in the board's reading
// order, and the rules id of a game on a grid, with `/stem:SQUARES` for the squares marked.

import {
  parseLayout,
  rulesOf,
  squareName,
  tryParseLayout,
  type Layout,
  type RulesOptions,
} from '../engine/index.ts';
import { customIdOf, isStem, problemOf, stemCount, type BoardGrid } from './board-builder.ts';

/** The names of the grid's stem squares in reading order of the board (a1 first), as a rules id writes them. */
export function stemNames(grid: BoardGrid): string[] {
  const parsed = tryParseLayout(customIdOf(grid));
  if ('error' in parsed) return [];
  return stemSquaresOf(grid, parsed.layout).map((s) => squareName(parsed.layout, s));
}

/** The grid's stem squares as squares of its layout, sorted. */
function stemSquaresOf(grid: BoardGrid, layout: Layout): number[] {
  const squares: number[] = [];
  for (let row = 0; row < grid.rows; row++)
    for (let col = 0; col < grid.cols; col++)
      if (isStem(grid, row, col)) squares.push(layout.squareAt[(grid.rows - 1 - row) * grid.cols + col]!);
  return squares.sort((a, b) => a - b);
}

/**
 * The rules id of a game on this grid: its `custom:` id with the options given and `/stem:SQUARES`
 * for its stem squares; null while it cannot be played (problemOf says why).
 */
export function rulesIdOfGrid(grid: BoardGrid, options: Omit<RulesOptions, 'stem'> = {}): string | null {
  if (problemOf(grid)) return null;
  const layout = parseLayout(customIdOf(grid));
  const stems = stemSquaresOf(grid, layout);
  return rulesOf(layout, { ...options, stem: stems.length > 0 ? stems : false }).id;
}

/** The builder's id of a grid: its `custom:` id, with `/stem:SQUARES` when it has stem squares. */
export function builtIdOf(grid: BoardGrid): string {
  if (stemCount(grid) === 0) return customIdOf(grid);
  return rulesIdOfGrid(grid) ?? customIdOf(grid);
}
