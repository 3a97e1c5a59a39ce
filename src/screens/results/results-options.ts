// What the results screen is opened with: the finished match, the settings Swap who starts changes,
// the help taken, the kept games and the clock; results-model.ts reads them.

import type { HelpTaken } from '../../words/help-taken-words.ts';
import type { MatchResult } from '../../game/events.ts';
import type { People } from '../../game/people.ts';
import type { Mode } from '../../game/players.ts';
import type { KeptGame } from '../../game/game-history.ts';
import type { LadderStep } from '../history/ladder.ts';
import type { ResultsTab } from './results-action.ts';
import type * as bar from './forecast-after-turn.ts';

/** The settings Swap who starts changes: who moves first, against an opponent or between two people. */
export interface StartingSettings {
  mode: Mode;
  first: 'you' | 'opponent';
  people: People;
}

export interface ResultsOptions {
  result: MatchResult;
  /** The remembered settings (two people's names, who starts); Swap who starts changes and saves them. */
  settings?: StartingSettings;
  saveSettings?: () => void;
  /** The person played a move the coach pointed them at in this game (a hint looked at and not followed is not). */
  usedHelp: boolean;
  /** How many of the person's moves they played as a hint or Best moves pointed, where known; `lookedAt`: how many they looked at help for and played another move. */
  helpedMoves?: number;
  lookedAt?: number;
  /** The same by kind, for words that name it ("With 1 hint", "With Best moves"), where known. */
  taken?: HelpTaken;
  /** The game was started from the builder: leaving goes back there first. */
  fromBuilder: boolean;
  /** The `custom:` id of a built board not saved yet, offered to keep; else null. */
  unsavedBoard: string | null;
  /** The page can hand a link to the device's share sheet (else the link is copied). */
  canShareSheet: boolean;
  /** Closed as the model is made (a resize keeps it). */
  peeking?: boolean;
  /** The player asks for less motion: the ending is short and still. */
  reducedMotion?: boolean;
  /** The games kept on the device (this one among them once kept): what it earned on the ladder and in the record. */
  kept?: readonly KeptGame[];
  /** The wall clock as the results open (ms since 1970): the day of a game that could not be kept. */
  openedAt?: number;
  /** The ladder's steps (tests give their own; the game's LADDER by default). */
  ladderSteps?: readonly LadderStep[];
  /** The tab shown as the model is made (a resize keeps it). */
  tab?: ResultsTab;
  /** The events' clock (a tap's own time is on it): when the results were first seen. */
  clock?: { now(): number };
  /** How long after the results are first seen a tap begun is theirs (READ_MS; 0 at the tests' speed or on a redraw). */
  readMs?: number;
  /** The forecast in the person's games: on or not, the game told a lead turned (lead-turned.ts), and how to tell. */
  forecast?: bar.ResultsForecast;
}
