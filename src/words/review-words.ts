// The review's words for a player who has never heard of an engine: a move's mark in a sentence
// in everyday words, not chess's ("a slip", "a mistake", "a big mistake"), what a move gave away ("about 4 points given away"
// and "probably best" for the expert's estimate, plain "4 points given away" and "best" where it was
// worked out to the end of the game), and the key to the board's rings and the marks, drawn and read alike (no Phaser here, so
// the words are tested on their own).

import { MARK_THRESHOLDS, shownMarkOf, type Mark } from '../ai/coach/marks.ts';
import type { MoveReview } from '../ai/coach/analyse.ts';
import { points } from '../game/review.ts';
import { moveInWords } from './move-name-words.ts';

export { moveInWords, moveShortWords } from './move-name-words.ts';

const PHRASES: Readonly<Record<Mark, string>> = {
  best: 'a best move',
  good: 'nearly the best',
  inaccuracy: 'a slip',
  mistake: 'a mistake',
  blunder: 'a big mistake',
};

/** Each weak mark's name in the key: chess's "inaccuracy" and "blunder" told a new player nothing. */
const KEY_NAMES: Readonly<Record<'inaccuracy' | 'mistake' | 'blunder', string>> = {
  inaccuracy: 'slip',
  mistake: 'mistake',
  blunder: 'big mistake',
};

/**
 * The costliest move of the person ("your costliest: move 5, c3"), or with two people on the
 * device, of whichever of them gave most away, by name ("Ana's costliest: move 5, c3").
 */
export function costliestWords(
  worst: Pick<MoveReview, 'index' | 'move' | 'mover'>,
  names: readonly [string, string],
  twoPeople: boolean,
): string {
  const whose = twoPeople ? `${names[worst.mover - 1]}'s` : 'your';
  return `${whose} costliest: move ${worst.index + 1}, ${moveInWords(worst.move)}`;
}

/**
 * The progress line's words where no sure move of the person's (or of either person's) gave away 2
 * points or more: they played well, and nothing is named the costliest. Short, as the line beside
 * the title has two lines on a phone (a longer "every move within 1 point of best" took three and
 * ran into the score line at 390×844); the move list says each move's points.
 */
export const NO_COSTLY_WORDS = 'no costly moves';

/** A weak mark's name, as the key, the move list and the summaries all say it: "slip", "mistake", "big mistake". */
export function markName(mark: 'inaccuracy' | 'mistake' | 'blunder'): string {
  return KEY_NAMES[mark];
}

/** The mark as the review's line says it: "…, a slip: about 2 points given away". */
export function markPhrase(mark: Mark): string {
  return PHRASES[mark];
}

/**
 * "4 points given away" (worked out to the end), "about 4 points given away", "less than a point given away". An
 * estimate rounded up says "almost" (1.6: "almost 2 points"), so its words never claim the next
 * mark's threshold while its mark stays below it.
 */
export function givenAway(review: Pick<MoveReview, 'cost' | 'exact'>): string {
  return `${pointsGiven(review)} given away`;
}

/** The points a move gave away, as givenAway says them: "4 points", "about 4 points", "less than a point". */
export function pointsGiven(review: Pick<MoveReview, 'cost' | 'exact'>): string {
  if (review.exact) return points(review.cost);
  if (review.cost < 0.5) return 'less than a point';
  const whole = Math.round(review.cost);
  return `${whole > review.cost ? 'almost' : 'about'} ${whole} point${whole === 1 ? '' : 's'}`;
}

/**
 * A move the computer could not judge (game/review.ts `unsure`: its estimates before and after it
 * disagree with its estimated cost): neither best nor costly.
 */
export const UNSURE_WORDS = {
  short: 'hard to judge',
  sentence: 'too hard for the computer to judge from this far out',
} as const;

/**
 * The cost as the move list writes it: "best", "probably best" (the expert's estimate), or what it
 * gave away; a costly move that `hardlyMoved` the forecast adds that the winner stayed the same.
 */
export function costText(
  review: Pick<MoveReview, 'cost' | 'exact' | 'hintsPick'>,
  hardlyMoved = false,
  unsure = false,
): string {
  if (unsure) return UNSURE_WORDS.short;
  if (review.cost <= 0) return review.exact ? 'best' : 'probably best';
  return `${givenAway(review)}${hardlyMoved ? ', same winner' : ''}${review.hintsPick ? " (the hint's move)" : ''}`;
}

