// How a match is told to a person: its mode (one person against an opponent, two people, or
// watching two opponents), the players' names, and which player is the person. The board and the
// results scene both read it, so they always agree.

import { personName, type People } from './people.ts';
import { isHuman, playerName, type Mode, type PlayerId } from './players.ts';

export interface MatchDescription {
  mode: Mode;
  names: [string, string];
  /** Which player (0 or 1) is the one person against an opponent; null with two people or none. */
  person: 0 | 1 | null;
  /** Whether each player is a person. */
  humans: [boolean, boolean];
}

/** With `people`, two people on one device go by their names, the first mover first. */
export function describeMatch(players: readonly [PlayerId, PlayerId], people?: People): MatchDescription {
  const humans: [boolean, boolean] = [isHuman(players[0]), isHuman(players[1])];
  const mode: Mode = humans[0] && humans[1] ? 'duo' : humans[0] || humans[1] ? 'solo' : 'watch';
  const names: [string, string] =
    mode === 'duo' && people
      ? [personName(people, people.first), personName(people, people.first === 0 ? 1 : 0)]
      : [playerName(players[0], humans[1], 1, mode), playerName(players[1], humans[0], 2, mode)];
  return {
    mode,
    names,
    person: mode === 'solo' ? (humans[0] ? 0 : 1) : null,
    humans,
  };
}
