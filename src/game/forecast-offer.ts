// The one question that lets a new player choose, before a lead has turned on them, whether the
// forecast bar shows in their games against the computer. Issue 28 keeps it off by default there;
// it turned on only after a first lost lead on each device, and a first defeat felt like a
// rug-pull. Asked once (at the guided game's end, or at a first real game where the guide was
// declined), remembered in the settings; Settings changes it later.

import { setForecast } from './forecast-setting.ts';
import type { Mode } from './players.ts';
import type { Settings } from './settings.ts';

type OfferSettings = Pick<Settings, 'forecast' | 'forecastAsked'>;

/** Whether the question is still to ask: never asked, and the player never set the forecast for their games. */
export function forecastOfferDue(settings: OfferSettings): boolean {
  return !settings.forecastAsked && settings.forecast.solo === undefined;
}

/** A game's start as the offer reads it. */
export interface OfferGame {
  mode: Mode;
  /** The person declined the guided game ("I know how to play"): the guide's end never asked. */
  guideDeclined: boolean;
  /** Games the person has finished and kept: none, a first real game. */
  gamesKept: number;
  /** Moves made: asked before the first, not in a game resumed. */
  ply: number;
}

/** Whether a game's start asks: a new player's first real game against the computer, the guide declined. */
export function forecastOfferAtGame(settings: OfferSettings, game: OfferGame): boolean {
  return (
    forecastOfferDue(settings) &&
    game.mode === 'solo' &&
    game.guideDeclined &&
    game.gamesKept === 0 &&
    game.ply === 0
  );
}

/**
 * The answer is the setting: "Show it" turns the forecast on for the person's games (the Settings
 * screen's switch, the warning's "Show the forecast ›"); "Let me judge" keeps it off as it was, the
 * warning still free to speak when a lead is not what it seems. Either way it is not asked again.
 */
export function answerForecastOffer(settings: OfferSettings, show: boolean): void {
  settings.forecastAsked = true;
  if (show) setForecast(settings, 'solo', true);
}
