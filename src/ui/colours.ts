// Which palette each player of a match plays in: the person green, an opponent by its kind, two
// people green and blue, two opponents in two different colours.

import { agentKind, isHuman, type PlayerId } from '../game/players.ts';
import { opponentPalette, PERSON_PALETTE, TWO_PERSON_PALETTES, type PaletteName } from '../ui/palette.ts';

export function matchPalettes(players: readonly [PlayerId, PlayerId]): [PaletteName, PaletteName] {
  const [a, b] = players;
  if (isHuman(a) && isHuman(b)) return [...TWO_PERSON_PALETTES];
  const one = isHuman(a) ? PERSON_PALETTE : opponentPalette(agentKind(a));
  let two = isHuman(b) ? PERSON_PALETTE : opponentPalette(agentKind(b));
  if (two === one) two = one === 'blue' ? 'fuchsia' : 'blue';
  return [one, two];
}
