// Today's goal ticked since the home was last seen, decided without Phaser: the home marks it once
// (the new tick lands on the today card, and where it kept the day, the disc pops and the card's
// first line says "Day 2 kept"), then remembers today's ticks as seen. A store that has never kept
// them (a player from before) starts from what it holds now, with no moment for old ticks; a new day
// starts with none seen.

import type { Store } from '../../game/storage.ts';
import { isRecord } from '../../game/storage.ts';
import type { DayKey } from '../../game/puzzles.ts';

export const TICKS_SEEN_KEY = 'ticks-seen';

type GoalId = 'win' | 'puzzle';

/** The ticks new since the home was last seen, and whether they kept the day (none of today's goal was done before). */
export interface NewTicks {
  landed: GoalId[];
  keptDay: boolean;
}

interface Seen {
  day: string;
  done: string[];
}

const isSeen = (v: unknown): v is Seen =>
  isRecord(v) &&
  typeof v.day === 'string' &&
  Array.isArray(v.done) &&
  v.done.every((d) => typeof d === 'string');

/** The goal's items done now that `seen` (today's, or an earlier day's: none of today's) did not hold, or null; with nothing kept (null) none are new. */
export function newTicks(
  goal: readonly { id: GoalId; done: boolean }[],
  today: DayKey,
  seen: Seen | null,
): NewTicks | null {
  if (!seen) return null;
  const before = seen.day === today ? seen.done : [];
  const landed = goal.filter((g) => g.done && !before.includes(g.id)).map((g) => g.id);
  if (landed.length === 0) return null;
  return { landed, keptDay: before.length === 0 };
}

/** The ticks new since the home was last seen (newTicks), and today's ticks now remembered as seen. */
export function takeNewTicks(
  store: Store,
  goal: readonly { id: GoalId; done: boolean }[],
  today: DayKey,
): NewTicks | null {
  const news = newTicks(goal, today, store.read(TICKS_SEEN_KEY, isSeen));
  store.write(TICKS_SEEN_KEY, { day: today, done: goal.filter((g) => g.done).map((g) => g.id) });
  return news;
}
