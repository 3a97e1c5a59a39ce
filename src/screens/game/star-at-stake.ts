// Whether help in this game would cost a ladder step's third star ("on your own"): the
// game is on an open step (its rules and opponent), a person plays it against the computer, and the
// step's third star is not yet held. The coach asks before the first help of such a game. A locked
// step's game asks nothing: "This game counts for ladder step 5" to a player on step 1 read as a
// step skipped, and a star the player cannot yet reach on the path is not theirs to weigh.

import type { KeptGame } from '../../game/game-history.ts';
import { personOf } from '../../game/game-history.ts';
import { agentKind, type PlayerId } from '../../game/players.ts';
import { ladder, LADDER, type LadderStep } from '../history/ladder.ts';

/** The open step whose third star help would cost (its number from 1), or null where help costs none or the step is locked. */
export function thirdStarAtStake(
  kept: readonly KeptGame[],
  players: readonly PlayerId[],
  rules: string,
  steps: readonly LadderStep[] = LADDER,
): number | null {
  const person = personOf({ players: [players[0]!, players[1]!] });
  if (person === null) return null;
  const opponent = agentKind(players[1 - person]!);
  const at = steps.findIndex((s) => s.rules === rules && s.opponent === opponent);
  if (at < 0) return null;
  const step = ladder(kept, steps).steps[at]!;
  return step.open && !step.stars[2] ? at + 1 : null;
}
