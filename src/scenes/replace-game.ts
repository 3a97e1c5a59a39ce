// Starting a new game where the game in progress is out of sight (the menu's Play, the builder's
// Play): it is asked first whether to replace that game, which Resume would otherwise bring back.

import { replaceQuestion, type ReplaceQuestion } from '../game/replacing-game.ts';
import type { SavedMatch } from '../game/saved-match.ts';
import type { Dialogs } from '../ui/dialog-port.ts';

/** Runs `start` at once, or after "New game" when it would replace `saved`; "Keep it" starts nothing. */
export function startOver(dialogs: Dialogs, saved: SavedMatch | null, start: () => void): void {
  askReplace(dialogs, replaceQuestion(saved), start);
}

/**
 * Runs `start` at once where nothing is asked, else after "New game"; "Keep it" starts nothing.
 * With `keptUntil`, the question stays open when its scene ends under it (a resize asks again) and
 * `keptUntil` is called once it is answered either way.
 */
export function askReplace(
  dialogs: Dialogs,
  ask: ReplaceQuestion | null,
  start: () => void,
  keptUntil?: () => void,
): void {
  if (!ask) {
    start();
    return;
  }
  dialogs.confirm({
    question: ask.question,
    detail: ask.detail,
    yes: ask.yes ?? 'New game',
    no: ask.no ?? 'Keep it',
    focusNo: ask.focusNo,
    ...(keptUntil ? { kept: true, onNo: keptUntil } : {}),
    onYes: () => {
      keptUntil?.();
      start();
    },
  });
}
