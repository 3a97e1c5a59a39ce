// Each opponent's badge ink: the strength mark on its card is drawn in it, on a pill edged with it.
// Hard, Adaptive, the Expert and Perfect all play Hard's rose on the board (palette.ts: a new cell
// colour would need its own colour-blind checks), so a reviewer could not tell them apart on the
// cards; their badges can be told apart by hue and lightness. Easy, Medium and Hard keep their
// cells' hues (indigo, violet, rose), lighter, to read on the dark cards.

import type { OpponentChoice } from '../game/players.ts';

export const OPPONENT_BADGE_INKS: Readonly<Record<OpponentChoice, string>> = {
  easy: '#a99cff',
  medium: '#e77cf0',
  hard: '#ff8ccb',
  adaptive: '#4fe0c8',
  expert: '#ff4d6d',
  perfect: '#ffd34d',
};

/** The badge ink of opponent `kind`. */
export function opponentBadgeInk(kind: OpponentChoice): string {
  return OPPONENT_BADGE_INKS[kind];
}
