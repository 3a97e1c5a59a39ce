// Whether the forecast of the final margin shows: the player's own choice per mode where they made
// one, else off in a game they play (the game is theirs to judge) and on when watching two
// opponents. The review always shows it.

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
  return mode === 'watch' ? 'Best-play forecast when watching' : 'Best-play forecast in your games';
}
