// The wrong tries at puzzles not yet solved or shown, kept on the device for the day: leaving a
// puzzle (for the menu, another puzzle, a reload) and coming back carries on with the tries made,
// so a daily solved after wrong tries holds the streak rather than growing it (puzzle-history.ts).
// Another day starts with none. Once a puzzle is solved or shown its tries go to the history.

import { dayNumber, type DayKey } from './puzzles.ts';
import { isRecord, type Store } from './storage.ts';

/** `{ day, tries: {[puzzle number]: wrong tries} }`: the day's puzzles still open. */
interface OpenTries {
  day: DayKey;
  tries: Record<string, number>;
}

const KEY = 'puzzle-tries';
/** More wrong tries than anyone makes at one puzzle in a day. */
const MAX_TRIES = 1_000_000;

function isOpenTries(v: unknown): v is OpenTries {
  if (!isRecord(v) || typeof v.day !== 'string' || dayNumber(v.day) === null || !isRecord(v.tries))
    return false;
  return Object.entries(v.tries).every(
    ([number, tries]) =>
      /^[1-9]\d{0,5}$/.test(number) &&
      typeof tries === 'number' &&
      Number.isInteger(tries) &&
      tries > 0 &&
      tries <= MAX_TRIES,
  );
}

/** Today's open tries (none from another day). */
function openTries(store: Store, today: DayKey): Record<string, number> {
  const kept = store.read(KEY, isOpenTries);
  return kept && kept.day === today ? { ...kept.tries } : {};
}

/** The wrong tries already made today at puzzle `number`, not yet solved or shown. */
export function triesSoFar(store: Store, number: number, today: DayKey): number {
  return openTries(store, today)[number] ?? 0;
}

/** Keeps the wrong tries made today at puzzle `number` (0: the puzzle is over, its tries are in the history). */
export function keepTries(store: Store, number: number, today: DayKey, tries: number): void {
  const all = openTries(store, today);
  if ((all[number] ?? 0) === tries) return;
  if (tries > 0) all[number] = Math.min(tries, MAX_TRIES);
  else delete all[number];
  store.write(KEY, { day: today, tries: all });
}
