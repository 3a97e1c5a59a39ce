// Which cells split each other on a triangle's or a hexagon's board, told in one line on the board's
// notice the first time a player starts a game on one of each (the connections picture instead, where
// that board scores connections), then never again on the device: each family's line its own (a
// triangle's says which corners never split, a hexagon's how the lines cut), so a player who met
// hexagons first still reads the triangle's rule on their first triangle board. A line in place, not a window: the
// player can move while reading it, and how to play keeps the whole rule with its picture.

import type { Rules } from '../../engine/index.ts';
import { saveSettings, type Settings } from '../../game/settings.ts';
import type { Store } from '../../game/storage.ts';
import { neighboursLine } from '../../words/neighbours-words.ts';

/** How long the line stays: a long line, read while the first move is chosen. */
export const NEIGHBOURS_LINE_MS = 9000;

/**
 * Whether the neighbours line is told: a triangle's or a hexagon's board, first met, not
 * scored by connections, as a game a person plays starts (`starting`: its board empty, a person
 * among the players; not a watched game, a resumed one or a link's position).
 */
export function neighboursLineDue(rules: Rules, settings: Settings, starting: boolean): boolean {
  const grid = rules.layout.grid;
  const shown = grid === 'tri' ? settings.triNeighboursShown : settings.neighboursShown;
  return starting && grid !== 'square' && rules.scoring !== 'connections' && !shown;
}

/** The line of `grid`'s boards was told: kept, so it is never told again. */
export function neighboursSeen(settings: Settings, store: Store, grid: 'tri' | 'hex'): void {
  if (grid === 'tri') settings.triNeighboursShown = true;
  else settings.neighboursShown = true;
  saveSettings(store, settings);
}

/** The line to tell as this game starts, or null; told once: the device keeps that it was. */
export function tellNeighbours(
  rules: Rules,
  settings: Settings,
  store: Store,
  starting: boolean,
): string | null {
  const grid = rules.layout.grid;
  if (grid === 'square' || !neighboursLineDue(rules, settings, starting)) return null;
  neighboursSeen(settings, store, grid);
  return neighboursLine(grid);
}
