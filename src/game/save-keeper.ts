// One match's hold on the save (saved-match.ts). The match writes its game after every move while
// the save is still what it last wrote (or resumed); once another tab's write has taken the save
// over, it says so once and writes no more. Each write is stamped with a revision, one more than the
// save it replaced, and the mark of the match that wrote it. Tabs see each other's writes tens of
// milliseconds late (other-tabs.ts), so a tab can write over a save it has not seen yet, even under
// a Web Lock (each tab still reads its own copy). So the match whose write was replaced by one that
// had not seen it writes its game back when its game is the newer: the higher revision, or at equal
// revisions (both written over the same save at once) the higher mark, as every tab decides alike.
// The other tab then finds the save changed under it.

import type { Position } from '../engine/index.ts';
import type { PlayerId } from './players.ts';
import {
  SAVED_MATCH_KEY,
  saveMatch,
  savedStamp,
  savedStampNow,
  type SaveStamp,
  type SavedStamp,
} from './saved-match.ts';
import type { Store } from './storage.ts';

/**
 * Whether the match that last wrote `mine` writes it back after another tab's write replaced
 * `before` with `after`: only when the write replaced its own, was another match's, and had not
 * seen it (a write that had seen it has a higher revision). At equal revisions the higher mark wins.
 */
export function writesBack(mine: SaveStamp, before: SaveStamp | null, after: SaveStamp | null): boolean {
  if (!before || !after || before.by !== mine.by || before.rev !== mine.rev) return false;
  if (after.by === mine.by) return false;
  return after.rev < mine.rev || (after.rev === mine.rev && after.by < mine.by);
}

const sameStamp = (a: SavedStamp | null, b: SavedStamp): boolean =>
  a !== null && a.record === b.record && a.rev === b.rev && a.by === b.by;

export class SaveKeeper {
  /**
   * The save as this match last wrote (or resumed) it; undefined before a new game's first write,
   * which takes the save over; null once another tab's write took it over: nothing more is written.
   */
  private mine: SavedStamp | null | undefined;
  /** The value this match last wrote, to write back; null until it writes. */
  private written: object | null = null;
  /** This match's mark, told apart from another tab's by every tab alike. */
  private readonly mark = Math.random().toString(36).slice(2, 12);
  private readonly stopHearing: () => void;

  constructor(
    private readonly store: Store,
    resumed: boolean,
    private readonly onChanged?: () => void,
  ) {
    this.mine = resumed ? (savedStampNow(store) ?? undefined) : undefined;
    this.stopHearing = store.watch(SAVED_MATCH_KEY, (before, after) => this.heard(before, after));
  }

  /** Whether nothing has been written since a resumed save was read: resuming it needs no write. */
  get untouchedResume(): boolean {
    return this.mine !== undefined && this.mine !== null && this.written === null;
  }

  /** Writes the game as it stands, unless another tab's write has taken the save over (said once). */
  save(
    position: Position,
    players: readonly [PlayerId, PlayerId],
    retryOf: number | null,
    salt?: number,
  ): void {
    if (this.mine === null) return;
    const now = savedStampNow(this.store);
    if (this.mine !== undefined && !sameStamp(now, this.mine)) {
      this.mine = null;
      this.onChanged?.();
      return;
    }
    const stamp = { rev: (now?.rev ?? 0) + 1, by: this.mark };
    const written = saveMatch(this.store, position, players, retryOf, stamp, salt);
    if (written) {
      this.written = written;
      this.mine = savedStamp(written) ?? undefined;
    } else {
      this.mine = now ?? undefined;
    }
  }

  /** Stops hearing other tabs (the match is gone). */
  dispose(): void {
    this.stopHearing();
  }

  private heard(before: unknown, after: unknown): void {
    if (!this.mine || this.written === null) return;
    if (writesBack(this.mine, savedStamp(before), savedStamp(after))) {
      this.store.write(SAVED_MATCH_KEY, this.written);
    }
  }
}
