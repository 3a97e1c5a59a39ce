// The verdict on a loss of many small slips (small-slips.ts), the same on the results and where the
// review opens: what a player can act on first (the opponent's room to grow, or its cells dividing
// late), then what the costly moves cost of the margin, counted by the move list's marks. A reviewer
// read "No big mistake: 6 small slips cost about 17 points" after a loss by 46 as a contradiction
// (where did the other 29 go?): the slips are the review's judged moves, the rest went where no one
// move was clearly wrong, as the other side's groups found room and divided. Read from the review
// and the board alone.

import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';
import { smallSlips, type SmallSlips } from './small-slips.ts';
import { roomAgainst, roomWhereItTurned, type RoomSaid } from './room-to-grow.ts';
import { personsTurn } from './turning-move.ts';
import type { LossVerdictSaid } from '../../words/slips-words.ts';

/** The cause said first: more room to grow where the game turned, else the score's gap opening late. */
export type LossCause =
  ({ kind: 'room'; ply: number } & RoomSaid) | { kind: 'late'; moves: number; gained: number } | null;

export interface LossVerdict {
  slips: SmallSlips;
  /** The points lost by. */
  lostBy: number;
  cause: LossCause;
}

/** "Late": within the game's last third. */
export const LATE_SHARE = 1 / 3;

/**
 * How much of the final gap on the board the other side made in the game's last moves: the fewest
 * whole rounds from the end (at most the last third) in which it gained half the margin or more,
 * or null where the gap was made earlier.
 */
export function lateGain(review: GameReview, person: Player): { moves: number; gained: number } | null {
  const n = review.moves.length;
  const gap = review.scores.map(([one, two]) => (person === 1 ? one - two : two - one));
  const lostBy = -gap[n]!;
  if (lostBy <= 0) return null;
  // Whole rounds (an even count of moves): each side's own move in, so no zigzag of who moved last.
  for (let moves = 2; moves <= n * LATE_SHARE; moves += 2) {
    const gained = gap[n - moves]! - gap[n]!;
    if (gained * 2 >= lostBy) return { moves, gained };
  }
  return null;
}

/** The verdict on `person`'s loss of many small slips, or null for any other game. */
export function lossVerdict(review: GameReview, person: Player): LossVerdict | null {
  const slips = smallSlips(review, person);
  if (!slips) return null;
  const [one, two] = review.scores[review.scores.length - 1]!;
  const lostBy = Math.abs(one - two);
  const room = roomWhereItTurned(review, person);
  const late = room ? null : lateGain(review, person);
  const cause: LossCause = room ? { kind: 'room', ...room } : late ? { kind: 'late', ...late } : null;
  return { slips, lostBy, cause };
}

/** The verdict on `person`'s loss to `opponent` (its name) as its words take it, or null. */
export function verdictSaid(review: GameReview, person: Player, opponent: string): LossVerdictSaid | null {
  const v = lossVerdict(review, person);
  if (!v) return null;
  return {
    marks: v.slips.marks,
    given: v.slips.given,
    exact: v.slips.exact,
    lostBy: v.lostBy,
    cause: v.cause?.kind ?? null,
    opponent,
    from: v.cause?.kind === 'room' ? roomFrom(review, person) : null,
  };
}

/** The move after which the person's game turned, where the other side already had more room there; else null. */
function roomFrom(review: GameReview, person: Player): number | null {
  const turn = personsTurn(review, [person]);
  if (!turn) return null;
  const ply = turn.move.index + 1;
  return roomAgainst(review.positionAt(ply), person) ? ply : null;
}
