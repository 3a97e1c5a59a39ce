// How the person played, for the results: once the game's review (game/review.ts) has judged every
// move, the person's moves counted (the best, the ones that gave points away and how many points).
// Moves the review calls hard to judge (unsure) are left out; where they are most of the person's
// moves, nothing is said. Only for one person against the computer.

import { agentKind, isHuman, type PlayerId } from '../../game/players.ts';
import type { GameReview } from '../../game/review.ts';
import { solvedValue } from '../../game/solved-boards.ts';
import type { Player } from '../../engine/index.ts';
import { howYouPlayedWords, type PlayedCount } from '../../words/how-you-played-words.ts';

/** The line: `now()` is undefined while the review runs, then the line or null (nothing to say). */
export interface PlayedLine {
  now(): string | null | undefined;
  /** Calls `said` once the line is known (not when it already was); returns the way to stop listening. */
  watch(said: (line: string | null) => void): () => void;
}

/** The finished game as the count needs it. */
export interface PlayedGame {
  players: readonly [PlayerId, PlayerId];
  rules: string;
  winner: 0 | 1 | 2;
}

/** The person's seat (player 1 or 2) when one person played the computer, else null: no line then. */
export function personAgainstComputer(players: readonly [PlayerId, PlayerId]): Player | null {
  const humans = players.map(isHuman);
  if (humans[0] === humans[1]) return null;
  return humans[0] ? 1 : 2;
}

/** The count of the person's moves, or null: not reviewed yet, no person, or too few moves judged. */
export function playedCount(game: PlayedGame, review: GameReview): PlayedCount | null {
  const person = personAgainstComputer(game.players);
  if (person === null || !review.done) return null;
  const mine = review.reviewed.filter((r) => r !== undefined && r.mover === person);
  const judged = mine.filter((r) => !review.unsure(r!.index));
  if (mine.length === 0 || judged.length * 2 < mine.length) return null;
  const slips = judged.filter((r) => r!.cost > 0);
  const opponent = game.players[2 - person]!;
  return {
    moves: mine.length,
    judged: judged.length,
    best: judged.length - slips.length,
    slips: slips.length,
    given: slips.reduce((sum, r) => sum + r!.cost, 0),
    exact: slips.every((r) => r!.exact),
    heldPerfect:
      game.winner === 0 && agentKind(opponent) === 'perfect' && solvedValue(game.rules)?.value === 0,
  };
}

/** The line the results show, or null. */
export function howYouPlayed(game: PlayedGame, review: GameReview): string | null {
  const count = playedCount(game, review);
  return count ? howYouPlayedWords(count) : null;
}
