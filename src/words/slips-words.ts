// The words of a loss made of many small slips (screens/review/small-slips.ts) and of the room each
// side had to grow (screens/review/room-to-grow.ts): "No big mistake: 9 small slips cost about 29
// points." and "After move 40, Medium had more room to grow: 43 open squares touched its
// cells, 23 touched yours."

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

/** Its short form, for a narrow place. */
export function smallSlipsShortWords(count: number): string {
  return `No big mistake: ${count} small slips`;
}

/** Why it slipped, where the board shows it: the opponent's room to grow after move `after`. */
export function roomWords(opponent: string, after: number, theirs: number, yours: number): string {
  return `After move ${after}, ${opponent} had more room to grow: ${theirs} open squares touched its cells, ${yours} touched yours.`;
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
