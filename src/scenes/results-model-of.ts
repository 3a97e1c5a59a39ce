// The results' model for a run of the results scene (screens/results/results-model.ts): its ports
// on the services (the settings, the save, the kept games, the clock) and what this run was asked.

import type { Match } from '../game/match.ts';
import { loadHistory } from '../game/game-history.ts';
import { forecastOn, setForecast } from '../game/forecast-setting.ts';
import { helpOf } from '../screens/game/help-gate.ts';
import { keptGame } from '../screens/game/game-keep.ts';
import { READ_MS, ResultsModel, type ResultsTab } from '../screens/results/results-model.ts';
import { reducedMotion } from '../ui/motion.ts';
import { canShareSheet } from '../ui/share.ts';
import { eventClock } from '../ui/tap-began.ts';
import { unsavedBoard } from './results-save-board.ts';
import { saveCurrentSettings, type Services } from './services.ts';

/** The model of the finished `match`'s results; `first`: their first showing (a redraw was in sight already). */
export function resultsModelOf(
  s: Services,
  match: Match,
  data: { peeking?: boolean; tab?: ResultsTab } | undefined,
  first: boolean,
): ResultsModel {
  return new ResultsModel({
    result: match.result!,
    settings: s.settings,
    saveSettings: () => saveCurrentSettings(s),
    ...helpOf(match),
    fromBuilder: s.fromBuilder === true,
    unsavedBoard: unsavedBoard(s, match.setup.rules),
    canShareSheet: canShareSheet(),
    peeking: data?.peeking ?? false,
    reducedMotion: reducedMotion(),
    kept: loadHistory(s.store),
    openedAt: Date.now(),
    tab: data?.tab,
    clock: { now: eventClock },
    // A redraw (a resize, a tab) was in sight already; at the tests' speed there are no pauses.
    readMs: first ? READ_MS * (s.pauses ?? 1) : 0,
    forecast: {
      on: forecastOn(s.settings, 'solo'),
      told: s.settings.leadTurnedTold,
      tell: (record) => {
        s.settings.leadTurnedTold = record;
        saveCurrentSettings(s);
      },
      chosen: s.settings.forecast.solo !== undefined,
      shownInGame: keptGame(s).forecastMatch === match,
      set: (on) => {
        setForecast(s.settings, 'solo', on);
        saveCurrentSettings(s);
      },
    },
  });
}
