// One file holding everything the game keeps on a device (the kept games, the record's tally,
// the settings, the built boards, the puzzles, the adaptive skill), to carry it to another device
// or keep it safe. Reading a file never trusts it: each part is read by the same defensive readers
// as storage (through a scratch store), and merged into what is here without losing anything or
// adding a game twice. Why a file is refused is a reason code; the words are the screens'.

import { addGames, HISTORY_KEY, readHistory, type KeptGame } from './game-history.ts';
import { loadPuzzleHistory, type PuzzleHistory } from './puzzle-history.ts';
import { loadBoards, saveBoard, tidyName } from './saved-boards.ts';
import { loadSettings, saveSettings } from './settings.ts';
import { gamesPlayed, loadSkill } from './skill.ts';
import { loadStats, type Stats } from './stats.ts';
import { isRecord, MemoryStorage, Store } from './storage.ts';

export const FILE_APP = 'cell-division';
export const FILE_VERSION = 1;

/** The storage keys of each part (as settings.ts, stats.ts, saved-boards.ts, puzzle-history.ts and skill.ts keep them). */
const STATS_KEY = 'stats';
const SETTINGS_KEY = 'settings';
const PUZZLES_KEY = 'puzzles';
const SKILL_KEY = 'skill';
const PARTS = {
  history: HISTORY_KEY,
  stats: STATS_KEY,
  settings: SETTINGS_KEY,
  boards: 'boards',
  puzzles: PUZZLES_KEY,
  skill: SKILL_KEY,
} as const;
type Part = keyof typeof PARTS;

/** The file's text: every part as storage holds it, read back through its reader first. */
export function exportEverything(store: Store, exportedAt: number): string {
  const file: Record<string, unknown> = { app: FILE_APP, version: FILE_VERSION, exportedAt };
  const from = store;
  for (const [part, key] of Object.entries(PARTS)) {
    const value = from.read(key, (v): v is unknown => v !== null);
    if (value !== null) file[part] = value;
  }
  return JSON.stringify(file, null, 1);
}

/** Why a file was refused. */
export type RefusalReason = 'not-json' | 'not-ours' | 'newer' | 'nothing';

export interface Imported {
  /** Games new to this device, and those it kept already. */
  games: number;
  gamesHere: number;
  boards: number;
  puzzles: number;
  /** Tallies (a board against an opponent) where the file counted more games than this device. */
  tallies: number;
  /** The file's settings and adaptive skill were taken (this device had none of its own). */
  settings: boolean;
  /** Entries of the file that could not be read and were left out. */
  dropped: number;
  /** False when storage refused a write (full or blocked): part of the file is not kept. */
  written: boolean;
}

export type ImportOutcome = { ok: true; imported: Imported } | { ok: false; reason: RefusalReason };

/** Reads a file and merges it into `store`, or says why it cannot. */
export function importEverything(store: Store, text: string): ImportOutcome {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (!isRecord(file) || file.app !== FILE_APP || typeof file.version !== 'number')
    return { ok: false, reason: 'not-ours' };
  if (file.version > FILE_VERSION) return { ok: false, reason: 'newer' };
  if (!(Object.keys(PARTS) as Part[]).some((p) => file[p] !== undefined))
    return { ok: false, reason: 'nothing' };

  // A scratch store holding the file's parts, so each is read by the readers storage uses.
  const scratch = new Store(new MemoryStorage());
  for (const [part, key] of Object.entries(PARTS))
    if (file[part] !== undefined) scratch.write(key, file[part]);
  const read = readHistory(scratch);
  const fileGames: KeptGame[] = read.games;
  const imported: Imported = {
    games: 0,
    gamesHere: 0,
    boards: 0,
    puzzles: 0,
    tallies: 0,
    settings: false,
    dropped: read.dropped,
    written: true,
  };
  const wrote = (ok: boolean) => {
    if (!ok) imported.written = false;
  };

  const added = addGames(store, fileGames);
  imported.games = added.added;
  imported.gamesHere = fileGames.length - added.added;
  wrote(added.written);
  mergeStats(store, loadStats(scratch), imported, wrote);
  mergeBoards(store, scratch, imported, wrote);
  mergePuzzles(store, loadPuzzleHistory(scratch), imported, wrote);
  if (file.settings !== undefined && store.read(SETTINGS_KEY, isRecord) === null) {
    wrote(saveSettings(store, loadSettings(scratch)));
    imported.settings = true;
  }
  if (file.skill !== undefined && store.read(SKILL_KEY, isRecord) === null && gamesPlayed(scratch) > 0) {
    wrote(store.write(SKILL_KEY, { skill: loadSkill(scratch), games: gamesPlayed(scratch) }));
  }
  return { ok: true, imported };
}

/** Per board and opponent, the tally with more games: neither loses games nor counts one twice. */
function mergeStats(store: Store, theirs: Stats, imported: Imported, wrote: (ok: boolean) => void): void {
  const mine = loadStats(store);
  for (const [rules, byOpponent] of Object.entries(theirs)) {
    for (const [opponent, t] of Object.entries(byOpponent)) {
      const here = mine[rules]?.[opponent];
      if (here && here.games >= t.games) continue;
      (mine[rules] ??= {})[opponent] = t;
      imported.tallies++;
    }
  }
  if (imported.tallies > 0) wrote(store.write(STATS_KEY, mine));
}

/** Boards not here yet (by their shape); a name taken by another board gets a number. */
function mergeBoards(store: Store, scratch: Store, imported: Imported, wrote: (ok: boolean) => void): void {
  for (const board of loadBoards(scratch)) {
    const here = loadBoards(store);
    if (here.some((b) => b.id === board.id)) continue;
    let name = board.name;
    for (let n = 2; here.some((b) => b.name === name); n++) {
      const numbered = tidyName(`${board.name.slice(0, 34)} (${n})`);
      name = 'name' in numbered ? numbered.name : `Board ${n}`;
    }
    const saved = saveBoard(store, name, board.id);
    if ('error' in saved) wrote(false);
    else imported.boards++;
  }
}

/** Puzzles not tried here are taken; one solved in either place stays solved. */
function mergePuzzles(
  store: Store,
  theirs: PuzzleHistory,
  imported: Imported,
  wrote: (ok: boolean) => void,
): void {
  const mine = loadPuzzleHistory(store);
  for (const [number, t] of Object.entries(theirs)) {
    const here = mine[number];
    if (here && (here.solved || !t.solved)) continue;
    mine[number] = t;
    imported.puzzles++;
  }
  if (imported.puzzles > 0) wrote(store.write(PUZZLES_KEY, mine));
}