/**
 * After the cost of a move the hint named there that the review, working the position out to the
 * end, found short of the best (MoveReview.hintsPick): the coach owns it. The better move is named
 * on the line after (better-move.ts).
 */
export const HINTS_PICK_WORDS = "the hint's move, but a deeper look found a better one";

/**
 * A move's mark and cost in a sentence: "a best move", "a mistake: about 4 points given away". The
 * mark is by the points given away, for every player alike; a costly move that `hardlyMoved` the
 * forecast (a game won or lost by far, game/review.ts; under capture its points swing by the
 * hundred) says so after its mark, its points last, and is never called big (marks.ts shownMarkOf):
 * "a mistake that did not change who wins (60 points given away)".
 */
export function costSentence(
  review: Pick<MoveReview, 'cost' | 'exact' | 'hintsPick'>,
  hardlyMoved = false,
  unsure = false,
): string {
  if (unsure) return UNSURE_WORDS.sentence;
  const mark = shownMarkOf(review.cost, hardlyMoved);
  if (mark === 'best') return review.exact ? 'a best move' : 'probably the best move';
  const hint = review.hintsPick ? `; ${HINTS_PICK_WORDS}` : '';
  // Its mark said all the same, as the list and the summaries count it.
  if (hardlyMoved && mark !== 'good')
    return `${markPhrase(mark)} that did not change who wins (${givenAway(review)})${hint}`;
  return `${markPhrase(mark)}: ${givenAway(review)}${hint}`;
}

/** Where a forecast (a final margin with best play) leaves a player: "winning by 6", "losing by 10", "level". */
export function standingWords(margin: number): string {
  const by = Math.round(Math.abs(margin));
  return by === 0 ? 'level' : `${margin > 0 ? 'winning' : 'losing'} by ${by}`;
}

/**
 * How the forecast moved over a move where the game turned, from the chart's player's side (their
 * margins before and after): "from winning by 6 to losing by 10".
 */
export function swingWords(before: number, after: number): string {
  return `from ${standingWords(before)} to ${standingWords(after)}`;
}

/**
 * The words of a move where the game turned, after the move's name, from the chart's player's side
 * (`whose`: null for the person): "turned it: from winning by 2 to losing by 3", "turned it for Ana:
 * …". Short, so the better move and why fit under it on a phone's three lines; the chart beside it
 * says these are who wins if neither slips. `gaveBack`: the other side's name where the chart's
 * player won all the same.
 */
export function turnLineWords(
  whose: string | null,
  before: number,
  after: number,
  gaveBack: string | null = null,
): string {
  const line = `turned it${whose === null ? '' : ` for ${whose}`}: ${swingWords(before, after)}`;
  // A game won all the same: the other side's later slip, so the line does not read as a loss.
  return gaveBack === null ? line : `${line}, but ${gaveBack} gave it back later`;
}

/**
 * The person's own move where their game turned for good (the one "See where it turned" opens), said
 * as that first, then the move (`move`: "d1"; its number is in the title and the list) and the swing,
 * the first of a phone's three lines: "Here it turned: d1, from winning by 2 to losing by 3".
 */
export function hereTurnedWords(move: string, before: number, after: number): string {
  return `Here it turned: ${move}, ${swingWords(before, after)}`;
}

/**
 * In one person's game, the other side's move where the chart changed sides, said to the person
 * (the numbers are theirs): "turned it your way: from losing by 1 to winning by 1", or against them.
 */
export function opponentTurnWords(before: number, after: number): string {
  return `turned it ${after > before ? 'your way' : 'against you'}: ${swingWords(before, after)}`;
}

/**
 * After the line of a move where the chart changed sides but the computer could not judge the move
 * surely (the only such move of a game that turned): said as the chart's faint bars are.
 */
export const CLOSE_GUESS_WORDS = ' (a rough guess: hard to judge from this far out)';

/** After the line of a loss that turned at the person's very first move: kindly, as early. */
export const FIRST_MOVE_TURN_WORDS = ', already at your first move: hard to see so early';

/**
 * The empty board's line in the review of a loss that was uphill from the start (with best play the
 * opponent won from the first move, and the forecast never came over to the person): no single move
 * lost it, so none is named where it turned. "The empty board. With best play Expert wins from here:
 * this game was uphill from the start, not lost by one move."
 */
export function uphillWords(opponent: string): string {
  return `The empty board. With best play ${opponent} wins from here: this game was uphill from the start, not lost by one move.`;
}

