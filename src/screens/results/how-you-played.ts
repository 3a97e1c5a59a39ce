// How the person played, for the results: once the game's review (game/review.ts) has judged every
// move, the person's moves counted (the best, those nearly the best, the slips and the points they
// gave away). A slip is what the review calls costly, from the one threshold the review's marks use
// (ai/coach/marks.ts): a move that gives away less is nearly the best there and here.
// Moves the review calls hard to judge (unsure) are left out; where they are most of the person's
// moves, nothing is said. Only for one person against the computer.

import { agentKind, isHuman, type PlayerId } from '../../game/players.ts';
import type { GameReview } from '../../game/review.ts';
import { solvedValue } from '../../game/solved-boards.ts';
import { moveName, type Player } from '../../engine/index.ts';
import { markOf } from '../../ai/coach/marks.ts';
import { howYouPlayedWords, type PlayedCount } from '../../words/how-you-played-words.ts';
import { opponentName } from '../history/history-words.ts';
import { moveInWords } from '../../words/move-name-words.ts';
import { leadCost } from './lead-cost.ts';
import { slowSlide } from '../review/slow-slide.ts';
import { slideTurn } from '../review/slide-turn.ts';
import { verdictSaid } from '../review/loss-verdict.ts';
import { lossVerdictShortWords } from '../../words/slips-words.ts';
import { lossLessonWords } from '../../words/loss-lesson-words.ts';

/** The line: `now()` is undefined while the review runs, then the line or null (nothing to say). */
export interface PlayedLine {
  now(): string | null | undefined;
  /** Calls `said` once the line is known (not when it already was); returns the way to stop listening. */
  watch(said: (line: string | null) => void): () => void;
  /** The same line in its short form (a narrow place: "Best move 7 times out of 8"). */
  brief(): PlayedLine;
  /** Whether this is the short form: one line's room is kept for it, not two. */
  short?: boolean;
}

/** A move the review calls costly: it gave away as much as its first mark's threshold or more. */
export function costly(cost: number): boolean {
  return markOf(cost) !== 'best' && markOf(cost) !== 'good';
}

/** The finished game as the count needs it. */
export interface PlayedGame {
  players: readonly [PlayerId, PlayerId];
  rules: string;
  winner: 0 | 1 | 2;
  /** The final scores, where known: a cost larger than the winner's score is not said in points. */
  scores?: readonly [number, number];
}

/** The person's seat (player 1 or 2) when one person played the computer, else null: no line then. */
export function personAgainstComputer(players: readonly [PlayerId, PlayerId]): Player | null {
  const humans = players.map(isHuman);
  if (humans[0] === humans[1]) return null;
  return humans[0] ? 1 : 2;
}

/** The count of the person's moves, or null: not reviewed yet, no person, or too few moves judged. */
export function playedCount(game: PlayedGame, review: GameReview): PlayedCount | null {
  const person = personAgainstComputer(game.players);
  if (person === null || !review.done) return null;
  const mine = review.reviewed.filter((r) => r !== undefined && r.mover === person);
  const judged = mine.filter((r) => review.shownMark(r!.index) !== null);
  if (mine.length === 0 || judged.length * 2 < mine.length) return null;
  // The moves the review marks an inaccuracy or worse: the same marks its move list shows.
  const slips = judged.filter((r) => costly(r!.cost));
  const opponent = game.players[2 - person]!;
  const given = slips.reduce((sum, r) => sum + r!.cost, 0);
  return {
    moves: mine.length,
    judged: judged.length,
    best: judged.filter((r) => r!.cost <= 0).length,
    slips: slips.length,
    given,
    exact: slips.every((r) => r!.exact),
    // After a win the costly moves are an offer, not a bill; beside a score smaller than their cost
    // (a capture game's swings) points would read as nonsense.
    costInPoints: game.winner !== person && given <= Math.max(...(game.scores ?? [Infinity])),
    heldPerfect:
      game.winner === 0 && agentKind(opponent) === 'perfect' && solvedValue(game.rules)?.value === 0,
    ...lossParts(game, review, person),
    // A win's sheet tells one story ("you went from 7 points ahead to 6 points behind" above
    // "You led by 16 and held on"): where best play slipped is a loss's or a draw's lesson; after a
    // win the review still steps through it.
    ...(game.winner === person ? {} : { ...leadLostPart(review, person), ...slidePart(review, person) }),
  };
}

/** A game that slipped away a little at a time, no single move costly (slow-slide.ts): where it slipped, and the move of the person's that turned it (slide-turn.ts). */
function slidePart(review: GameReview, person: Player): Pick<PlayedCount, 'slide'> {
  const slide = slowSlide(review, person);
  if (!slide) return {};
  const turn = slideTurn(review, person)?.words;
  return {
    slide: {
      from: slide.from,
      to: slide.to,
      before: slide.before,
      after: slide.after,
      ...(turn ? { turn } : {}),
    },
  };
}

/** A lead of the person's that did not hold (a draw or a loss): its size and their costliest move, as the line names them. */
function leadLostPart(review: GameReview, person: Player): Pick<PlayedCount, 'leadLost'> {
  const lost = leadCost(review, person);
  if (!lost) return {};
  const m = lost.move;
  return {
    leadLost: {
      lead: lost.lead,
      move: m
        ? {
            number: m.index + 1,
            name: moveInWords(moveName(review.positionAt(m.index), review.moves[m.index]!)),
            cost: m.cost,
            exact: m.exact,
          }
        : null,
      turned: lost.turned,
    },
  };
}

/**
 * After a loss, what the costly moves' points are set beside, so the two add up: the margin lost by,
 * how far best play had the opponent ahead before the person's first move, and the opponent's name.
 */
function lossParts(
  game: PlayedGame,
  review: GameReview,
  person: Player,
): Pick<PlayedCount, 'lostBy' | 'behind' | 'opponent'> {
  if (game.winner === 0 || game.winner === person) return {};
  const [one, two] = game.scores ?? review.scores[review.scores.length - 1]!;
  const side = person === 1 ? 1 : -1;
  // The forecast the person's first move was played from (player 2's inherits the opponent's first move).
  const start = review.steadyForecasts()[person === 1 ? 0 : 1];
  return {
    lostBy: Math.abs(one - two),
    behind: start === undefined ? 0 : Math.max(0, -side * start),
    opponent: opponentName(agentKind(game.players[2 - person]!)),
  };
}

/**
 * A loss made of many small slips (small-slips.ts), said as its verdict (review/loss-verdict.ts):
 * the cause a player can act on, then what the slips cost of the margin, adding up ("29 of the 46:
 * Medium's cells divided late." over "Your 6 small slips cost the other 17."). Said even
 * where most moves were too hard to judge (a 12×12 board), where the count of moves says nothing.
 * Null for any other game.
 */
export function smallSlipsLine(game: PlayedGame, review: GameReview, short = false): string | null {
  const person = personAgainstComputer(game.players);
  const said =
    person === null ? null : verdictSaid(review, person, opponentName(agentKind(game.players[2 - person]!)));
  if (!said) return null;
  // One short sentence with the lesson; the numbers are in the review (loss-lesson-words.ts).
  return short ? lossVerdictShortWords(said) : lossLessonWords(said);
}

/** The line the results show, or null; `short`: its short form. */
export function howYouPlayed(game: PlayedGame, review: GameReview, short = false): string | null {
  const slips = smallSlipsLine(game, review, short);
  if (slips) return slips;
  const count = playedCount(game, review);
  return count ? howYouPlayedWords(count, short) : null;
}
