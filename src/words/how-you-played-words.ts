// How the person played, said on the results once the review has judged their moves, as a friend
// would say it: how many of their moves were good, then what the costly moves cost them and where
// to see them ("Good moves: 6 of 8, 4 of them the best." over "2 moves cost you 9 points: see
// them in the review."); after a win, what went well first and the costly moves as an offer ("2
// moves could have been better: see the review."). Two short sentences, each on a line of
// its own on a phone.

import { slideWords } from './slide-words.ts';

/**
 * What the line's place says, quietly, while the review still looks at the moves (a few seconds on
 * a big board): a calm sentence, not a bare "…" that read as a screen stuck loading.
 */
export const LOOKING_WORDS = 'Reading your game…';
/** The room the line keeps while it waits (two lines; the short form one), measured, never shown. */
export const LOOKING_ROOM = 'Reading your game…\nReading your game…';

/**
 * The line's place when the review stopped without reading the game (a fault, a device too busy):
 * what the person can still have, the review, which reads it afresh, move by move. Long and short forms.
 */
export const NOT_READ_WORDS = {
  long: 'Your game could not be read this time.\nThe review reads it again, move by move.',
  short: 'Your game could not be read this time',
};

/**
 * The line's place when the reading goes on long (a big board on a busy device): it is still coming,
 * and the review shows each move meanwhile. Long and short forms.
 */
export const STILL_READING_WORDS = {
  long: 'Still reading your game.\nThe review shows each move as it is read.',
  short: 'Still reading: the review shows each move',
};

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
  /** The points the costly moves gave away, all told. */
  given: number;
  /** Every one of those costs is worked out to the end, not the computer's estimate. */
  exact: boolean;
  /** The costly moves' points are said ("cost you 9 points"); else they are offered ("could have been better"): after a win, or a cost larger than the score. */
  costInPoints: boolean;
  /** A draw against Perfect on a board best play draws: the best anyone can do there. */
  heldPerfect: boolean;
  /** After a loss: the points lost by, so the costly moves' points are said beside it adding up. */
  lostBy?: number;
  /** After a loss: how far best play had the opponent ahead before the person's first move (0: not behind). */
  behind?: number;
  /** After a loss: the opponent's name ("Expert"). */
  opponent?: string;
  /**
   * A draw or a loss after the person led by a clear margin on the score: the lead, and their
   * costliest move (null: none gave anything away), which the line names (the review opens there).
   */
  leadLost?: {
    lead: number;
    move: { number: number; name: string; cost: number; exact: boolean } | null;
    /** The move took a winning end (or a drawn one) away: said so. */
    turned: 'win' | 'draw' | null;
  };
  /**
   * A game that slipped away a little at a time with no single costly move: the stretch of moves
   * (plies) where best play's margin for the person fell most, and that margin before and after it.
   */
  slide?: { from: number; to: number; before: number; after: number };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Points given away: whole points; an estimate is "about", less than half a point "less than a point". */
function givenWords(given: number, exact: boolean): string {
  if (given < 0.5) return 'less than a point';
  const whole = Math.round(given);
  return `${exact && whole === given ? '' : 'about '}${whole} ${whole === 1 ? 'point' : 'points'}`;
}

/**
 * The line, two short sentences on two lines, the same shape every game so one game reads against
 * the last: how many of the person's moves were good (the best or close to it) and how many of those
 * the best ("Good moves: 7 of 8, 5 of them the best.", or where each good one was the best "7 of your 8
 * moves were the best."; where the coach could not judge every move, of those it could: "Good moves:
 * 3 of the 5 judged, 2 of them the best."), then what the costly ones cost ("2 moves cost
 * you 9 points: see them in the review.", or "No move cost you much."). Every move best: "Every move
 * was the best: a perfect game". `short` (a narrow place): one line, "Good moves: 7 of 8".
 */
