// The words of a game that slipped away a little at a time (screens/review/slow-slide.ts): where it
// slipped, in a player's words ("Moves 30 to 70: with best play you went from 20 points ahead to 10
// points behind."), or, where one move of theirs turned it, that move in the review's own words for
// where it turned ("Move 12, c3, turned it: from winning by 7 to losing by 4; b2 would have kept
// you winning by 7."), the opponent's
// plan where the board shows it (lone cells that divided later), and the one-line key to the gold rings.

import { standingWords, turnLineWords } from './review-words.ts';

/** A margin with its sign, as the chart's numbers read: "+20", "−10", "0". */
export function signedWords(margin: number): string {
  const whole = Math.round(margin);
  return whole > 0 ? `+${whole}` : whole < 0 ? `−${-whole}` : '0';
}

/** A margin in points: "20 points ahead", "10 points behind", "level". */
function sideWords(margin: number): string {
  const whole = Math.round(margin);
  const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;
  return whole > 0 ? `${points(whole)} ahead` : whole < 0 ? `${points(-whole)} behind` : 'level';
}

/**
 * Where it slipped, every number labelled, the same on the results and at the top of the review:
 * the stretch (from the move after `from`, to move `to`) and the person's best-play margin before and
 * after it: "Moves 30 to 70: with best play you went from 20 points ahead to 10 points behind."
 */
export function slideWords(from: number, to: number, before: number, after: number): string {
  return `Moves ${from + 1} to ${to}: with best play you went from ${sideWords(before)} to ${sideWords(after)}.`;
}

/**
 * Where a game that slipped turned, the same on the results and where the review opens: the
 * person's move after which best play went over to the other side, with the review's words for a
 * move where it turned (turnLineWords), and the better move there: "Move 12, c3, turned it: from
 * winning by 7 to losing by 4; b2 would have kept you winning by 7."
 */
export function slideTurnWords(
  number: number,
  name: string,
  before: number,
  after: number,
  better: string | null,
): string {
  const kept = better
    ? `; ${better} would have kept ${Math.round(before) > 0 ? `you ${standingWords(before)}` : 'it level'}`
    : '';
  return `Move ${number}, ${name}, ${turnLineWords(null, before, after)}${kept}.`;
}

/**
 * The opponent's plan where the board shows it, in two lines on a phone: "Hard's plan: lone cells
 * in open space; 9 divided later, for 48 points (yours 7)."
 */
export function lonePlanWords(opponent: string, divided: number, points: number, yours: number): string {
  const your = yours > 0 ? ` (yours ${yours})` : '';
  return `${opponent}'s plan: lone cells in open space; ${divided} divided later, for ${points} points${your}.`;
}

/** The key to the gold rings, said the first few times they show (upright, beside the score). */
export const RINGS_LEGEND_WORDS = 'Gold ring: the best move';
