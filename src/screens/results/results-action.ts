// What a press on the results asks their view to do (results-model.ts decides it), and the results' tabs.

import type { MatchSetup } from '../../game/match.ts';

/** The results open on the result; the charts and the record are one tap away. */
export type ResultsTab = 'result' | 'details';

/** What a press asks the view to do. */
export type ResultsAction =
  | { kind: 'play'; setup: MatchSetup }
  /** `atKey`: "Review game", the review at its key moment (screens/review/key-moment.ts). */
  | { kind: 'review'; atKey?: boolean }
  | { kind: 'share' }
  /** "Always show the forecast": the setting on for the person's games, the results drawn again saying so. */
  | { kind: 'forecast-on'; tab: ResultsTab }
  /** The small control again: the bar off for the person's games, as Settings turns it off. */
  | { kind: 'forecast-off'; tab: ResultsTab }
  | { kind: 'save-board'; board: string }
  /** Out of the results: the menu, the builder, or Your games (this game first there). */
  | { kind: 'leave'; to: 'menu' | 'builder' | 'history' }
  | { kind: 'peek'; aside: boolean }
  | { kind: 'tab'; tab: ResultsTab }
  /** More: the sheet of the rest opens (the snapshot's `more`). */
  | { kind: 'more' }
  | { kind: 'none' };
