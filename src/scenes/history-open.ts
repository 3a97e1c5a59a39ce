// What the History screen's actions open outside it: a kept game reviewed (or retried from its
// costliest move, once its review has found it), a link to it handed on, and the file of
// everything saved or opened. The game in progress, kept for Resume, is left as it was.

import { replayRecord } from '../engine/index.ts';
import { keepSavedMatch } from '../game/saved-match.ts';
import { rememberHelp } from '../screens/game/help-gate.ts';
import type { HistoryModel } from '../screens/history/history-model.ts';
import { keptGameLink, type GameToOpen } from '../screens/history/history-screen.ts';
import { HISTORY_WORDS } from '../screens/history/history-words.ts';
import { showNotice } from '../ui/notice.ts';
import { handOnLink } from '../ui/share.ts';
import { pickTextFile, saveTextFile } from '../ui/text-file.ts';
import { SCENES } from './keys.ts';
import { newMatch, type Services } from './services.ts';
import type { Route } from '../screens/route/route.ts';

/** Opens a kept game, finished, as the match the review reads; `retryWorst` retries its costliest move once reviewed. */
export function reviewKeptGame(route: Route, s: Services, game: GameToOpen, retryWorst: boolean): void {
  // Opening a finished game writes it as the save: the game in progress is put back after it.
  const putBack = keepSavedMatch(s.store);
  const moves = replayRecord([game.setup.rules, ...game.moves].join(' ')).moves();
  // Kept: its review opens again from Your games, so leaving it asks nothing.
  const match = newMatch(s, game.setup, moves, false, game.id);
  match.start();
  // Its help is the kept game's: the review says which moves a hint or Best moves showed.
  rememberHelp(match, game.helped);
  putBack();
  s.fromBuilder = false;
  route.open(SCENES.review, { retryWorst, from: SCENES.history });
}

/** Hands on a link that opens the kept game at its last move. */
export async function shareKeptGame(
  s: Services,
  game: GameToOpen,
  title: string,
  copied: string,
): Promise<void> {
  const link = keptGameLink(location.href, game);
  s.lastShared = link;
  await handOnLink({ link, title, copied });
}

/** Saves the file of everything, and says so. */
export function exportEverythingFile(model: HistoryModel): void {
  const file = model.exportFile();
  saveTextFile(file.name, file.text);
  showNotice(HISTORY_WORDS.exported);
}

/** Asks for a file and merges it; `done` runs once it is taken, to draw the screen again. */
export async function importEverythingFile(model: HistoryModel, done: () => void): Promise<void> {
  const text = await pickTextFile();
  if (text === null) {
    showNotice(HISTORY_WORDS.unreadableFile);
    return;
  }
  if (model.importFile(text)) done();
}
