// After the person's first loss where a clear lead turned (lead-turned.ts), the forecast bar turns
// on for their games by itself, and the results say so in one kind line: a lead on the board misled
// both reviewers in three losses, and an "Always show the forecast" button the size of Play again
// was a setting competing with the next game. Where the player turned the
// forecast off in Settings, their choice stands: the line says what the bar is and a small control
// offers it. Either way the small control turns it on or off, as Settings does.

import { FORECAST_IS, FORECAST_KEPT, FORECAST_SEEN } from '../../words/results-words.ts';

/** The forecast in the person's games, as the results are given it: on or not, the game told a lead turned (lead-turned.ts), how to tell, whether the player chose, and how to set it. */
export interface ResultsForecast extends ForecastFacts {
  told: string | null;
  tell(record: string): void;
  /** Turns it on or off for the person's games. */
  set?(on: boolean): void;
}

/** What the results hold of the forecast setting for the person's games. */
export interface ForecastFacts {
  /** On now (set before these results, or by them). */
  on: boolean;
  /** The player set it themselves (in Settings or with the results' control); unset, it follows the game. */
  chosen?: boolean;
  /** The bar showed during this game (the player opened it there): no news that one exists. */
  shownInGame?: boolean;
}

export interface ForecastAfterTurn {
  /** The bar is on for the person's next games, turned on now or before. */
  on: boolean;
  /** It turns on with these results (never chosen, and off). */
  turnsOn: boolean;
  /** The line under "that can turn". */
  line: string;
  /** The small control's words. */
  control: string;
}

/** The line said where the forecast bar is on for the person's games from now on. */
export const FORECAST_FROM_NOW = 'From now on a bar shows who is really ahead; Settings turns it off.';

/** What the results do about the forecast after a lead that turned (no forecast given: off, kept off). */
export function forecastAfterTurn(f: ForecastFacts | undefined): ForecastAfterTurn {
  const turnsOn = f !== undefined && !f.on && f.chosen !== true;
  const on = f?.on === true || turnsOn;
  return {
    on,
    turnsOn,
    // A player who opened the bar in this game saw it already: the line says it stays, not that it comes.
    line: f?.shownInGame ? (on ? FORECAST_KEPT : FORECAST_SEEN) : on ? FORECAST_FROM_NOW : FORECAST_IS,
    control: on ? 'Forecast bar: On' : 'Forecast bar: Off',
  };
}

/**
 * The results after a lead that turned are in sight (`record`, its game): said once a device, so
 * the device is told; the first time, the bar turns on for the person's games, as the line says.
 */
export function forecastTold(f: ResultsForecast | undefined, record: string): void {
  if (!f || f.told === record) return;
  f.tell(record);
  if (forecastAfterTurn(f).turnsOn) f.set?.(true);
}

/** What the small control does: the bar off where it is on for the person's games, else on. */
export function forecastSwitch(f: ForecastFacts | undefined): 'forecast-on' | 'forecast-off' {
  return forecastAfterTurn(f).on ? 'forecast-off' : 'forecast-on';
}
