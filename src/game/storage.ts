// Saved data under prefixed, versioned keys (`cell-division:v1:…`): itch.io games share one origin,
// and storage may be full, blocked (private mode, sandboxed iframes) or hold garbage from another
// version. Every read and write here survives that: reads fall back, writes report failure.

import { noOtherTabs, type OtherTabs } from './other-tabs.ts';

export const STORAGE_PREFIX = 'cell-division:v1:';
/** Where an unreadable value is moved, under its own name, so it can be recovered by hand. */
export const UNREADABLE_PREFIX = `${STORAGE_PREFIX}unreadable:`;

/** The part of the Web Storage API we use, so tests can pass a fake or a broken one. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A small in-memory store: used when the browser's storage cannot even be reached. */
export class MemoryStorage implements StorageLike {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** The page's localStorage, or a memory store when reading the property itself throws. */
export function browserStorage(onBlocked?: (problem: string) => void): StorageLike {
  try {
    const s = (globalThis as { localStorage?: StorageLike }).localStorage;
    if (s) return s;
  } catch {
    // Blocked storage (e.g. third-party iframe with cookies off) throws on access.
  }
  onBlocked?.(STORAGE_PROBLEMS.blocked);
  return new MemoryStorage();
}

/** What a person is told, once per kind, when saving cannot work as it should. */
export const STORAGE_PROBLEMS = {
  blocked: 'This browser blocks saving here: your game will not be kept after you leave.',
  full: "The browser's storage is full: your game is not being saved.",
  garbage: 'A saved game could not be read (an older or broken save); starting fresh.',
} as const;

export type StorageProblem = keyof typeof STORAGE_PROBLEMS;

/** What a player lost when a key's value could not be read, by key: said once per key. */
const UNREADABLE_WORDS: Readonly<Record<string, string>> = {
  match: STORAGE_PROBLEMS.garbage,
  stats: 'Your record could not be read; it starts again.',
  boards: 'Your saved boards could not be read; the list starts again.',
  puzzles: 'Your puzzle history could not be read; it starts again.',
  'puzzle-tries': "Today's wrong tries at puzzles not yet solved could not be read; they start again.",
  skill: "Adaptive's measure of your play could not be read; it starts again.",
  tutorial: 'Whether you were offered the guided first game could not be read; it may be offered again.',
  settings: 'Your settings could not be read; they are back to the defaults.',
  building: 'The board you were building could not be read; the builder starts empty.',
  'played-board': 'Which built board you last played could not be read; it is forgotten.',
  history: 'Your games (the finished games kept on this device) could not be read; the list starts again.',
};
const SOMETHING_UNREADABLE = 'Something this game kept could not be read; it starts again.';

/** An entry of a readable value that cannot be used: how the player knows it, and the value as kept. */
export interface SpoiltEntry {
  label: string;
  value: unknown;
}

/** The entries left out, named: at most three, then how many more. */
function entryNames(bad: readonly SpoiltEntry[]): string {
  const named = bad.slice(0, 3).map((b) => b.label);
  return bad.length > 3 ? `${named.join(', ')} and ${bad.length - 3} more` : named.join(', ');
}

/** What a player is told when some entries of a key could not be read, by key. */
const SPOILT_WORDS: Readonly<Record<string, (bad: readonly SpoiltEntry[]) => string>> = {
  boards: (bad) =>
    `${bad.length === 1 ? 'A saved board' : `${bad.length} saved boards`} could not be read and ` +
    `${bad.length === 1 ? 'is' : 'are'} left out (${entryNames(bad)}); your other boards are kept.`,
  stats: (bad) =>
    `${bad.length === 1 ? 'An entry' : `${bad.length} entries`} in your record could not be read and ` +
    `${bad.length === 1 ? 'is' : 'are'} left out (${entryNames(bad)}); the rest of your record is kept.`,
  puzzles: (bad) =>
    `${bad.length === 1 ? 'An entry' : `${bad.length} entries`} in your puzzle history could not be read and ` +
    `${bad.length === 1 ? 'is' : 'are'} left out (${entryNames(bad)}); the rest is kept.`,
};

function problemOf(e: unknown): StorageProblem {
  const name = (e as { name?: string } | null)?.name ?? '';
  return /quota/i.test(name) || /quota|full/i.test(String((e as Error)?.message)) ? 'full' : 'blocked';
}

/**
 * Typed JSON values under one prefix. A value that does not parse, or that `check` rejects, reads
 * as missing, so a broken save from an older build never crashes the game; it is moved aside.
 */
export class Store {
  /** The last failure, for a short notice in the UI; cleared by a successful write. */
  lastError: string | null = null;
  /** Whether any read found something kept from before, readable or not (a returning player). */
  foundKept = false;
  private readonly reported = new Set<string>();

  /**
   * `onProblem` hears each kind of problem (blocked, full, garbage) once, so a person gets one short
   * notice rather than one per move.
   */
  constructor(
    private readonly storage: StorageLike = browserStorage(),
    private readonly onProblem?: (problem: StorageProblem, message: string) => void,
    private readonly otherTabs: OtherTabs = noOtherTabs,
  ) {}