/**
 * The button under the chart's words before the review is done (it will name the key moment,
 * key-moment-words.ts), and for a game with no move to name: none gave points away, none turned it.
 */
export const REVIEW_TURN_WORDS = {
  checking: 'Key moment: checking…',
  none: 'No clear turning point in this game',
} as const;

/**
 * What the review's two numbers are, side by side, so they are not read as one contradicting the
 * other: the score on the board at the move shown, and the chart's final margin if both play their
 * best from each move.
 */
export const REVIEW_NUMBER_WORDS = {
  scoreNow: 'Score now',
  chartTitle: 'Who was on track to win: tap a move',
  /**
   * The title when some bars are the computer's estimates, drawn faint: a tap on it says what they
   * are (paleBars). Said plainly (the old title read as jargon).
   */
  chartTitleEstimates: 'Who was on track to win (pale: less sure)',
  /** What the pale bars are, said when the chart's title is tapped. */
  paleBars:
    'Pale bars are less sure: there was no time to play those moves out to the end. Full bars are worked out to the end.',
} as const;

/**
 * After a weak move in the phone's strip of moves, the points it gave away (`cost`) as a plain
 * minus, "−12", under the key's "Points given away" (chess's "?" and "??" told a new player
 * nothing). A no-break space joins it to the move: a chip that wraps never leaves it alone on a line.
 */
export function markSign(mark: Mark | null, cost = 0): string {
  const weak = mark === 'blunder' || mark === 'mistake' || mark === 'inaccuracy';
  return weak ? `\u00a0\u2212${Math.max(1, Math.round(cost))}` : '';
}

/** The button that goes to a move where the game turned: "Where it turned: move 41, d5" (`move` in words, moveInWords). */
export function turnButtonWords(index: number, move: string): string {
  return `Where it turned: move ${index + 1}, ${move}`;
}

/**
 * A jump as the review's line says it: where the cell left, the cell it took, where it landed, and
 * what it did to its mover's score at once (a jump leaves a square empty, so it can lose points
 * there and then, apart from what it gave away by the game's end): "jump from d2 over b1 to a1
 * (−4 at once)".
 */
export function jumpLineWords(from: string, over: string, to: string, change: number): string {
  const at = change < 0 ? `\u2212${-change}` : `+${change}`;
  return `jump from ${from} over ${over} to ${to} (${at} at once)`;
}

/** The best moves for a turn in words, at most `most` of them: "c3, d4", "jump from f3 to d1". */
export function bestMovesWords(names: readonly string[], most = 4): string {
  return names.slice(0, most).map(moveInWords).join(', ');
}

/** The key's words for the board's rings. */
export const RING_KEY = { played: 'the move played', best: 'the best move for that turn' } as const;

/** The marks the key explains, with the cost each starts at: "2+ slip". */
export const MARK_KEY: readonly { mark: Mark; words: string }[] = (
  ['inaccuracy', 'mistake', 'blunder'] as const
).map((mark) => ({ mark, words: `${MARK_THRESHOLDS[mark]}+ ${KEY_NAMES[mark]}` }));

/** The key as screen readers hear it: the board's words for the move played and the best move (no colours), then the marks and what "about" and "probably" mean. */
export function reviewKeyWords(place = 'square'): string[] {
  const t = MARK_THRESHOLDS;
  return [
    `Key: on the board after the slider, the ${place} of the move shown says "${RING_KEY.played}", the best move for that turn says "a best move".`,
    `Points given away compared with the best move: ${t.inaccuracy} or more is a slip, ${t.mistake} or more a mistake, ` +
      `${t.blunder} or more a big mistake where it changed who wins. "About" and "probably" are the computer's estimate; the rest is worked out to the end of the game.`,
  ];
}

/** Leaving for the menu the review of a game Your games does not keep (a shared link's): asked first. */
export const REVIEW_MENU_QUESTION = {
  question: 'Leave the review for the menu?',
  detail:
    'This game came from a link and is not in Your games: its review cannot be opened again from the menu.',
  yes: 'Leave',
  no: 'Keep reviewing',
} as const;

/**
 * Where the shown move's words do not fit under the board (a phone), they end with `more`; a tap
 * shows them all over the chart, `close` under them says how to go back.
 */
export const LINE_MORE_WORDS = { more: 'More ›', close: 'Tap to close' } as const;
