// The forecast's one question (game/forecast-offer.ts) asked over a scene: at the guided game's end
// as the person leaves it, and at a first real game where the guide was declined. One tap answers
// it; the answer is kept in the settings at once, so a reload never asks again.

import type Phaser from 'phaser';
import { answerForecastOffer, forecastOfferDue } from '../game/forecast-offer.ts';
import { confirmDialog } from '../ui/confirm.ts';
import { FORECAST_OFFER } from '../words/forecast-offer-words.ts';
import { saveCurrentSettings, type Services } from './services.ts';

/** Asks where the question is still due, then `after(shown)`; where it is not, `after` at once. */
export function askForecastOffer(
  scene: Phaser.Scene,
  services: Services,
  u: number,
  after: (shown: boolean) => void,
): void {
  if (!forecastOfferDue(services.settings)) {
    after(false);
    return;
  }
  const answer = (show: boolean) => {
    answerForecastOffer(services.settings, show);
    saveCurrentSettings(services);
    if (scene.sys.isActive()) after(show);
  };
  // Kept: a layout again under it (a turned phone) is no answer; the scene asks again.
  confirmDialog(scene, u, {
    ...FORECAST_OFFER,
    onYes: () => answer(true),
    onNo: () => answer(false),
    kept: true,
    choice: true,
  });
}
