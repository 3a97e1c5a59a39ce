// The wrong tries at puzzles not yet solved or shown, kept on the device for the day: leaving a
// puzzle (for the menu, another puzzle, a reload) and coming back carries on with the tries made,
// so a daily solved after wrong tries holds the streak rather than growing it (puzzle-history.ts).
// Another day starts with none. Once a puzzle is solved or shown its tries go to the history.
// Beside the count, the squares of those tries in order (the hint is chosen from them: puzzle-hint.ts);
// a device that kept the count alone (or a broken list) reads as no squares known.

import { dayNumber, type DayKey } from './puzzles.ts';
import { isRecord, type Store } from './storage.ts';

/** `{ day, tries: {[puzzle number]: wrong tries}, squares: {[puzzle number]: their squares in order} }`: the day's puzzles still open. */
interface OpenTries {
  day: DayKey;
  tries: Record<string, number>;
  squares?: Record<string, unknown>;
}

const KEY = 'puzzle-tries';
/** More wrong tries than anyone makes at one puzzle in a day. */
const MAX_TRIES = 1_000_000;
/** The squares kept of a puzzle's wrong tries: the first ones choose the hint, later ones strike from it. */
const MAX_SQUARES = 200;

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

const isSquareList = (v: unknown): v is number[] =>
  Array.isArray(v) &&
  v.length <= MAX_SQUARES &&
  v.every((s) => typeof s === 'number' && Number.isInteger(s) && s >= 0 && s < 10_000);

/** Today's open tries (none from another day), with the squares kept for them. */
function openTries(
  store: Store,
  today: DayKey,
): { tries: Record<string, number>; squares: Record<string, number[]> } {
  const kept = store.read(KEY, isOpenTries);
  if (!kept || kept.day !== today) return { tries: {}, squares: {} };
  const squares: Record<string, number[]> = {};
  for (const [number, list] of Object.entries(kept.squares ?? {}))
    if (kept.tries[number] !== undefined && isSquareList(list)) squares[number] = [...list];
  return { tries: { ...kept.tries }, squares };
}

/** The wrong tries already made today at puzzle `number`, not yet solved or shown. */
export function triesSoFar(store: Store, number: number, today: DayKey): number {
  return openTries(store, today).tries[number] ?? 0;
}

/** The squares of those tries in the order tried (empty where the device kept the count alone). */
export function squaresSoFar(store: Store, number: number, today: DayKey): number[] {
  return openTries(store, today).squares[number] ?? [];
}

/**
 * Keeps the wrong tries made today at puzzle `number` and their squares in order (0: the puzzle is
 * over, its tries are in the history).
 */
export function keepTries(
  store: Store,
  number: number,
  today: DayKey,
  tries: number,
  squares: readonly number[] = [],
): void {
  const all = openTries(store, today);
  const list = squares.slice(0, MAX_SQUARES);
  const same = (all.squares[number] ?? []).join() === list.join();
  if ((all.tries[number] ?? 0) === tries && same) return;
  if (tries > 0) {
    all.tries[number] = Math.min(tries, MAX_TRIES);
    if (list.length > 0) all.squares[number] = list;
    else delete all.squares[number];
  } else {
    delete all.tries[number];
    delete all.squares[number];
  }
  store.write(KEY, { day: today, tries: all.tries, squares: all.squares });
}
