// What a press on the results does, once the model has said which action (results-model.ts): a new
// game, the review (at where it turned), the forecast turned on for the person's games, a share, a
// board kept, More's sheet, leaving, or the finished board looked at. The scene (results.ts) lays the results out; this carries out their taps.

import type Phaser from 'phaser';
import type { ResultsAction, ResultsModel } from '../screens/results/results-model.ts';
import { dialogsOver } from '../ui/dialogs-phaser.ts';
import { saveBoardOf } from './results-save-board.ts';
import { leaveForMenu, shareMatch } from './match-actions.ts';
import { newMatch, saveCurrentSettings, type Services } from './services.ts';
import { routeFrom } from './scene-switch.ts';
import { SCENES } from './keys.ts';
import { HistoryScreen } from '../screens/history/history-screen.ts';
import { climbIfStep } from './ladder-climb.ts';
import { setForecast } from '../game/forecast-setting.ts';

/** What carrying out a press needs of the results scene. */
export interface ResultsActs {
  scene: Phaser.Scene;
  services: Services;
  model: ResultsModel;
  openMore(): void;
  /** Shows the results, or puts them aside to show the finished board. */
  show(aside: boolean): void;
}

/** Your games from the results, on its Games tab, this game first: the finished match closes with the board. */
function openGames(s: Services, scene: Phaser.Scene): void {
  const games = (s.history ??= new HistoryScreen());
  games.show('games');
  // Chosen in the list: its Review, Replay and Share in sight at once.
  games.chosen = s.match?.result?.kept ?? null;
  s.match?.dispose();
  s.match = null;
  routeFrom(scene).fromResults(SCENES.history);
}

/** Does what a press asked. */
export function actOnResults(r: ResultsActs, action: ResultsAction): void {
  const s = r.services;
  switch (action.kind) {
    case 'play':
      // The review started for how the person played (results-played.ts) stops with this game.
      s.review?.review.leave();
      climbIfStep(s, action.setup);
      newMatch(s, action.setup);
      routeFrom(r.scene).fromResults(SCENES.board);
      return;
    case 'review':
      // The review (its Results button comes back here); "Review game": at its key moment, where
      // the review offers "Retry from here".
      routeFrom(r.scene).fromResults(SCENES.review, { atKey: action.atKey });
      return;
    case 'forecast-on':
    case 'forecast-off':
      setForecast(s.settings, 'solo', action.kind === 'forecast-on');
      saveCurrentSettings(s);
      routeFrom(r.scene).again({ peeking: false, tab: action.tab });
      return;
    case 'share':
      // Copies a link that opens this finished game (or shows it, without a clipboard).
      void shareMatch(s);
      return;
    case 'save-board':
      // Its tile in More says "Saved" from now on, and takes no more taps.
      saveBoardOf(dialogsOver(r.scene), s, action.board, () => r.model.boardSaved());
      return;
    case 'more':
      return r.openMore();
    case 'leave':
      s.review?.review.leave();
      if (action.to === 'history') return openGames(s, r.scene);
      leaveForMenu(s, routeFrom(r.scene), action.to === 'builder');
      return;
    case 'peek':
      r.show(action.aside);
      return;
    case 'tab':
      routeFrom(r.scene).again({ peeking: false, tab: action.tab });
      return;
    case 'none':
      return;
  }
}
