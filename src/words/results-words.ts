// What the results say first, in a player's words: a headline that fits the ending ("You won!",
// "So close: 2 short", "A draw"), the margin said as words, what this game earned on the ladder (a
// step cleared and its stars) and the ladder's next step; the record's moments are moment-words.ts'.

import type { HelpTaken } from '../game/help-taken.ts';
import { helpTakenWords } from './help-taken-words.ts';
import { playStepWords } from './step-unlock-words.ts';

const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;

/** A loss by at most this many is a near thing: "So close", and no gentler opponent offered after it. */
export const CLOSE_LOSS = 3;

/** The big headline: a win cheers, a close loss is kind, a draw is even, a watched game says who won. */
export function headlineWords(r: {
  mood: 'win' | 'loss' | 'draw' | 'neutral';
  /** The winner's name when two people play or the computer is watched; null: the person. */
  winnerName: string | null;
  margin: number;
}): string {
  if (r.mood === 'draw') return 'A draw';
  if (r.mood === 'win') return r.winnerName === null ? 'You won!' : `${r.winnerName} won!`;
  if (r.mood === 'loss') return r.margin <= CLOSE_LOSS ? `So close: ${r.margin} short` : 'Not this time';
  return `${r.winnerName ?? 'Nobody'} won`;
}

/** The margin in words, under the score: "by 8 points against Easy", "Easy won by 2 points", "level at 40 each". */
export function marginWords(r: {
  mood: 'win' | 'loss' | 'draw' | 'neutral';
  margin: number;
  /** The opponent's name when one person plays, else null. */
  opponent: string | null;
  winnerName: string | null;
  score: number;
}): string {
  if (r.mood === 'draw') return `Level at ${r.score} each`;
  if (r.mood === 'win' && r.winnerName === null)
    return `By ${points(r.margin)}${r.opponent ? ` against ${r.opponent}` : ''}`;
  if (r.mood === 'loss') return `${r.opponent ?? 'They'} won by ${points(r.margin)}`;
  return `By ${points(r.margin)}`;
}

/** "Step 3 cleared", or on a loss or a draw what clears it. */
export function stepResultWords(n: number, cleared: boolean): string {
  return cleared ? `Step ${n} cleared` : `Step ${n}: win to clear it`;
}

/** The stars this game earned, with the step's name: "2 new stars for Easy on a 5×5 board", "1 new star for …", or none. */
export function newStarsWords(count: number, stepOn: string): string {
  return count === 0 ? '' : `${count} new star${count === 1 ? '' : 's'} for ${stepOn}`;
}

/**
 * The primary button after a ladder step is cleared: "Next step: Medium on a 5×5 board", or where a
 * step below it is not yet won, that step as the player's own, so a player who cleared a later step
 * knows where they stand: "Ladder step 1: Easy on a 5×5 board"; where the win opened the step
 * (`plays`), the unlock over it says what it is and the button is short and big: "Play step 2".
 */
export function nextStepWords(stepOn: string, backTo?: number, plays?: number): string {
  if (plays !== undefined && backTo === undefined) return playStepWords(plays);
  return backTo === undefined ? `Next step: ${stepOn}` : `Ladder step ${backTo}: ${stepOn}`;
}

export const RESULTS_WORDS = {
  /** Under the score of a game scored by connections: a sentence, as every line under it is. */
  scoredByConnections: 'Scored by connections: each pair of touching cells counts 1.',
  tryAgain: 'Try again',
  playAgain: 'Play again',
  /** Again on a ladder step cleared short of its three stars: the stars still to chase. */
  forThreeStars: 'Go for 3 stars',
  details: 'Details',
  result: 'Result',
  ladderTop: 'The top of the ladder!',
  /**
   * The review, one tap from every result and always by this name (it had four: "See where it
   * turned", "See where it slipped", "Review your moves", and behind the short sheet's "Stats and chart"); it
   * opens at the game's key moment (screens/review/key-moment.ts).
   */
  reviewGame: 'Review game',
  swap: 'Swap who starts',
  /** The one quiet button under the next steps: the rest (details, share, the menu…) in a sheet. */
  more: 'More',
  /** The sheet's title. */
  moreTitle: 'More',
  /** The corner ✕: it closes the results to the finished board, with the ways on in the bar. */
  close: 'Close the results',
  /**
   * On the short sheet an upright phone shows first: opens the whole sheet (how you played in
   * numbers, the record, the score chart, More), named by what it opens ("More about this
   * game" said nothing of it).
   */
  whole: 'Stats and chart',
  /** With the results closed, the bar's ways on over the finished board, and the way back. */
  barAgain: 'Play again',
  barReview: 'Review',
  barResults: 'Results',
  /**
   * A game against the computer kept on the device: one quiet button under the next steps says
   * it is saved (the tick) and opens Your games, where its review, its replay and the ladder wait
   * (lit, so it is seen among the small buttons), its › a way on as the menu's cards' "Your
   * path ›". Short enough for a phone's small row.
   */
  savedInGames: '✓ In Your games ›',
} as const;

