// Starting a new game where the game in progress is out of sight (the menu's Play, the builder's
// Play): it is asked first whether to replace that game, which Resume would otherwise bring back.

import type Phaser from 'phaser';
import { replaceQuestion, type ReplaceQuestion } from '../game/replacing-game.ts';
import type { SavedMatch } from '../game/saved-match.ts';
import { confirmDialog } from '../ui/confirm.ts';
import { metrics } from '../ui/screen.ts';

/** Runs `start` at once, or after "New game" when it would replace `saved`; "Keep it" starts nothing. */
export function startOver(scene: Phaser.Scene, saved: SavedMatch | null, start: () => void): void {
  askReplace(scene, replaceQuestion(saved), start);
}

/** Runs `start` at once where nothing is asked, else after "New game"; "Keep it" starts nothing. */
export function askReplace(scene: Phaser.Scene, ask: ReplaceQuestion | null, start: () => void): void {
  if (!ask) {
    start();
    return;
  }
  confirmDialog(scene, metrics(scene).u, {
    question: ask.question,
    detail: ask.detail,
    yes: ask.yes ?? 'New game',
    no: ask.no ?? 'Keep it',
    focusNo: ask.focusNo,
    onYes: start,
  });
}
