// What the game board screen keeps across its restarts (a resize, a turned phone): the services
// hold one, so nothing of it lives in a module.

import { CoachKeep } from './coach-model.ts';
import type { ForecastResult } from '../../ai/coach/client.ts';
import { LeadWarningKeep } from './lead-warning.ts';

export class GameKeep {
  /** The coach: the overlay's match, what the screen readers heard, the coach's client. */
  readonly coach = new CoachKeep();
  /** The forecast's own client (a worker of its own), made on the first board that shows it. */
  forecastClient: { forecast(record: string): Promise<ForecastResult> } | null = null;
  /** The warning that a lead may not last: the game it was said in, whether it is in sight. */
  readonly leadWarning = new LeadWarningKeep();
  /** The match whose forecast the person asked to see (the lead warning's way): that game only, the setting untouched. */
  forecastMatch: object | null = null;
  /**
   * The first triangle game's picture of its neighbours: the match it is in sight for, not yet closed
   * (a resize draws the board again, and the picture with it), and where its card stands while shown.
   */
  readonly neighboursPicture: NeighboursPictureKeep = { match: null, bounds: () => null, close: () => {} };
  /** The result whose entrance the results played (screens/results/results-entrance.ts): once a game. */
  resultsEntered: object | null = null;
  /** The result whose whole sheet the player opened from the short one (screens/results/short-sheet.ts): it stays whole. */
  resultsWhole: object | null = null;
  /** Whether this visit has had its first aim, whose notice says why these squares take two taps (the board's and the puzzle's). */
  readonly firstAim: FirstAim = { told: false };
}

/** The triangle neighbours picture's match and card (scenes/rules-help.ts). */
export interface NeighboursPictureKeep {
  match: object | null;
  bounds: () => { x: number; y: number; width: number; height: number } | null;
  /** Takes the card away (the coach's words that cannot stand clear of it). */
  close: () => void;
}

/** Whether the first aim's notice was told: once per visit, kept by the services (ui/aim.ts). */
export interface FirstAim {
  told: boolean;
}

/** The game board screen's kept state of whatever keeps it (the services), made on first use. */
export function keptGame(holder: { game?: GameKeep }): GameKeep {
  return (holder.game ??= new GameKeep());
}
