// The forecast at the board, drawn: the model (screens/game/forecast-model.ts) asks the coach's
// worker after every change, the bar (ui/forecast-bar.ts) draws it in the strip the layout gives.
// Its own coach client, kept by the services across the board's restarts.

import type Phaser from 'phaser';
import { CoachClient, type CoachWorkerLike } from '../ai/coach/client.ts';
import { createAgentWorker } from '../ai/browser-worker.ts';
import type { MatchEvent } from '../game/events.ts';
import type { Match } from '../game/match.ts';
import { forecastOn } from '../game/forecast-setting.ts';
import type { Mode } from '../game/players.ts';
import { ForecastBar, type BarRect } from '../ui/forecast-bar.ts';
import type { PaletteName } from '../ui/palette.ts';
import { pixelRatio } from '../ui/screen.ts';
import { HUD_LEAST_CSS } from '../ui/hud-column.ts';
import { ForecastModel } from '../screens/game/forecast-model.ts';
import { leadWarningAllowed } from '../screens/game/lead-warning.ts';
import type { Settings } from '../game/settings.ts';
import { keptGame, type GameKeep } from '../screens/game/game-keep.ts';

/** What the forecast needs of the services: the settings and the board screen's kept state. */
type ForecastServices = { settings: Settings; game?: GameKeep };

/** The strip the forecast takes, in CSS px: the bar and a line of words under it. */
export const FORECAST_STRIP_CSS_PX = 34;

/** Whether this match's board shows the forecast: the setting for its mode, or asked for in this game. */
export function forecastShown(services: ForecastServices, mode: Mode, match: object): boolean {
  return forecastOn(services.settings, mode) || keptGame(services).forecastMatch === match;
}

/** The forecast's own coach client (a worker of its own), kept by the services across the board's restarts. */
export function forecastClient(services: ForecastServices): NonNullable<GameKeep['forecastClient']> {
  const keep = keptGame(services);
  return (keep.forecastClient ??= new CoachClient(() => createAgentWorker() as unknown as CoachWorkerLike));
}

/** The strip's height in game pixels. */
export function forecastStrip(): number {
  return FORECAST_STRIP_CSS_PX * pixelRatio();
}

/** The forecast's height in the HUD's column, in CSS px: the bar and three lines of words wrapped to the column. */
export const FORECAST_COLUMN_CSS_PX = 8 + 3 + 3 * 1.25 * HUD_LEAST_CSS;

/**
 * The forecast's room in game pixels over the board (none on a phone on its side) and in the HUD's
 * column, and whether it shows. In a game where it may come mid-game (the lead warning's tap turns
 * it on) the layout keeps its room, shown or not, wherever that costs nothing else: the board must
 * not move under a finger for it (board-screen-areas.ts). Elsewhere only while it shows.
 */
export function forecastStrips(
  services: ForecastServices,
  mode: Mode,
  match: object,
  side: boolean,
): { strip: number; columnStrip: number; forecastShown: boolean } {
  const dpr = pixelRatio();
  const shown = forecastShown(services, mode, match);
  const kept = shown || leadWarningAllowed(services.settings, mode);
  return {
    strip: kept && !side ? FORECAST_STRIP_CSS_PX * dpr : 0,
    columnStrip: kept ? FORECAST_COLUMN_CSS_PX * dpr : 0,
    forecastShown: shown,
  };
}

/** The forecast's bar in the strip the layout gave it (board-screen-areas.ts): no wider than a phone's width, centred over the board on a wide screen. */
export function forecastPlace(strip: BarRect): BarRect {
  const width = Math.min(strip.width, 420 * pixelRatio());
  return { x: strip.x + (strip.width - width) / 2, y: strip.y, width, height: strip.height };
}

export class BoardForecast {
  readonly model: ForecastModel;
  private readonly bar: ForecastBar;

  constructor(
    services: ForecastServices,
    scene: Phaser.Scene,
    match: Match,
    rect: BarRect,
    o: {
      palettes: [PaletteName, PaletteName];
      names: [string, string];
      viewer: 0 | 1 | null;
      mode: Mode;
      /** In the HUD's column: the words wrap to its width. */
      inColumn?: boolean;
    },
  ) {
    const client = forecastClient(services);
    this.bar = new ForecastBar(scene, rect, o.palettes, o.inColumn);
    this.model = new ForecastModel({
      match,
      ask: (record) => client.forecast(record),
      // A screen with no room for it (a phone on its side whose column is full) gives the strip
      // no height: nothing is drawn there, or the words would stand over the board's frame.
      shown: forecastShown(services, o.mode, match) && rect.height > 0,
      names: o.names,
      viewer: o.viewer,
      draw: (snapshot) => {
        if (scene.sys.isActive()) this.bar.draw(snapshot);
      },
    });
    this.bar.draw(this.model.snapshot());
    scene.events.once('shutdown', () => this.model.stop());
    this.model.refresh();
  }

  onMatchEvent(e: MatchEvent): void {
    this.model.onMatchEvent(e);
  }

  /** The bar and its words on screen, in game pixels, or null when off. */
  bounds(): BarRect | null {
    return this.bar.bounds();
  }

  barBounds(): BarRect {
    return this.bar.barBounds();
  }

  shownWords(): string {
    return this.bar.shownWords();
  }
}
