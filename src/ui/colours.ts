// Which palette each player of a match plays in: the person green, an opponent by its kind, two
// people green and blue, two opponents in two different colours. Two people keep their own colour
// whoever starts: the first person named plays green, the second blue, in either seat.

import type { People } from '../game/people.ts';
import { agentKind, isHuman, type PlayerId } from '../game/players.ts';
import { opponentPalette, PERSON_PALETTE, TWO_PERSON_PALETTES, type PaletteName } from './palette.ts';

/** The palettes by seat; with two people, `people` says which person sits first (without it, the first person does). */
export function matchPalettes(
  players: readonly [PlayerId, PlayerId],
  people?: Pick<People, 'first'>,
): [PaletteName, PaletteName] {
  const [a, b] = players;
  if (isHuman(a) && isHuman(b)) {
    const [one, two] = TWO_PERSON_PALETTES;
    return people?.first === 1 ? [two, one] : [one, two];
  }
  const one = isHuman(a) ? PERSON_PALETTE : opponentPalette(agentKind(a));
  let two = isHuman(b) ? PERSON_PALETTE : opponentPalette(agentKind(b));
  if (two === one) two = one === 'blue' ? 'fuchsia' : 'blue';
  return [one, two];
}
