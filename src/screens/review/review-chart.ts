// The review's chart as one plain value: whose forecast it shows, its title, each ply's forecast as
// the chart's pairs, which of them are the computer's estimates (drawn faint), and how many are
// known and worked out, so the view draws it again when either grows; and the line under it where
// it and the score disagree at the move shown.

import type { GameReview } from '../../game/review.ts';
import { REVIEW_NUMBER_WORDS } from '../../words/review-words.ts';
import { chartAsideWords } from '../../words/chart-words.ts';

/**
 * The chart: whose forecast (the person's when one person plays), its title, and the forecast
 * after every ply as the chart's pairs (player 1's margin as [margin, 0], player 2's as [0,
 * −margin]; [0, 0] while not reviewed), with how many plies are known.
 */
export interface ReviewChart {
  player: 0 | 1;
  title: string;
  forecast: [number, number][];
  /** Which plies' forecasts are the computer's estimates (drawn faint), not worked out to the end. */
  estimated: boolean[];
  known: number;
  /** How many forecasts are worked out to the end: the chart is drawn again when estimates firm up. */
  exact: number;
  /** Known and exact together ("25/21"): the view draws the chart again when it changes. */
  key: string;
  /** What a tap on the title says: what the pale bars are, while some are drawn; else null. */
  note: string | null;
  /** The line under the chart where it and the score disagree at the move shown (chartAside), else null. */
  aside: string | null;
}

/** Every title the chart may carry as the review fills in: its layout keeps room for the tallest. */
export const REVIEW_CHART_TITLES: readonly string[] = [
  REVIEW_NUMBER_WORDS.chartTitle,
  REVIEW_NUMBER_WORDS.chartTitleEstimates,
];

export function reviewChart(
  review: GameReview,
  player: 0 | 1,
  ply: number,
  names: readonly [string, string],
): ReviewChart {
  const forecast = review.steadyForecasts().map((m) => (m === undefined ? null : Math.round(m)));
  const estimated = forecast.map((_, at) => review.estimated(at));
  const known = forecast.filter((m) => m !== null).length;
  const exact = estimated.filter((e) => !e).length;
  return {
    player,
    title: estimated.some(Boolean) ? REVIEW_NUMBER_WORDS.chartTitleEstimates : REVIEW_NUMBER_WORDS.chartTitle,
    estimated,
    forecast: forecast.map((m): [number, number] =>
      m === null ? [0, 0] : [Math.max(0, m), Math.max(0, -m)],
    ),
    known,
    exact,
    key: `${known}/${exact}`,
    note: estimated.some(Boolean) ? REVIEW_NUMBER_WORDS.paleBars : null,
    aside: chartAside(review, ply, names),
  };
}

/**
 * Why the chart and the score disagree after `ply` moves, where they do: one side leads on points
 * while best play from there ends level or with the other side winning (late moves score the
 * most). Null where the score is level, the two agree, or that move is not reviewed yet.
 */
export function chartAside(review: GameReview, ply: number, names: readonly [string, string]): string | null {
  const value = review.steadyForecasts()[ply];
  const [one, two] = review.scores[ply] ?? [0, 0];
  const lead = one - two;
  if (value === undefined || lead === 0) return null;
  const best = Math.round(value);
  if (Math.sign(best) === Math.sign(lead)) return null;
  const winner = best === 0 ? null : names[best > 0 ? 0 : 1];
  return chartAsideWords(
    names[lead > 0 ? 0 : 1],
    Math.abs(lead),
    winner,
    Math.abs(best),
    review.estimated(ply),
  );
}
