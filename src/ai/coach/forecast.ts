// The forecast: the final margin with best play from a position, from player 1's side. Exact
// where the opening book or the solver reaches (position-value.ts), elsewhere the expert's
// estimate, said as one. The board's bar and words, the review and the benchmark all read this.

import type { Position } from '../../engine/index.ts';
import { PositionValuer } from './position-value.ts';

export interface Forecast {
  /** Player 1's final score less player 2's, with best play from here. */
  margin: number;
  /** From the book or the solver (true), or the expert's estimate (false). */
  exact: boolean;
}

/** Positions the expert searches for an estimated forecast: about 40 ms in a browser's worker. */
export const FORECAST_NODES = 60_000;

/** The forecast of `position`; `valuer` keeps its tables from one position to the next. */
export function forecastOf(position: Position, valuer: PositionValuer): Forecast {
  const value = valuer.valueOf(position);
  const sign = position.isOver() || position.turn() === 1 ? 1 : -1;
  return { margin: position.scoreDifference() + sign * value.rest, exact: value.exact };
}

/** A valuer for forecasts at `nodes` per estimate. */
export function forecastValuer(nodes = FORECAST_NODES): PositionValuer {
  return new PositionValuer(nodes);
}
