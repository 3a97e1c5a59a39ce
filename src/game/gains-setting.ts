// Whether the board shows what a move gains before it is made (screens/game/move-worth.ts: the cut
// lines, each cell's "+2", the move's "+8"): the player's own choice where they made one, else on
// for a new player's first games, while the count is still being learnt, and off after, when the
// numbers would only crowd a board the player reads by now.

import type { Settings } from './settings.ts';

/** How many finished games a new player sees the gains in before they go by themselves. */
export const GAINS_FIRST_GAMES = 3;

export function gainsShown(settings: Pick<Settings, 'gains'>, finishedGames: number): boolean {
  return settings.gains ?? finishedGames < GAINS_FIRST_GAMES;
}

export function setGains(settings: Pick<Settings, 'gains'>, on: boolean): void {
  settings.gains = on;
}
