// A ladder star won since the home was last seen, decided without Phaser: the home marks it once
// (the today card's first line says which step and what it was for, with a short glow), then
// remembers the stars as seen. The stars seen are kept per step as "101" (win, margin, on your own),
// so the moment names the very star that is new; a store that has never kept them (a player from
// before) starts from what it holds now, with no moment for old stars.

import type { Store } from '../../game/storage.ts';
import { isRecord } from '../../game/storage.ts';
import type { Ladder } from '../history/ladder.ts';

export const STARS_SEEN_KEY = 'stars-seen';

/** The stars newly held on one step: its number (from 1), which of its three are new, its margin; and how many new in all. */
export interface NewStars {
  step: number;
  fresh: [boolean, boolean, boolean];
  margin: number;
  /** New stars over every step (more than `fresh` holds where several steps were won since). */
  total: number;
}

type Seen = Record<string, string>;

const isSeen = (v: unknown): v is Seen => isRecord(v) && Object.values(v).every((s) => typeof s === 'string');

/** Each step's stars as "101", a step without any left out. */
function asSeen(climb: Ladder): Seen {
  const seen: Seen = {};
  for (const s of climb.steps)
    if (s.starCount > 0) seen[s.id] = s.stars.map((held) => (held ? '1' : '0')).join('');
  return seen;
}

/**
 * The stars held now that `seen` did not hold (the last step with any named), or null; with no
 * `seen` kept (null) none are new.
 */
export function newStars(climb: Ladder, seen: Seen | null): NewStars | null {
  if (!seen) return null;
  let last: NewStars | null = null;
  let total = 0;
  climb.steps.forEach((s, i) => {
    const before = seen[s.id] ?? '000';
    const fresh = s.stars.map((held, k) => held && before[k] !== '1') as [boolean, boolean, boolean];
    const count = fresh.filter(Boolean).length;
    if (count === 0) return;
    total += count;
    last = { step: i + 1, fresh, margin: s.margin, total: 0 };
  });
  return last ? { ...(last as NewStars), total } : null;
}

/** The stars new since the home was last seen (newStars), and the stars now remembered as seen. */
export function takeNewStars(store: Store, climb: Ladder): NewStars | null {
  const news = newStars(climb, store.read(STARS_SEEN_KEY, isSeen));
  store.write(STARS_SEEN_KEY, asSeen(climb));
  return news;
}
