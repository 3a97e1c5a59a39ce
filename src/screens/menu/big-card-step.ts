// The big card's ladder words, decided without Phaser from the settings and the kept games: the step
// its Play starts ("Ladder step 4 of 14", "Play step 4"), the step a game left unfinished is on, or
// "Your chosen game" where Play is the player's own game and the ladder still has a step to offer.

import type { KeptGame } from '../../game/game-history.ts';
import type { SavedMatch } from '../../game/saved-match.ts';
import type { Settings } from '../../game/settings.ts';
import { bigPlayStepWords, ladderStepWords, OWN_GAME_WORDS } from '../../words/ladder-follow-words.ts';
import { ladder, LADDER } from '../history/ladder.ts';
import { playIsNextStep, savedGameStep } from './ladder-follow.ts';

/** The ladder's step the big Play starts, by its number from 1, or null where Play is another game. */
export function playStepNumber(settings: Settings, kept: readonly KeptGame[]): number | null {
  const step = playIsNextStep(settings, kept);
  return step ? LADDER.findIndex((s) => s.id === step.id) + 1 : null;
}

/** "Ladder step 2 of 14" where Play starts the ladder's next step, else null. */
export function playStepLine(settings: Settings, kept: readonly KeptGame[]): string | null {
  const n = playStepNumber(settings, kept);
  return n === null ? null : ladderStepWords(n, LADDER.length);
}

/** The big button: "Play step 4" where it carries on the climb past the first step, else "Play". */
export function playWords(settings: Settings, kept: readonly KeptGame[]): 'Play' | `Play step ${number}` {
  const n = playStepNumber(settings, kept);
  return n !== null && n > 1 ? bigPlayStepWords(n) : 'Play';
}

/** "Ladder step 4 of 14" where the game left unfinished is on a ladder step: resumed, it still counts for it. */
export function savedStepLine(saved: SavedMatch, kept: readonly KeptGame[]): string | null {
  const n = savedGameStep(saved.setup, kept);
  return n === null ? null : ladderStepWords(n, LADDER.length);
}

/**
 * "Your chosen game" where one person plays the computer, Play is not the ladder's step and the
 * ladder still has one to offer (two people's game is no ladder's: the names take the room).
 */
export function ownGameLine(settings: Settings, kept: readonly KeptGame[]): string | null {
  if (settings.mode !== 'solo') return null;
  return ladder(kept).next ? OWN_GAME_WORDS : null;
}
