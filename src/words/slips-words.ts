// The words of a loss made of many small slips (screens/review/small-slips.ts, loss-verdict.ts) and
// of the room each side had to grow (screens/review/room-to-grow.ts): "29 of the 46: Medium had
// more room to grow." over "Your 2 mistakes and 4 slips cost the other 17.", and "After move 20, 31
// empty squares touched Medium's cells, 12 yours: room to divide into." The moves are counted by the
// move list's own marks and named by the key's words (review-words.ts), so the summary and the list
// never disagree ("No big mistake" over moves marked "mistake", "10 small slips" beside "Slip 1 of 5").

import { markName } from './review-words.ts';

/** Points, whole: "about" where any cost is the computer's estimate. */
function pointsWords(given: number, exact: boolean): string {
  const whole = Math.max(1, Math.round(given));
  return `${exact && whole === given ? '' : 'about '}${whole} ${whole === 1 ? 'point' : 'points'}`;
}

/** Costly moves counted by the key's marks (6+ big mistake, 4+ mistake, 2+ slip). */
export interface CostlyCounts {
  bigMistakes: number;
  mistakes: number;
  slips: number;
}

/** Each count's mark, the costliest first: named as the key names it. */
const MARKS: readonly [keyof CostlyCounts, 'blunder' | 'mistake' | 'inaccuracy'][] = [
  ['bigMistakes', 'blunder'],
  ['mistakes', 'mistake'],
  ['slips', 'inaccuracy'],
];

/** Costly moves by their marks, the costliest first: "2 mistakes and 3 slips", "1 big mistake, 2 mistakes and 3 slips". */
export function costlyCountWords(c: CostlyCounts): string {
  // The key's names, counted: "1 big mistake", "2 mistakes", "3 slips".
  const parts = MARKS.filter(([key]) => c[key] > 0).map(
    ([key, mark]) => `${c[key]} ${markName(mark)}${c[key] === 1 ? '' : 's'}`,
  );
  if (parts.length === 0) return 'no costly moves';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The headline of a loss no one move explains: said so, never "no big mistake" over a list of mistakes. */
const NO_ONE_MOVE = 'No one move lost it';

/**
 * The loss in one short sentence, the same on the results and at the top of the review: no move
 * stood out, the costly ones added up ("No one move lost it: 2 mistakes and 7 slips cost about 29 points.").
 */
export function smallSlipsWords(marks: CostlyCounts, given: number, exact: boolean): string {
  return `${NO_ONE_MOVE}: ${costlyCountWords(marks)} cost ${pointsWords(given, exact)}.`;
}

/** What a loss's verdict says first (screens/review/loss-verdict.ts): the other side's room, its late gains, else nothing. */
export type LossCauseWords = 'room' | 'late' | null;

/** The verdict's facts as its words need them. */
export interface LossVerdictSaid {
  /** The costly moves counted by their marks, as the move list marks them. */
  marks: CostlyCounts;
  given: number;
  exact: boolean;
  lostBy: number;
  cause: LossCauseWords;
  opponent: string;
  /** The move from which the other side's room showed (where the person's game turned), or null where unknown. */
  from?: number | null;
}

/** The points left over, the margin less the slips', under which the slips alone are said. */
export const REST_LEAST = 2;

/** The cause in a few words a player can act on: "Medium had more room to grow". */
function causeWords(v: LossVerdictSaid): string {
  return v.cause === 'room' ? `${v.opponent} had more room to grow` : `${v.opponent}'s cells divided late`;
}

/**
 * A loss of many small slips in two short lines (a line each on a phone) that add up to the
 * margin: the larger part first, the cause where it took most ("29 of the 46: Medium had more room
 * to grow." over "Your 2 mistakes and 4 slips cost the other 17."), else the slips ("Your 6 slips
 * cost 30 of the 46." over "The other 16: Medium's cells divided late."). With no cause the board
 * shows, that the rest went a little at a time. An estimate says "about" once, on the first line.
 */
export function lossVerdictWords(v: LossVerdictSaid): string {
  const given = Math.max(1, Math.round(v.given));
  const rest = v.lostBy - given;
  if (rest < REST_LEAST) return smallSlipsWords(v.marks, v.given, v.exact);
  const about = v.exact && given === v.given ? '' : 'about ';
  const slips = costlyCountWords(v.marks);
  if (v.cause === null)
    return `${NO_ONE_MOVE}: ${slips} cost ${about}${given} of the ${v.lostBy}.\nThe other ${rest} went a little at a time.`;
  if (rest >= given)
    return `${capital(about)}${rest} of the ${v.lostBy}: ${causeWords(v)}.\nYour ${slips} cost the other ${given}.`;
  return `Your ${slips} cost ${about}${given} of the ${v.lostBy}.\nThe other ${rest}: ${causeWords(v)}.`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Its short form, for a narrow place: the cause where there is one. */
export function lossVerdictShortWords(v: LossVerdictSaid): string {
  const rest = v.lostBy - Math.max(1, Math.round(v.given));
  return v.cause && rest >= REST_LEAST ? causeWords(v) : `${NO_ONE_MOVE}: ${costlyCountWords(v.marks)}`;
}

/** The late gains under a verdict that named them: where the chart shows them, counted. */
export function lateCountWords(opponent: string, moves: number, gained: number, lostBy: number): string {
  return `${opponent} made ${Math.min(gained, lostBy)} of the ${lostBy} in the last ${moves} moves, as its groups filled in.`;
}

/** Why it slipped, where the board shows it: the opponent's room to grow after move `after`. */
export function roomWords(opponent: string, after: number, theirs: number, yours: number): string {
  return `After move ${after}, ${opponent} had more room to grow: ${theirs} open squares touched its cells, ${yours} touched yours.`;
}

/** The same room under a verdict that already named it: what it means on the board, counted. */
export function roomCountWords(opponent: string, after: number, theirs: number, yours: number): string {
  return `After move ${after}, ${theirs} empty squares touched ${opponent}'s cells, ${yours} yours: room to divide into.`;
}

/** The lead warning's first line where the room says why (the board marks those squares). */
export function roomWarningHead(opponent: string): string {
  return `Careful: ${opponent} has more room to grow:`;
}

/** The lead warning's line of why: the open squares beside each side's cells now. */
export function roomWarningWhy(theirs: number, yours: number): string {
  return `${theirs} open squares touch its cells, ${yours} yours.`;
}

/** The lead warning's line of who best play has ahead, short enough for one line beside the two above. */
export function roomWarningAhead(opponent: string): string {
  return `With best play ${opponent} would end ahead.`;
}

/** The warning's first line where the score is close (level, or a small lead) and the room says why. */
export function roomWarningClose(opponent: string): string {
  return `Close, but ${opponent} has more room to grow:`;
}

/** Its last line there: what that room does later, still a thing to play for. */
export function roomWarningLate(): string {
  return 'Its cells would divide late and end ahead.';
}
