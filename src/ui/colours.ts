// Which palette each player of a match plays in: the person green, any opponent of theirs blue, two
// people green and blue, two opponents watched in their levels' colours, never the same. Two people keep their own colour
// whoever starts: the first person named plays green, the second blue, in either seat.

import type { People } from '../game/people.ts';
import { agentKind, isHuman, type PlayerId } from '../game/players.ts';
import {
  OPPONENT_PALETTE,
  opponentPalette,
  PERSON_PALETTE,
  TWO_PERSON_PALETTES,
  type PaletteName,
} from './palette.ts';

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
  // Against a person the opponent is blue whatever its level; watched, each its level's colour.
  const against = isHuman(a) || isHuman(b);
  const colour = (p: PlayerId) =>
    isHuman(p) ? PERSON_PALETTE : against ? OPPONENT_PALETTE : opponentPalette(agentKind(p));
  const one = colour(a);
  let two = colour(b);
  if (two === one) two = one === 'blue' ? 'fuchsia' : 'blue';
  return [one, two];
}
