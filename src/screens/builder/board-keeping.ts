// The builder's keeping, without Phaser: what Save, Rename, Delete and Paste ask, and what each
// answer keeps and tells (in a notice, for how long). The scene's dialogs ask and show; this
// decides. The results' "Save this board" asks the same way.

import { gridFromId, problemOf, readPasted, type BoardGrid } from '../../game/board-builder.ts';
import { builtIdOf } from '../../game/builder-stems.ts';
import {
  defaultBoardName,
  deleteBoard,
  loadBoards,
  renameBoard,
  saveBoard,
  tidyName,
  type SavedBoard,
} from '../../game/saved-boards.ts';
import type { Store } from '../../game/storage.ts';

/** A notice's words and how long it stays, in ms. */
export interface Told {
  words: string;
  ms: number;
}

/** A question for a line of text: its caption, the text filled in, its OK button. */
export interface TextQuestion {
  caption: string;
  value: string;
  okLabel: string;
  multiline?: boolean;
}

const told = (result: { error: string } | object, done: string): Told => ({
  words: 'error' in result ? (result as { error: string }).error : done,
  ms: 4000,
});

/** What Save asks (a name, a default filled in), or why this board cannot be saved. */
export function saveQuestion(
  store: Store,
  grid: BoardGrid,
): { question: TextQuestion; id: string } | { told: Told } {
  const problem = problemOf(grid);
  if (problem) return { told: { words: problem, ms: 5000 } };
  const id = builtIdOf(grid);
  const boards = loadBoards(store);
  const same = boards.find((b) => b.id === id);
  return {
    question: {
      caption: 'Save this board as',
      value: same?.name ?? defaultBoardName(boards),
      okLabel: 'Save',
    },
    id,
  };
}

/**
 * Saves the board under the name given and says so, or why not; a name another board has is not
 * written over unless `replace`: the question to ask comes back instead.
 */
export function saveAs(
  store: Store,
  id: string,
  name: string,
  replace = false,
): { told: Told; saved: boolean } | { taken: { question: string; detail: string } } {
  const result = saveBoard(store, name, id, { replace });
  if ('exists' in result) return { taken: { question: result.question, detail: result.detail } };
  return { told: told(result, `Saved "${keptName(name)}".`), saved: !('error' in result) };
}

/** The name as the list keeps it (hidden characters gone), so the notice tells what was kept. */
function keptName(name: string): string {
  const tidy = tidyName(name);
  return 'name' in tidy ? tidy.name : name.trim();
}

export function renameQuestion(saved: SavedBoard): TextQuestion {
  return { caption: `Rename "${saved.name}" to`, value: saved.name, okLabel: 'Rename' };
}

export function renameAs(store: Store, saved: SavedBoard, name: string): Told {
  return told(renameBoard(store, saved.name, name), `Renamed to "${keptName(name)}".`);
}

/** Delete shows the board's id, so a copy can still be kept. */
export function deleteQuestion(saved: SavedBoard): TextQuestion {
  return { caption: `Delete "${saved.name}"? Its id, to keep a copy:`, value: saved.id, okLabel: 'Delete' };
}

export function deleteSaved(store: Store, saved: SavedBoard): Told {
  return told(deleteBoard(store, saved.name), `Deleted "${saved.name}".`);
}

/** The grid of a saved board to open (null for one no longer readable). */
export function savedGrid(saved: SavedBoard): BoardGrid | null {
  const read = gridFromId(saved.id);
  return 'grid' in read ? read.grid : null;
}

export const PASTE_QUESTION: TextQuestion = {
  caption: 'Paste a board id (custom:5x5:fc6b1f8) or rows of # and .',
  value: '',
  multiline: true,
  okLabel: 'Load',
};

/** A pasted id or rows of # and .: the board to load, or what is wrong with it (a long notice). */
export function pasted(text: string, gravity: boolean): { grid: BoardGrid } | { told: Told } {
  const read = readPasted(text, gravity);
  return 'error' in read ? { told: { words: read.error, ms: 8000 } } : read;
}

/** The builder's question asked again after a resize, with what was typed in it. */
export type KeptBuilderQuestion =
  | { ask: 'save'; again: { id: string; typed?: string } }
  | { ask: 'paste'; typed: string }
  | { ask: 'rename'; board: SavedBoard; typed: string }
  | { ask: 'delete'; board: SavedBoard }
  | { ask: 'play' };

/** The question id a delete is kept under: it names the board, so the question comes back for it. */
export const deleteKey = (saved: SavedBoard): string => `delete:${saved.name}`;

/** The id of Play's question before it replaces the game in progress. */
export const PLAY_REPLACE_KEY = 'play-replace';

/** The question id a rename is kept under: it names the board, so the prompt comes back for it. */
export const renameKey = (saved: SavedBoard): string => `rename:${saved.name}`;

/**
 * Which question the builder asks again after a resize (kept-question.ts keeps its id and words):
 * the Save prompt and its "name taken" question, Paste with the text pasted so far, Rename or Delete
 * of a board still kept, Play's question over the game in progress. Null when none was open, or the
 * board being renamed or deleted is gone.
 */
export function keptBuilderQuestion(
  store: Store,
  open: { id: string; typed?: string } | null,
): KeptBuilderQuestion | null {
  if (open === null) return null;
  if (open.id.startsWith('save')) return { ask: 'save', again: open };
  if (open.id === 'paste') return { ask: 'paste', typed: open.typed ?? '' };
  if (open.id === PLAY_REPLACE_KEY) return { ask: 'play' };
  for (const kind of ['rename', 'delete'] as const) {
    if (!open.id.startsWith(`${kind}:`)) continue;
    const name = open.id.slice(kind.length + 1);
    const board = loadBoards(store).find((b) => b.name === name);
    if (!board) return null;
    return kind === 'rename'
      ? { ask: 'rename', board, typed: open.typed ?? board.name }
      : { ask: 'delete', board };
  }
  return null;
}
