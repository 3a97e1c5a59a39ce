// How the person played, said on the results once the review has judged their moves: how many were
// the best, and what the others gave away ("Your moves: 7 best of 8 · 1 slip (2 points)").

/** What the results say while the review is still looking at the moves. */
export const LOOKING_WORDS = 'Looking over your moves…';

/** The review's count of one person's moves, as how-you-played.ts makes it. */
export interface PlayedCount {
  /** The person's moves in the game. */
  moves: number;
  /** Those the review could judge (the rest it calls hard to judge). */
  judged: number;
  /** Of those, the best (or as good as the best). */
  best: number;
  /** Of those, the ones that gave points away. */
  slips: number;
  /** The points those gave away, all told. */
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

/** The line: "Every move best: a perfect game", or "Your moves: 7 best of 8 · 1 slip (2 points)". */
export function howYouPlayedWords(c: PlayedCount): string {
  const all = c.judged === c.moves;
  if (c.slips === 0 && all)
    return `Every move best: ${c.heldPerfect ? 'no one can do better here' : 'a perfect game'}`;
  const of = all ? `${c.best} best of ${c.moves}` : `${c.best} best of the ${c.judged} the coach could judge`;
  const slips = c.slips > 0 ? ` · ${plural(c.slips, 'slip', 'slips')} (${givenWords(c.given, c.exact)})` : '';
  return `Your moves: ${of}${slips}`;
}
