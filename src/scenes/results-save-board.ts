// The results' offer to keep the board of a game played on a built board not saved yet, by the
// builder's own save flow (a name with a default, then Save).

import { parseRules } from '../engine/index.ts';
import { gridFromId } from '../game/board-builder.ts';
import { loadBoards } from '../game/saved-boards.ts';
import { boardKeeping } from './builder-keeping.ts';
import type { Services } from './services.ts';
import type { Dialogs } from '../ui/dialog-port.ts';

/** The `custom:` id of the game's board when it is a built board not saved yet, else null. */
export function unsavedBoard(s: Services, rules: string): string | null {
  const layout = parseRules(rules).layout;
  if (layout.kind !== 'custom') return null;
  return loadBoards(s.store).some((b) => b.id === layout.id) ? null : layout.id;
}

/** Asks for the board's name and saves it; `saved` runs once it is kept. */
export function saveBoardOf(dialogs: Dialogs, s: Services, id: string, saved: () => void): void {
  const read = gridFromId(id);
  if (!('grid' in read)) return;
  boardKeeping(dialogs, s, { grid: () => read.grid, load: () => {}, open: () => {} }).save(saved);
}
