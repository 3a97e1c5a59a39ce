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
  slide?: {
    from: number;
    to: number;
    before: number;
    after: number;
    /** The person's move that turned it, said as the review says it (slide-turn.ts), where there is one. */
    turn?: string;
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Points given away: whole points; an estimate is "about", less than half a point "less than a point". */
function givenWords(given: number, exact: boolean): string {
  if (given < 0.5) return 'less than a point';
  const whole = Math.round(given);
  return `${exact && whole === given ? '' : 'about '}${whole} ${whole === 1 ? 'point' : 'points'}`;
}

/**
 * The line: one short sentence a new player reads at a glance, every number labelled ("points",
 * "moves"), no count of moves the review judged (that detail is the review's, behind its button):
 * "Every move was the best: a perfect game", "No big mistake: you lost by 6 points a little at a
 * time.", "5 moves cost you about 19 points of the 23 you lost by.", "Move 13, a1, gave away the win
 * (1 point).", "Hard was ahead from the start: no move of yours cost much.", after a win "2 moves
 * could have been better." `short` (a narrow place): its first words, "Good moves: 7 of 8".
 */
export function howYouPlayedWords(c: PlayedCount, short = false): string {
  const all = c.judged === c.moves;
  const nearly = c.judged - c.slips - c.best;
  if (c.slips === 0 && nearly === 0 && all)
    return short
      ? 'Every move was the best'
      : `Every move was the best: ${c.heldPerfect ? 'no one can do better here' : 'a perfect game'}`;
  const fine = c.judged - c.slips;
  if (short)
    return all
      ? `Good moves: ${fine === c.moves ? 'all' : fine === 0 ? 'none of' : `${fine} of`} ${c.moves}`
      : costShort(c);
  // No single costly move explains a slow slide: the move where it turned does, else where it slipped (slide-words.ts).
  if (c.slide) return c.slide.turn ?? slideWords(c.slide.from, c.slide.to, c.slide.before, c.slide.after);
  const lost = c.leadLost ? leadLostWords(c, c.leadLost) : null;
  if (lost) return lost;
  return costWords(c);
}

/** The short form where not every move could be judged: the costly moves, counted. */
function costShort(c: PlayedCount): string {
  return c.slips === 0 ? 'No move cost you much' : `${c.slips} costly ${c.slips === 1 ? 'move' : 'moves'}`;
}

const movesWords = (n: number) => `${n} ${n === 1 ? 'move' : 'moves'}`;

/** The sentence of what the costly moves cost, set beside the margin lost by where there is one. */
function costWords(c: PlayedCount): string {
  const moves = movesWords(c.slips);
  if (!c.costInPoints)
    return c.slips === 0 ? 'No move cost you much.' : `${moves} could have been better: see the review.`;
  const by = c.lostBy;
  const who = c.opponent ?? 'They';
  const behind = Math.round(c.behind ?? 0);
  const given = c.slips === 0 || c.given < 0.5 ? 0 : Math.round(c.given);
  // Best play had the opponent ahead before the person's first move, and the costly moves cover
  // little of the margin: the seat, said first.
  const fromStart = by !== undefined && behind >= REST_SAID && by - given >= REST_SAID;
  if (c.slips === 0) {
    if (by === undefined || by < REST_SAID) return 'No move cost you much.';
    if (fromStart) return `${who} was ahead from the start: no move of yours cost much.`;
    return `No big mistake: you lost by ${pointsCount(by)} a little at a time.`;
  }
  const cost = `${moves} cost you ${givenWords(c.given, c.exact)}`;
  if (by === undefined || by - given < REST_SAID) return `${cost}.`;
  if (fromStart) return `${who} was ahead from the start, and ${cost}.`;
  return `${cost} of the ${by} you lost by.`;
}

const pointsCount = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/** The least points left over (lost by, less the costly moves' points) that are set beside the margin. */
export const REST_SAID = 2;

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
    return 'No single move of yours lost it.';
  }
  if (!c.costInPoints && c.lostBy !== undefined) return null;
  if (c.slips >= 2)
    return `${c.slips} moves cost you ${givenWords(c.given, c.exact)}, most of all ${m.name}.`;
  const at = `move ${m.number}, ${m.name}`;
  const cost = givenWords(m.cost, m.exact);
  return lost.turned
    ? `${capital(at)}, gave away the ${lost.turned} (${cost}).`
    : `${capital(at)}, cost you ${cost}.`;
}
