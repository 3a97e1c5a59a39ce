// The results' model for a finished game, as the results screen makes it for a game off the ladder
// and off the builder, with no help used; a test changes only what it is about.
import { ResultsModel, type ResultsOptions } from '../../../src/screens/results/results-model.ts';
import type { MatchResult } from '../../../src/game/events.ts';
import { Position, parseRules, writeRecord } from '../../../src/engine/index.ts';
import { createAgent } from '../../../src/ai/index.ts';

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

/** A square:4 game the person (player 1, the expert's moves) wins against Easy. */
export function won(): MatchResult {
  const p = new Position(parseRules('square:4'));
  const expert = createAgent('expert');
  const easy = createAgent('easy', { salt: 3 });
  const history: [number, number][] = [[0, 0]];
  while (!p.isOver()) {
    p.play((p.turn() === 1 ? expert : easy).choose(p).square);
    history.push([p.score(1), p.score(2)]);
  }
  const scores: [number, number] = [p.score(1), p.score(2)];
  return {
    winner: scores[0] > scores[1] ? 1 : 2,
    scores,
    players: ['human', 'easy'],
    rules: 'square:4',
    scoring: 'divisions',
    history,
    record: writeRecord(p),
  };
}
