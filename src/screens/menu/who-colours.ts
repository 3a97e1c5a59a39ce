// The colour each name on the big card's "You vs Easy" plays, so a swatch beside each name says
// "that is who you play" (setup names its colours the same way): the person's colour beside "You",
// the opponent's own beside its name; two people or two opponents in their seats' order, as named.

import type { People } from '../../game/people.ts';
import { isHuman, type PlayerId } from '../../game/players.ts';
import { matchPalettes } from '../../ui/colours.ts';
import type { PaletteName } from '../../ui/palette.ts';

/** The colours of the card's two names, left then right, or null when the line names no two players. */
export function whoColours(
  who: string,
  players: readonly [PlayerId, PlayerId] | null,
  people: Pick<People, 'first'>,
): [PaletteName, PaletteName] | null {
  if (!players || !who.includes(' vs ')) return null;
  const [one, two] = matchPalettes(players, people);
  const solo = isHuman(players[0]) !== isHuman(players[1]);
  // "You vs Easy" names the person first whichever seat moves first.
  if (solo) return isHuman(players[0]) ? [one, two] : [two, one];
  return [one, two];
}
