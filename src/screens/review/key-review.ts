// The review around its one key moment (key-moment.ts): the moves ranked under it, the button under
// the chart that goes to it and then down them, the shown move's line led by its rank, and the lesson
// said on the key moment: the habit the player repeated (lone-habit.ts) where there was one, else
// what the review says of a game that slipped away a little at a time (slide-lead.ts).

import { shownMarkOf } from '../../ai/coach/marks.ts';
import type { Player } from '../../engine/index.ts';
import type { GameReview } from '../../game/review.ts';
import {
  closestCallWords,
  keyButtonWords,
  keyMomentShortWords,
  loneHabitWords,
  nextCostlyWords,
  rankedLineWords,
  rankedTurnLineWords,
  rankLeadWords,
} from '../../words/key-moment-words.ts';
import { CLOSE_GUESS_WORDS, costText, hereTurnedWords, markName } from '../../words/review-words.ts';
import { moveInWords } from '../../words/move-name-words.ts';
import { keyMoment, rankedMoments, rankedStep, type KeyMoment } from './key-moment.ts';
import { loneHabit } from './lone-habit.ts';
import { slideShown } from './slide-lead.ts';
import type { LinePart } from './line-room.ts';

export interface Keyed {
  key: KeyMoment;
  /** The key moment and the moves ranked under it, as plies, the key moment first. */
  ranked: number[];
  /** What the player can take from the whole game, said on the key moment; null for nothing more than it. */
  lesson: string | null;
  /** The key moment in short, after the lesson: "Key moment: move 49, h2, mistake: 4 points given away.", or where it turned, said so. */
  short: string;
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
  const mark = shownMarkOf(key.move.cost, review.hardlyMoved(key.move.index));
  const cost = costText(key.move);
  const named = mark === 'best' || mark === 'good' ? cost : `${markName(mark)}: ${cost}`;
  return {
    key,
    ranked: rankedMoments(review, persons, key, helped),
    lesson: habit
      ? loneHabitWords(habit.count, habit.each, habit.besideEach)
      : slide && [slide.summary, slide.plan].filter((l): l is string => l !== null).join(' '),
    short:
      key.why === 'turned' && persons.length === 1 && !slide?.saysTurn
        ? turnedShort(review, persons[0]!, key)
        : keyMomentShortWords(key.move.index, key.move.move, named),
    kind: key.why === 'closest' ? closestLine(review, persons[0]!, key) : null,
  };
}

/** After the lesson, the key moment where the game turned, said so: "Key moment. Here it turned: c2, from winning by 3 to losing by 1." */
function turnedShort(review: GameReview, person: Player, key: KeyMoment): string {
  const forecast = review.steadyForecasts();
  const side = person === 1 ? 1 : -1;
  const [before, after] = [side * (forecast[key.ply - 1] ?? 0), side * (forecast[key.ply] ?? 0)];
  const guess = review.unsure(key.move.index) || review.estimated(key.ply) ? CLOSE_GUESS_WORDS : '';
  return `${rankLeadWords(1, 1)} ${hereTurnedWords(moveInWords(key.move.move), before, after)}${guess}.`;
}

/** The closest call's line: the lead the best move kept, from the person's side (an estimate said as one). */
function closestLine(review: GameReview, person: Player, key: KeyMoment): string {
  const after = review.steadyForecasts()[key.ply] ?? 0;
  const margin = person === 1 ? after : -after;
  return closestCallWords(key.move.index, key.move.move, margin, review.estimated(key.ply));
}

/**
 * The shown move's line at `ply`: on the key moment, the lesson then the move in short and `why`
 * (its better move and the reason, better-move.ts: a key mistake always says why), a won game's closest call, or the move led by "Key moment."; on a ranked move, led by its rank.
 */
export function keyedLine(k: Keyed, ply: number, line: string, why = ''): string {
  return keyedParts(k, ply, line, why)
    .map((p) => p.words)
    .join(' ');
}

/**
 * keyedLine's words in their parts: on the key moment the lesson (the game's, the results say it
 * too) is the part a short box spares, before the move in short and why it was costly.
 */
export function keyedParts(k: Keyed, ply: number, line: string, why = ''): LinePart[] {
  const rank = k.ranked.indexOf(ply) + 1;
  if (rank === 0) return [{ words: line, spare: 0 }];
  if (rank === 1 && k.lesson)
    return [
      { words: k.lesson, spare: 1 },
      { words: `${k.short}${why}`, spare: 0 },
    ];
  if (rank === 1 && k.kind) return [{ words: k.kind, spare: 0 }];
  return [{ words: rankedLine(rank, k.ranked.length, ply, line), spare: 0 }];
}

/** The person alone, as the move's line names them. */
const PERSON_ALONE = 'You';

/** The key moment's line led by "Key moment."; a ranked move's, its move said once after its rank: its "7. You: e3, …" becomes "move 7, e3, …". */
function rankedLine(rank: number, count: number, ply: number, line: string): string {
  if (rank === 1) return `${rankLeadWords(1, count)} ${line}`;
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
