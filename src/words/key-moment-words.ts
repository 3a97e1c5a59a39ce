// The words of the review's one key moment (screens/review/key-moment.ts) and of the habit a player
// repeated (screens/review/lone-habit.ts): the progress line's "key moment: move 23, a1", the button
// under the chart that goes there and then down the other costly moves by what they gave away, the
// move list's mark of it, and the habit named with the better one, counted from the game itself.

import { moveInWords } from './move-name-words.ts';
import type { HelpKind } from './ladder-star-words.ts';
import { A_GUESS } from './forecast-words.ts';

/**
 * A move the person played as help showed it, said plainly, never praised as found: "Best
 * moves showed b2", "The hint showed b2".
 */
export function helpShowedWords(kind: HelpKind, move: string): string {
  return `${kind === 'hint' ? 'The hint' : 'Best moves'} showed ${moveInWords(move)}`;
}

/** The move list's note on a move help showed, after its cost: "best · the hint showed it". */
export function helpRowWords(kind: HelpKind): string {
  return `${kind === 'hint' ? 'the hint' : 'Best moves'} showed it`;
}

/**
 * The progress line's name for it: "key moment: move 23, a1"; with two people on the device, whose
 * (`whose`): "key moment: Ana's move 23, a1".
 */
export function keyMomentWords(index: number, move: string, whose: string | null = null): string {
  return `key moment: ${whose === null ? '' : `${whose}'s `}move ${index + 1}, ${moveInWords(move)}`;
}

/** The button under the chart that goes to it: "Key moment: move 23, a1". */
export function keyButtonWords(index: number, move: string, whose: string | null = null): string {
  const words = keyMomentWords(index, move, whose);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The button on the key moment or one ranked under it: the next costliest, "Next costliest: move 13,
 * e5". The line it opens says it in the same words, with its rank (rankedLineWords).
 */
export function nextCostlyWords(index: number, move: string): string {
  return `Next costliest: move ${index + 1}, ${moveInWords(move)}`;
}

/** The line of a move ranked under the key moment leads with its rank (rankedLineWords; the key moment's own leads with its head, keyHeadWords). */
export function rankLeadWords(number: number, count: number): string {
  return number === 1 ? 'Key moment.' : `Next costliest, ${number} of ${count}:`;
}

/**
 * A move ranked under the key moment, its line led by its rank in the button's words and its move
 * said once: "Next costliest, 2 of 7: move 7, e3, a mistake: 4 points given away." (a "Costly move 2
 * of 7. 7. You: e3" read as a number said twice); another player's, "Ana's move 7, e3, …". `said`:
 * the move's own line after its "7. You: " (`who`: null for the person alone), or where it has no
 * such start (where the game turned), the whole line: "Next costliest, 2 of 2, move 7. Here it turned: …".
 */
export function rankedLineWords(
  number: number,
  count: number,
  ply: number,
  who: string | null,
  said: string,
): string {
  return `${rankLeadWords(number, count)} ${who === null ? '' : `${who}'s `}move ${ply}, ${said}`;
}

/** A ranked move's line that does not start with its move ("Here it turned: …"): its rank and move number before it. */
export function rankedTurnLineWords(number: number, count: number, ply: number, line: string): string {
  return `Next costliest, ${number} of ${count}, move ${ply}. ${line}`;
}

/** The move list's mark on the key moment's row, before what it cost. */
export const KEY_ROW_WORDS = 'key moment';

/**
 * The habit a player repeated in a game they lost, counted from the record, as the game's lesson
 * on a line of its own under the key moment, short: "Lesson: grow next to your own cells. There
 * yours scored 4 points each; lone ones scored 1."
 */
export function loneHabitWords(theirs: number, beside: number): string {
  return `Lesson: grow next to your own cells. There yours scored ${beside} ${beside === 1 ? 'point' : 'points'} each; lone ones scored ${theirs}.`;
}

/**
 * The key moment's bold first line, read at a glance: the move and what it did (`what`), "Move 34:
 * b1 gave away 10 points", "Move 12: c2 turned the game".
 */
export function keyHeadWords(index: number, move: string, what: string): string {
  return `Move ${index + 1}: ${moveInWords(move)} ${what}`;
}

/**
 * Where a side stands after a move, from the person's side, as a lead: "ahead by 3", "behind by
 * about 8" (`about`: the computer's estimate), "level".
 */
export function leadWords(margin: number, about: boolean): string {
  const by = Math.round(Math.abs(margin));
  if (by === 0) return about ? 'about level' : 'level';
  return `${margin > 0 ? 'ahead' : 'behind'} by ${about ? 'about ' : ''}${by}`;
}

/**
 * A won game's key moment, the person's closest call met with the best move, said kindly: "Key
 * moment: your closest call. 12. c3 was the best move and kept you on track to win by 1."; where they
 * were well ahead even there, as the best move they found: "Key moment: you found the best move. 29.
 * c5 kept you on track to win by 8." The margin is the end's with best play, said as where the game
 * was heading: an "ahead by 10" beside a 4–1 score read as the score now.
 */
export function closestCallWords(index: number, move: string, margin: number, about: boolean): string {
  const by = Math.round(margin);
  const points = `${about ? 'about ' : ''}${Math.abs(by)}`;
  const kept =
    by === 0
      ? 'kept you on track for a draw'
      : by > 0
        ? `kept you on track to win by ${points}`
        : `kept you in it, on track to lose by ${points}`;
  if (by > CLOSE_CALL_MOST)
    return `Key moment: you found the best move. ${index + 1}. ${moveInWords(move)} ${kept}.`;
  return `Key moment: your closest call. ${index + 1}. ${moveInWords(move)} was the best move and ${kept}.`;
}

/** The most a lead may be for the call to be said "close". */
export const CLOSE_CALL_MOST = 3;

/**
 * A move the computer could not judge this far from the end (game/review.ts `unsure`), said with its
 * estimate in words instead of "too hard to judge": "hard to judge this early; after it you were
 * behind by about 8, a guess". `who`: the chart's player, null for the person alone ("you").
 */
export function guessLineWords(margin: number, who: string | null): string {
  const subject = who === null ? 'you were' : `${who} was`;
  return `hard to judge this early; after it ${subject} ${leadWords(margin, true)}, ${A_GUESS}`;
}
