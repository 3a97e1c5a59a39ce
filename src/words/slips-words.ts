// The words of a loss made of many small slips (screens/review/small-slips.ts, loss-verdict.ts) and
// of the room each side had to grow (screens/review/room-to-grow.ts): "29 of the 46: Medium had
// more room to grow." over "Your 6 small slips cost the other 17.", and "After move 20, 31 empty
// squares touched Medium's cells, 12 yours: room to divide into."

/** Points, whole: "about" where any cost is the computer's estimate. */
function pointsWords(given: number, exact: boolean): string {
  const whole = Math.max(1, Math.round(given));
  return `${exact && whole === given ? '' : 'about '}${whole} ${whole === 1 ? 'point' : 'points'}`;
}

/**
 * The loss in one short sentence, the same on the results and at the top of the review: no move
 * stood out, the small ones added up ("No big mistake: 9 small slips cost about 29 points.").
 */
export function smallSlipsWords(count: number, given: number, exact: boolean): string {
  return `No big mistake: ${count} small slips cost ${pointsWords(given, exact)}.`;
}

/** What a loss's verdict says first (screens/review/loss-verdict.ts): the other side's room, its late gains, else nothing. */
export type LossCauseWords = 'room' | 'late' | null;

/** The verdict's facts as its words need them. */
export interface LossVerdictSaid {
  count: number;
  given: number;
  exact: boolean;
  lostBy: number;
  cause: LossCauseWords;
  opponent: string;
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
 * to grow." over "Your 6 small slips cost the other 17."), else the slips ("Your 6 small slips cost
 * 30 of the 46." over "The other 16: Medium's cells divided late."). With no cause the board
 * shows, that the rest went a little at a time. An estimate says "about" once, on the first line.
 */
export function lossVerdictWords(v: LossVerdictSaid): string {
  const given = Math.max(1, Math.round(v.given));
  const rest = v.lostBy - given;
  if (rest < REST_LEAST) return smallSlipsWords(v.count, v.given, v.exact);
  const about = v.exact && given === v.given ? '' : 'about ';
  const slips = `${v.count} small slips`;
  if (v.cause === null)
    return `No big mistake: ${slips} cost ${about}${given} of the ${v.lostBy}.\nThe other ${rest} went a little at a time.`;
  if (rest >= given)
    return `${capital(about)}${rest} of the ${v.lostBy}: ${causeWords(v)}.\nYour ${slips} cost the other ${given}.`;
  return `Your ${slips} cost ${about}${given} of the ${v.lostBy}.\nThe other ${rest}: ${causeWords(v)}.`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Its short form, for a narrow place: the cause where there is one. */
export function lossVerdictShortWords(v: LossVerdictSaid): string {
  const rest = v.lostBy - Math.max(1, Math.round(v.given));
  return v.cause && rest >= REST_LEAST ? causeWords(v) : `No big mistake: ${v.count} small slips`;
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