export function howYouPlayedWords(c: PlayedCount, short = false): string {
  const all = c.judged === c.moves;
  const nearly = c.judged - c.slips - c.best;
  if (c.slips === 0 && nearly === 0 && all)
    return short
      ? 'Every move was the best'
      : `Every move was the best:\n${c.heldPerfect ? 'no one can do better here' : 'a perfect game'}`;
  const fine = c.judged - c.slips;
  // Where the review could not judge every move, the count says of how many it could ("3 of the 5
  // judged"): "Good moves: 3, 2 of them the best; 4 hard to judge" read as clumsy.
  const of = all
    ? fine === c.moves
      ? `all ${fine}`
      : `${fine === 0 ? 'none' : fine} of ${c.moves}`
    : `${fine === 0 ? 'none' : fine} of the ${c.judged} judged`;
  const good = `Good moves: ${of}`;
  if (short) return good;
  // Where every good move was the best and some were not good, one count says it: "Good moves: 7 of
  // 10, all of them the best" beside "three could have been better" read as a contradiction.
  const allBest = c.best > 0 && c.best === fine && c.slips > 0;
  const best =
    c.best === 0 || fine === 0
      ? ''
      : c.best === fine
        ? fine === 1
          ? ', and it was the best'
          : ', all of them the best'
        : `, ${c.best} of them the best`;
  const were = fine === 1 ? 'was' : 'were';
  const found = allBest
    ? all
      ? `${fine} of your ${c.moves} moves ${were} the best.`
      : `${fine} of the ${c.judged} moves judged ${were} the best.`
    : `${good}${best}.`;
  // No single move explains a slow slide: where it slipped does (slide-words.ts).
  if (c.slide) return `${found}\n${slideWords(c.slide.from, c.slide.to, c.slide.before, c.slide.after)}`;
  const lost = c.leadLost ? leadLostWords(c, c.leadLost) : null;
  if (lost) return `${found}\n${lost}`;
  const them = c.slips === 1 ? 'it' : 'them';
  const moves = `${c.slips} ${c.slips === 1 ? 'move' : 'moves'}`;
  const rest = c.costInPoints ? restWords(c) : null;
  const cost =
    c.slips === 0
      ? rest
        ? `No move cost you much; ${rest}.`
        : 'No move cost you much.'
      : c.costInPoints
        ? rest
          ? `${moves} cost you ${givenWords(c.given, c.exact)}; ${rest}.`
          : `${moves} cost you ${givenWords(c.given, c.exact)}: see ${them} in the review.`
        : `${moves} could have been better: see the review.`;
  return `${found}\n${cost}`;
}

/** The least points left over (lost by, less the costly moves' points) that are said, not left to add up. */
export const REST_SAID = 2;

/**
 * After a loss by more than the costly moves cost, where the rest of the margin went, in numbers that
 * add up to it (reviewers read "lost by 40" beside "four moves cost about 14" as a contradiction):
 * "the other 26 slipped away a little at a time" (over the moves nearly the best); where best play
 * had the opponent ahead before the person's first move, that first: "best play had Expert 20 ahead
 * from the start, and the other 6 slipped away a little at a time". Null when the costly moves cover
 * the margin (within REST_SAID).
 */
function restWords(c: PlayedCount): string | null {
  if (c.lostBy === undefined) return null;
  const given = c.slips === 0 || c.given < 0.5 ? 0 : Math.round(c.given);
  const rest = c.lostBy - given;
  if (rest < REST_SAID) return null;
  const other = given === 0 ? `the ${rest} points` : `the other ${rest}`;
  const behind = Math.round(c.behind ?? 0);
  const who = c.opponent ?? 'they';
  // Where every good move judged was the best, what is left went in the moves the review could not
  // judge (a capture's last square can swing a whole board), not "a little at a time".
  const went =
    c.judged < c.moves && c.judged - c.slips === c.best
      ? 'went in moves too hard to judge'
      : 'slipped away a little at a time';
  if (behind < REST_SAID) return `${other} ${went}`;
  // Best play's start covers the rest (or more): said without a number past what is left to explain.
  if (behind > rest + 1) return `best play had ${who} ahead from the start`;
  if (behind >= rest - 1) return `best play had ${who} ${rest} ahead from the start`;
  return `best play had ${who} ${behind} ahead from the start, and the other ${rest - behind} ${went}`;
}

/**
 * The line's second sentence after a lead that did not hold: the person's own move that cost most,
 * so the card never says "No move cost you much" beside "You led by 19; Medium caught up" ("Move 13,
 * a1, gave away the win (1 point): see the review."; "2 moves cost you 9 points, most of all a1."); with no costly move of theirs, the honest reason: "No move of yours lost it: with best
 * play it was level all along." Null where the costs are not said in points (the usual line then).
 */
function leadLostWords(c: PlayedCount, lost: NonNullable<PlayedCount['leadLost']>): string | null {
  const m = lost.move;
  if (!m || m.cost < 0.5) {
    if (c.lostBy === undefined) return 'No move of yours lost it: with best play it was level all along.';
    const rest = restWords({ ...c, slips: 0, given: 0 });
    return rest ? `No move of yours lost it; ${rest}.` : 'No move of yours lost it.';
  }
  if (!c.costInPoints && c.lostBy !== undefined) return null;
  const at = `move ${m.number}, ${m.name}`;
  if (c.slips >= 2) {
    const rest = restWords(c);
    const head = `${c.slips} moves cost you ${givenWords(c.given, c.exact)}, most of all ${m.name}`;
    return rest ? `${head}; ${rest}.` : `${head}.`;
  }
  const cost = givenWords(m.cost, m.exact);
  const head = lost.turned
    ? `${capital(at)}, gave away the ${lost.turned} (${cost})`
    : `${capital(at)}, cost you ${cost}`;
  const rest = restWords({ ...c, slips: 1, given: m.cost });
  return rest ? `${head}; ${rest}.` : `${head}: see the review.`;
}