  /**
   * Hears another tab's writes to `name`: the value each replaced and the new one, parsed (null: none
   * or unreadable). Returns the way to stop.
   */
  watch(name: string, listener: (before: unknown, after: unknown) => void): () => void {
    return this.otherTabs((key, before, after) => {
      if (key === STORAGE_PREFIX + name) listener(parsedOrNull(before), parsedOrNull(after));
    });
  }

  /** Reports a storage problem (blocked or full), once per kind. */
  report(problem: StorageProblem): void {
    if (this.reported.has(problem)) return;
    this.reported.add(problem);
    this.onProblem?.(problem, STORAGE_PROBLEMS[problem]);
  }

  /**
   * A value that cannot be used (it does not parse, or parses but cannot be replayed): moved aside
   * under UNREADABLE_PREFIX + name, as it was, and the player told what was lost, once per key.
   * Where it cannot be moved (storage full) it is left in place rather than deleted.
   */
  putAside(name: string): void {
    this.lastError = `saved ${name} was unreadable and has been moved aside`;
    try {
      const text = this.storage.getItem(STORAGE_PREFIX + name);
      if (text !== null) {
        this.storage.setItem(UNREADABLE_PREFIX + name, text);
        this.storage.removeItem(STORAGE_PREFIX + name);
      }
    } catch {
      this.lastError = `saved ${name} was unreadable and could not be moved aside`;
    }
    if (this.reported.has(`garbage:${name}`)) return;
    this.reported.add(`garbage:${name}`);
    this.onProblem?.('garbage', UNREADABLE_WORDS[name] ?? SOMETHING_UNREADABLE);
  }

  /**
   * A readable value that had to be changed to be used (a save's opponent replaced): the value as
   * it was is copied under UNREADABLE_PREFIX + name, to recover by hand, and the player told
   * `words`, once per key. True when the copy is made: only then may the caller write the changed
   * value over it.
   */
  keepAside(name: string, words: string): boolean {
    let copied = false;
    try {
      const text = this.storage.getItem(STORAGE_PREFIX + name);
      if (text !== null) this.storage.setItem(UNREADABLE_PREFIX + name, text);
      copied = text !== null;
    } catch {
      this.lastError = `saved ${name} could not be copied aside before it was changed`;
    }
    if (!this.reported.has(`changed:${name}`)) {
      this.reported.add(`changed:${name}`);
      this.onProblem?.('garbage', words);
    }
    return copied;
  }

  /**
   * Some entries of a readable value cannot be used (one broken board among good ones): the value is
   * written again with `kept` alone, the spoilt entries are added under UNREADABLE_PREFIX + name +
   * ':entries' (to recover by hand), and the player is told which, once per key. Where storage
   * cannot take the change, the value stays as it was.
   */
  dropEntries(name: string, kept: unknown, bad: readonly SpoiltEntry[]): void {
    if (bad.length === 0) return;
    const aside = `${UNREADABLE_PREFIX}${name}:entries`;
    try {
      const before: unknown = JSON.parse(this.storage.getItem(aside) ?? '[]');
      const values = [...(Array.isArray(before) ? before : [before]), ...bad.map((b) => b.value)];
      this.storage.setItem(aside, JSON.stringify(values));
      this.storage.setItem(STORAGE_PREFIX + name, JSON.stringify(kept));
    } catch {
      this.lastError = `spoilt entries of saved ${name} could not be moved aside`;
    }
    if (this.reported.has(`spoilt:${name}`)) return;
    this.reported.add(`spoilt:${name}`);
    this.onProblem?.('garbage', SPOILT_WORDS[name]?.(bad) ?? SOMETHING_UNREADABLE);
  }

  read<T>(name: string, check: (value: unknown) => value is T): T | null {
    let text: string | null;
    try {
      text = this.storage.getItem(STORAGE_PREFIX + name);
    } catch (e) {
      this.lastError = `storage could not be read: ${(e as Error).message}`;
      this.report(problemOf(e));
      return null;
    }
    if (text === null) return null;
    this.foundKept = true;
    try {
      const value: unknown = JSON.parse(text);
      if (check(value)) return value;
    } catch {
      // Garbage: treated as missing below.
    }
    this.putAside(name);
    return null;
  }

  /** Writes a value; false when storage is full or blocked (the game goes on without saving). */
  write(name: string, value: unknown): boolean {
    try {
      this.storage.setItem(STORAGE_PREFIX + name, JSON.stringify(value));
      this.lastError = null;
      return true;
    } catch (e) {
      this.lastError = `storage could not be written: ${(e as Error).message}`;
      this.report(problemOf(e));
      return false;
    }
  }

  /** Tries a small write at start-up, so full or blocked storage is told before a game is lost to it. */
  checkWritable(): boolean {
    const ok = this.write('probe', 1);
    if (ok) this.remove('probe');
    return ok;
  }

  remove(name: string): void {
    try {
      this.storage.removeItem(STORAGE_PREFIX + name);
    } catch {
      // Nothing to do: a blocked store has nothing of ours in it.
    }
  }
}

function parsedOrNull(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