/**
 * After a lost game the person led clearly near its end, once on a device: a lead on the board late
 * in a game can still turn ("You were 13 points up on the board with 14 to go: that can turn."; led
 * by more earlier, that first: "You were 44 points up after move 24 (84–40), still 9 up …"), then
 * on a short line of its own `then`: the forecast bar on from now on, or what the forecast is
 * (screens/results/forecast-after-turn.ts). The lead is said as the board's points, so it is never read as the
 * forecast's (a reviewer read "You led by 20" beside a forecast that had him losing).
 */
export function leadTurnedWords(
  lead: number,
  movesLeft: number,
  then: string = FORECAST_IS,
  biggest?: { lead: number; move: number; scores: readonly [number, number] },
): string {
  // The largest lead first where it was larger: the one a player remembers ("44 up at move 24").
  const led = biggest
    ? `You were ${biggest.lead} points up after move ${biggest.move} (${biggest.scores[0]}–${biggest.scores[1]}), still ${lead} up with ${movesLeft} to go`
    : `You were ${lead} points up on the board with ${movesLeft} to go`;
  return `${led}: that can turn.\n${then}`;
}

/**
 * After a game against the computer whose big lead melted to a close finish (lead-melted.ts): the
 * board's figures, so the melt reads as the board's way. A loss: "You led by 97, but the last 31
 * moves scored 219 between you: late moves score the most." A win held on, and says so first (a
 * "but" after a win read as a telling-off): "You led by 46 and held on: the last 15 moves scored
 * 79 between you, and late moves score the most."
 */
export function leadMeltedWords(lead: number, movesLeft: number, scored: number, won: boolean): string {
  return won
    ? `You led by ${lead} and held on: the last ${movesLeft} moves scored ${scored} between you, and late moves score the most.`
    : `You led by ${lead}, but the last ${movesLeft} moves scored ${scored} between you: late moves score the most.`;
}

/** After a lead that turned in a game where the player opened the forecast bar: it stays on for their next games. */
export const FORECAST_KEPT = 'The bar you opened stays on for your next games; Settings turns it off.';

/** The same where the player has the bar off in Settings: what it showed, their choice kept. */
export const FORECAST_SEEN = 'The bar you opened showed who was really ahead.';

/** What the forecast is, in one short line: a player meets the word on the results first. */
export const FORECAST_IS = 'The forecast shows who wins with best play.';

/** After a loss, a gentler computer opponent offered beside the rematch: "Try Medium". */
export function easierWords(opponent: string): string {
  return `Try ${opponent.charAt(0).toUpperCase()}${opponent.slice(1)}`;
}

/** After a draw against Perfect on a board best play draws, the next board up: "Try 5×5". */
export function biggerBoardWords(size: string): string {
  return `Try ${size}`;
}

/**
 * The adaptive opponent's level after a game: "Adaptive steps up to level 7", "Adaptive eases
 * to level 5: a gentler game next", or why it stayed ("Adaptive stays at level 6: 7 more points of
 * winning margin take it to level 7").
 */
export function adaptiveWords(r: {
  was: number;
  now: number;
  rose: boolean;
  pointsUp: number | null;
}): string {
  if (r.now > r.was) return `Adaptive steps up to level ${r.now}.`;
  if (r.now < r.was) return `Adaptive eases to level ${r.now}: a gentler game next.`;
  if (r.rose && r.now === 10) return 'Adaptive stays at level 10, its top.';
  if (r.rose && r.pointsUp !== null)
    return `Adaptive stays at level ${r.now}: ${r.pointsUp} more point${r.pointsUp === 1 ? '' : 's'} of winning margin take${r.pointsUp === 1 ? 's' : ''} it to level ${r.now + 1}.`;
  return `Adaptive stays at level ${r.now}.`;
}

/**
 * Under the score, after the margin, how many of the person's moves had a hint or Best moves in
 * sight: "3 moves with help" (short: the line stays one line on a 390-wide phone).
 */
export function helpedMovesWords(n: number): string {
  return `${n} ${n === 1 ? 'move' : 'moves'} with help`;
}

/**
 * After the margin, the help the person played, by kind where known ("· With 1 hint", "· With Best
 * moves", help-taken-words.ts), else by count ("· 2 moves with help"; `uncounted` where the count is
 * not known), or else help looked at and not followed, said lightly: "· You looked at 1 hint".
 */
export function helpAside(
  o: { usedHelp: boolean; helpedMoves?: number; lookedAt?: number; taken?: HelpTaken },
  uncounted: string,
): string {
  if (o.taken) {
    const words = helpTakenWords(o.taken);
    return words ? ` · ${words}` : '';
  }
  if (o.usedHelp) return ` · ${o.helpedMoves ? helpedMovesWords(o.helpedMoves) : uncounted}`;
  return o.lookedAt ? ` · You looked at ${o.lookedAt} ${o.lookedAt === 1 ? 'hint' : 'hints'}` : '';
}
