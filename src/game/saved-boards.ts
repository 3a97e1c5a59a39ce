// The player's own boards, kept on the device with the settings: a list of names and `custom:`
// ids, with `/stem:SQUARES` after the id of a board with stem squares. Read entry by entry, so one broken entry (from an older build, or edited by hand) is
// dropped and the others are kept.

import { quoteInput, tryParseRules } from '../engine/index.ts';
import { isRecord, type SpoiltEntry, type Store } from './storage.ts';
import { tidyField } from './text-fields.ts';

export interface SavedBoard {
  name: string;
  id: string;
}

const KEY = 'boards';
export const MAX_NAME = 40;

/** A name as kept: tidied as every field is (tidyField, as a person's name), at most MAX_NAME characters; or what is wrong with it. */
export function tidyName(name: string): { name: string } | { error: string } {
  const tidy = tidyField(name);
  if (tidy === '') return { error: 'A board needs a name.' };
  if (Array.from(tidy).length > MAX_NAME) return { error: `A board's name is at most ${MAX_NAME} letters.` };
  return { name: tidy };
}

export function loadBoards(store: Store): SavedBoard[] {
  const saved: unknown[] = store.read(KEY, Array.isArray) ?? [];
  const boards: SavedBoard[] = [];
  const spoilt: SpoiltEntry[] = [];
  saved.forEach((entry, i) => {
    const board = readBoard(entry);
    if (!board) {
      const label =
        isRecord(entry) && typeof entry.name === 'string' ? quoteInput(entry.name, 30) : `board ${i + 1}`;
      spoilt.push({ label, value: entry });
    } else if (!boards.some((b) => b.name === board.name && b.id === board.id))
      boards.push({ ...board, name: freeName(boards, board.name) });
  });
  // A spoilt entry is left out by name, and the boards that read well are kept as they are.
  if (spoilt.length > 0)
    store.dropEntries(
      KEY,
      saved.filter((e) => !spoilt.some((s) => s.value === e)),
      spoilt,
    );
  return boards;
}

/**
 * A board's id as kept, canonical: a `custom:` layout id, perhaps with its stem squares (RULES.md
 * section 12); or what is wrong with it. The menu's other rules are no part of a board.
 */
export function boardIdOf(id: string): { id: string } | { error: string } {
  const read = tryParseRules(id);
  if ('error' in read) return read;
  const { rules } = read;
  if (rules.layout.kind !== 'custom') return { error: `${rules.layout.id} is not a board of your own` };
  if (rules.equalMoves || rules.scoring !== 'divisions' || rules.capture || rules.jumps)
    return { error: `${rules.id}: a board keeps its squares and stem squares only` };
  return { id: rules.id };
}

/**
 * `name`, or, when another board read before has it (two names kept apart only by characters a
 * name no longer keeps, or an entry edited by hand), `name (2)`, `name (3)`, …: both boards stay,
 * and the player can tell them apart. The same board kept twice under one name is kept once.
 */
function freeName(boards: readonly SavedBoard[], name: string): string {
  if (!boards.some((b) => b.name === name)) return name;
  for (let n = 2; ; n++) if (!boards.some((b) => b.name === `${name} (${n})`)) return `${name} (${n})`;
}

/** One kept board as the game wrote it, or null. */
function readBoard(entry: unknown): SavedBoard | null {
  if (!isRecord(entry) || typeof entry.name !== 'string' || typeof entry.id !== 'string') return null;
  const name = tidyName(entry.name);
  const read = boardIdOf(entry.id);
  if (!('name' in name) || !('id' in read)) return null;
  return { name: name.name, id: read.id };
}

type Result = { boards: SavedBoard[] } | { error: string };

function write(store: Store, boards: SavedBoard[]): Result {
  return store.write(KEY, boards)
    ? { boards }
    : { error: "The board could not be kept: this browser's storage is full or blocked." };
}

/** A name another board is kept under: the player is asked to replace it or choose another name. */
export interface NameTaken {
  exists: SavedBoard;
  question: string;
  detail: string;
}

/**
 * Saves a board under a name. Another board of that name is replaced only when `replace` is asked
 * (the player's answer to the NameTaken question); the same board under its own name is saved again.
 */
export function saveBoard(
  store: Store,
  name: string,
  id: string,
  o: { replace?: boolean } = {},
): Result | NameTaken {
  const tidy = tidyName(name);
  if ('error' in tidy) return tidy;
  const parsed = boardIdOf(id);
  if ('error' in parsed) return { error: `This board cannot be saved yet: ${parsed.error}` };
  const taken = loadBoards(store).find((b) => b.name === tidy.name && b.id !== parsed.id);
  if (taken && !o.replace) {
    return {
      exists: taken,
      question: `There is already a board called "${taken.name}".`,
      detail: 'Replace it with this one, or choose another name.',
    };
  }
  const boards = loadBoards(store).filter((b) => b.name !== tidy.name);
  return write(store, [...boards, { name: tidy.name, id: parsed.id }]);
}

export function renameBoard(store: Store, from: string, to: string): Result {
  const tidy = tidyName(to);
  if ('error' in tidy) return tidy;
  const boards = loadBoards(store);
  const board = boards.find((b) => b.name === from);
  if (!board) return { error: `There is no saved board called "${from}".` };
  if (tidy.name !== from && boards.some((b) => b.name === tidy.name))
    return { error: `There is already a board called "${tidy.name}".` };
  return write(
    store,
    boards.map((b) => (b === board ? { name: tidy.name, id: b.id } : b)),
  );
}

export function deleteBoard(store: Store, name: string): Result {
  return write(
    store,
    loadBoards(store).filter((b) => b.name !== name),
  );
}

/** The first of "Board 1", "Board 2", … not yet taken. */
export function defaultBoardName(boards: readonly SavedBoard[]): string {
  for (let n = 1; ; n++) if (!boards.some((b) => b.name === `Board ${n}`)) return `Board ${n}`;
}
