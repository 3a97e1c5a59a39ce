// Saved data under prefixed, versioned keys (`cell-division:v1:…`): itch.io games share one origin,
// and storage may be full, blocked (private mode, sandboxed iframes) or hold garbage from another
// version. Every read and write here survives that: reads fall back, writes report failure.

export const STORAGE_PREFIX = 'cell-division:v1:';

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
export function browserStorage(): StorageLike {
  try {
    const s = (globalThis as { localStorage?: StorageLike }).localStorage;
    if (s) return s;
  } catch {
    // Blocked storage (e.g. third-party iframe with cookies off) throws on access.
  }
  return new MemoryStorage();
}

/**
 * Typed JSON values under one prefix. A value that does not parse, or that `check` rejects, reads
 * as missing, so a broken save from an older build never crashes the game.
 */
export class Store {
  /** The last failure, for a short notice in the UI; cleared by a successful write. */
  lastError: string | null = null;

  constructor(private readonly storage: StorageLike = browserStorage()) {}

  read<T>(name: string, check: (value: unknown) => value is T): T | null {
    let text: string | null;
    try {
      text = this.storage.getItem(STORAGE_PREFIX + name);
    } catch (e) {
      this.lastError = `storage could not be read: ${(e as Error).message}`;
      return null;
    }
    if (text === null) return null;
    try {
      const value: unknown = JSON.parse(text);
      if (check(value)) return value;
    } catch {
      // Garbage: treated as missing below.
    }
    this.lastError = `saved ${name} was unreadable and has been reset`;
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
      return false;
    }
  }

  remove(name: string): void {
    try {
      this.storage.removeItem(STORAGE_PREFIX + name);
    } catch {
      // Nothing to do: a blocked store has nothing of ours in it.
    }
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
