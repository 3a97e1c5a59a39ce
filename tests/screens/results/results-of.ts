// The results' model for a finished game, as the results screen makes it for a game off the ladder
// and off the builder, with no help used; a test changes only what it is about.
import { ResultsModel, type ResultsOptions } from '../../../src/screens/results/results-model.ts';
import type { MatchResult } from '../../../src/game/events.ts';

export const resultsOf = (result: MatchResult, more: Partial<ResultsOptions> = {}): ResultsModel =>
  new ResultsModel({
    result,
    usedHelp: false,
    fromBuilder: false,
    unsavedBoard: null,
    canShareSheet: false,
    // Off the ladder (its steps are tested in results-earned.test.ts).
    ladderSteps: [],
    ...more,
  });
