// How the person played, said on the results once the review has judged their moves: how many were
// the best or good (nearly the best), and what the slips gave away ("Your moves: 7 best of 8 · 1 slip
// (2 points)").

/** The unseen placeholder the results keep the line's place with while the review still looks at the moves. */
export const LOOKING_WORDS = 'Your moves: …';

/** The review's count of one person's moves, as how-you-played.ts makes it. */
export interface PlayedCount {
  /** The person's moves in the game. */
  moves: number;
  /** Those the review could judge (the rest it calls hard to judge). */
  judged: number;
  /** Of those, the best (or as good as the best). */
  best: number;
  /** Of those, the costly ones: they gave away as much as the review calls costly (the rest are best or nearly). */
  slips: number;
  /** The points the slips gave away, all told. */
  given: number;
  /** Every one of those costs is worked out to the end, not the computer's estimate. */
  exact: boolean;
  /** A draw against Perfect on a board best play draws: the best anyone can do there. */
  heldPerfect: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Points given away: whole points; an estimate is "about", less than half a point "less than a point". */
function givenWords(given: number, exact: boolean): string {
  if (given < 0.5) return 'less than a point';
  const whole = Math.round(given);
  return `${exact && whole === given ? '' : 'about '}${plural(whole, 'point', 'points')}`;
}

/**
 * The line, short enough to read at a glance on a phone: "Every move best: a perfect game", "Your
 * moves: 7 best of 8 · 1 slip (2 points)", with moves nearly the best "Your moves: 7 of 8 good ·
 * no slips". Where the coach could not judge every move, no count of them: "Your moves: 6 good ·
 * 7 slips (about 24 points)". `short` (a narrow place): the same without "Your moves" and the points.
 */
export function howYouPlayedWords(c: PlayedCount, short = false): string {
  const all = c.judged === c.moves;
  const nearly = c.judged - c.slips - c.best;
  if (c.slips === 0 && nearly === 0 && all)
    return short
      ? 'Every move best'
      : `Every move best: ${c.heldPerfect ? 'no one can do better here' : 'a perfect game'}`;
  const fine = c.judged - c.slips;
  const good =
    nearly === 0
      ? `${c.best} best${all ? ` of ${c.moves}` : ''}`
      : `${fine}${all ? ` of ${c.moves}` : ''} good`;
  const slips =
    c.slips === 0
      ? ' · no slips'
      : ` · ${plural(c.slips, 'slip', 'slips')}${short ? '' : ` (${givenWords(c.given, c.exact)})`}`;
  return short ? `${good}${slips}` : `Your moves: ${good}${slips}`;
}
