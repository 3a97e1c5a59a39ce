// Whether the board shows what a move gains before it is made (screens/game/move-worth.ts: the cut
// lines, each cell's "+2", the move's "+8"): the player's own choice where they made one, else on.
// It shows only while a square is pressed or pointed at, so it never crowds the board, and the
// guided game teaches with it: a preview that went away by itself would read as one taken away.

import type { Settings } from './settings.ts';

export function gainsShown(settings: Pick<Settings, 'gains'>): boolean {
  return settings.gains ?? true;
}

export function setGains(settings: Pick<Settings, 'gains'>, on: boolean): void {
  settings.gains = on;
}
