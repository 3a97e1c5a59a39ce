// Whether the forecast of the final margin shows: the player's own choice per mode where they made
// one, else off in a game they play (the game is theirs to judge) and on when watching two
// opponents. The review always shows it. And how the bar shows a forecast: player 1's share.

import type { Mode } from './players.ts';
import type { Settings } from './settings.ts';

export function defaultForecast(mode: Mode): boolean {
  return mode === 'watch';
}

export function forecastOn(settings: Pick<Settings, 'forecast'>, mode: Mode): boolean {
  return settings.forecast?.[mode] ?? defaultForecast(mode);
}

export function setForecast(settings: Pick<Settings, 'forecast'>, mode: Mode, on: boolean): void {
  settings.forecast = { ...settings.forecast, [mode]: on };
}

/** The setting's caption for a mode: whose games it is for. */
export function forecastCaption(mode: Mode): string {
  // The line under it says what a forecast is: the caption stays short enough for a tablet's column.
  return mode === 'watch' ? 'Forecast when watching' : 'Forecast';
}

/** Player 1's part of the forecast bar: a half when level, near all of it when far ahead for `squares` squares. */
export function forecastShare(margin: number, squares: number): number {
  const scale = Math.max(4, squares / 3);
  return 0.5 + 0.5 * Math.tanh(margin / scale);
}
