// The review around its one key moment (key-moment.ts): the moves ranked under it, the button under
// the chart that goes to it and then down them, the shown move's line led by its rank. On the key
// moment the line leads with it, read at a glance (a bold "Move 34: b1 gave away 10 points", then
// the better move and why), and the game's lesson comes after, on a line of its own: the habit the
// player repeated (lone-habit.ts) where there was one, else what the review says of a game that
// slipped away a little at a time (slide-lead.ts): the key moment first, so it is not lost in a
// dense paragraph.

import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';
import {
  closestCallWords,
  keyButtonWords,
  keyHeadWords,
  loneHabitWords,
  nextCostlyWords,
  rankedLineWords,
  rankedTurnLineWords,
} from '../../words/key-moment-words.ts';
import {
  CLOSE_GUESS_WORDS,
  FIRST_MOVE_TURN_WORDS,
  markPhrase,
  pointsGiven,
  swingWords,
} from '../../words/review-words.ts';
import { keyMoment, rankedMoments, rankedStep, type KeyMoment } from './key-moment.ts';
import { loneHabit } from './lone-habit.ts';
import { slideShown } from './slide-lead.ts';
import { personsTurn } from './turning-move.ts';
import type { LinePart } from './line-room.ts';

export interface Keyed {
  key: KeyMoment;
  /** The key moment and the moves ranked under it, as plies, the key moment first. */
  ranked: number[];
  /** What the player can take from the whole game, said on the key moment; null for nothing more than it. */
  lesson: string | null;
  /** The key moment's bold first line: "Move 49: h2 gave away 4 points", or "Move 12: c2 turned the game". */
  head: string;
  /** Said after the head where it turned: "From winning by 3 to losing by 1."; else ''. */
  swing: string;
  /** A won game's closest call said kindly, the whole line on the key moment; null: its move's own line. */
  kind: string | null;
}

/** The review's key moment and all around it for `persons`, or null where there is none (or the review is not done). */
export function keyed(
  review: GameReview,
  persons: readonly Player[],
  opponent: string,
  helped: ReadonlySet<number> = new Set(),
): Keyed | null {
  const key = keyMoment(review, persons, helped);
  if (!key) return null;
  const slide = slideShown(review, persons, opponent, key.ply);
  const habit = persons.length === 1 ? loneHabit(review, persons[0]!) : null;
  const turned = key.why === 'turned' && persons.length === 1 && !slide?.saysTurn;
  return {
    key,
    ranked: rankedMoments(review, persons, key, helped),
    lesson: habit
      ? loneHabitWords(habit.each, habit.besideEach)
      : slide && [slide.summary, slide.plan].filter((l): l is string => l !== null).join(' '),
    head: keyHeadWords(key.move.index, key.move.move, turned ? 'turned the game' : headOf(key)),
    swing: turned ? turnSwing(review, persons[0]!, key) : '',
    kind: key.why === 'closest' ? closestLine(review, persons[0]!, key) : null,
  };
}

/** What the key moment did, for its head: "gave away 4 points", "gave away about 4 points"; none, "was a best move". */
function headOf(key: KeyMoment): string {
  return key.move.cost > 0 ? `gave away ${pointsGiven(key.move)}` : `was ${markPhrase('best')}`;
}

/** Under the head of a key moment where the game turned, how: "From winning by 3 to losing by 1." */
function turnSwing(review: GameReview, person: Player, key: KeyMoment): string {
  const forecast = review.steadyForecasts();
  const side = person === 1 ? 1 : -1;
  const [before, after] = [side * (forecast[key.ply - 1] ?? 0), side * (forecast[key.ply] ?? 0)];
  const guess = review.unsure(key.move.index) || review.estimated(key.ply) ? CLOSE_GUESS_WORDS : '';
  const words = swingWords(before, after);
  // Lost at the person's very first move: said as early, and hard to see so early.
  const early = personsTurn(review, [person])?.first ? FIRST_MOVE_TURN_WORDS : '';
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${early}${guess}.`;
}

/** The closest call's line: the lead the best move kept, from the person's side (an estimate said as one). */
function closestLine(review: GameReview, person: Player, key: KeyMoment): string {
  const after = review.steadyForecasts()[key.ply] ?? 0;
  const margin = person === 1 ? after : -after;
  return closestCallWords(key.move.index, key.move.move, margin, review.estimated(key.ply));
}

/**
 * The shown move's line at `ply`: on the key moment its head, how it turned and `why` (its better
 * move and the reason, better-move.ts: a key mistake always says why), then the lesson; a won game's
 * closest call; on a ranked move, led by its rank.
 */
export function keyedLine(k: Keyed, ply: number, line: string, why = ''): string {
  return keyedParts(k, ply, line, why)
    .map((p) => p.words)
    .join(' ');
}

/**
 * keyedLine's words in their parts: on the key moment the head (drawn bold, on its own line), then
 * how it turned and why it was costly, then the lesson on its own line, the part a short box spares
 * (the game's, the results say it too).
 */
export function keyedParts(k: Keyed, ply: number, line: string, why = ''): LinePart[] {
  const rank = k.ranked.indexOf(ply) + 1;
  if (rank === 0) return [{ words: line, spare: 0 }];
  if (rank === 1 && k.kind) return [{ words: k.kind, spare: 0 }];
  if (rank === 1) {
    const body = `${k.swing}${why}`.trim();
    return [
      { words: k.head, spare: 0, head: true },
      ...(body ? [{ words: body, spare: 0, ownLine: true }] : []),
      ...(k.lesson ? [{ words: k.lesson, spare: 1, ownLine: true }] : []),
    ];
  }
  return [{ words: rankedLine(rank, k.ranked.length, ply, line), spare: 0 }];
}

/** The person alone, as the move's line names them. */
const PERSON_ALONE = 'You';

/** A ranked move's line, its move said once after its rank: its "7. You: e3, …" becomes "move 7, e3, …". */
function rankedLine(rank: number, count: number, ply: number, line: string): string {
  const own = /^(\d+)\. ([^:]+): ([\s\S]*)$/.exec(line);
  if (!own || Number(own[1]) !== ply) return rankedTurnLineWords(rank, count, ply, line);
  return rankedLineWords(rank, count, ply, own[2] === PERSON_ALONE ? null : own[2]!, own[3]!);
}

/** The button under the chart at `ply`: to the key moment, or on a ranked move to the next one down. */
export function keyedStep(
  k: Keyed,
  ply: number,
  moveWords: (index: number) => string,
  whose: string | null,
): { label: string; ply: number } {
  const step = rankedStep(k.ranked, ply);
  const index = step.ply - 1;
  const label =
    step.number === 1
      ? keyButtonWords(index, moveWords(index), whose)
      : nextCostlyWords(index, moveWords(index));
  return { label, ply: step.ply };
}
