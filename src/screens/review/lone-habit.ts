// The habit a player repeated that lost them the game, named with the better one, counted from the
// record: cells placed away from their own (none of theirs next to the square as it landed, once
// they had a cell on the board), which scored little as they landed (a lone cell 1 point), beside the
// cells they placed next to their own, which divide with them.
// A lichess-style list of estimates said nothing on an 8×8 loss by 84 where 14 such cells were the
// plain reason ("No one move lost it … the other 63 went a little at a time"); this says it.

import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';

export interface LoneHabit {
  /** The person's moves away from their own cells. */
  count: number;
  /** What those moves scored the person as they landed, each on average, whole. */
  each: number;
  /** The same for their moves next to their own cells. */
  besideEach: number;
  /** Those moves, as plies (the position after each), in the order played. */
  plies: number[];
}

/** The fewest such moves that make a habit. */
export const HABIT_LEAST = 6;
/** And the least share of the person's moves (after their first). */
export const HABIT_SHARE = 1 / 4;
/** The least points a move beside their own scored more, each, for the habit to be the lesson. */
export const HABIT_GAP = 1;

/**
 * `person`'s habit of placing cells away from their own in a game they lost, when it was a habit
 * (HABIT_LEAST moves and a quarter of theirs or more) and it cost them (those moves scored HABIT_GAP
 * or more points less each as they landed than the ones placed beside their own); else null, and null
 * on a board with the rules' options (their cells score otherwise).
 */
export function loneHabit(review: GameReview, person: Player): LoneHabit | null {
  if (!review.done) return null;
  const [one, two] = review.scores[review.scores.length - 1]!;
  if ((person === 1 ? one - two : two - one) >= 0) return null;
  const position = review.start.clone();
  if (position.variants || position.byConnections) return null;
  // Each of the person's moves after their first: its ply and what it scored them as it landed.
  const away: { ply: number; gain: number }[] = [];
  const beside: number[] = [];
  let placed = 0;
  review.moves.forEach((move, index) => {
    if (position.turn() === person) {
      const gain = review.scores[index + 1]![person - 1]! - review.scores[index]![person - 1]!;
      if (placed > 0 && position.overlap(person, move) === 0) away.push({ ply: index + 1, gain });
      else if (placed > 0) beside.push(gain);
      placed++;
    }
    position.playUnchecked(move);
  });
  const mean = (gains: readonly number[]) =>
    gains.length === 0 ? 0 : gains.reduce((sum, g) => sum + g, 0) / gains.length;
  const each = mean(away.map((a) => a.gain));
  const besideEach = mean(beside);
  if (away.length < HABIT_LEAST || away.length < (placed - 1) * HABIT_SHARE) return null;
  if (besideEach - each < HABIT_GAP) return null;
  return {
    count: away.length,
    each: Math.round(each),
    besideEach: Math.round(besideEach),
    plies: away.map((a) => a.ply),
  };
}
