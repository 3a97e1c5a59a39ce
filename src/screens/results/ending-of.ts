// How a finished game's ending shows before the results are drawn (the board's part of it, ui/ending-board.ts)
// and its headline: the results' own snapshot, made without the record or the ladder.

import type { MatchResult } from '../../game/events.ts';
import type { People } from '../../game/people.ts';
import type { EndingPlan } from './ending.ts';
import { resultsModel } from './results-model.ts';

/** How the ending of `result` shows, before the results are drawn (the board's part of it), and its headline. */
export function endingOf(
  result: MatchResult,
  reduced: boolean,
  people?: People,
): { plan: EndingPlan; headline: string } {
  const shot = resultsModel({
    result,
    settings: people ? { mode: 'duo', first: 'you', people } : undefined,
    usedHelp: false,
    fromBuilder: false,
    unsavedBoard: null,
    canShareSheet: false,
    reducedMotion: reduced,
    ladderSteps: [],
  }).snapshot();
  return { plan: shot.ending, headline: shot.headline };
}
