// The review's line at the move the results' "See the forecast" opens: where the person led most late
// in a game they lost (screens/results/lead-turned.ts), what the forecast said there, from their side.
// The review shows the forecast for this game alone: no setting is turned on by it.

import type { GameReview } from '../../game/review.ts';
import { forecastHereWords } from '../../words/results-words.ts';
import { standingWords } from '../../words/review-words.ts';

/** The move to show and the lead the person had after it. */
export interface ForecastAt {
  ply: number;
  lead: number;
}

/**
 * The shown move's line with the forecast's note under it when `ply` is the move `at` names (its
 * first line kept, the better move's line given up for it), else the line as it was. `side`: 1 when
 * the person is player 1, −1 when player 2.
 */
export function withForecastNote(
  line: string,
  review: GameReview,
  at: ForecastAt | null,
  ply: number,
  side: 1 | -1,
): string {
  if (!at || at.ply !== ply) return line;
  const value = review.steadyForecasts()[ply];
  const standing = value === undefined ? null : standingWords(side * value);
  return `${line.split('\n')[0]}\n${forecastHereWords(at.lead, standing)}`;
}
