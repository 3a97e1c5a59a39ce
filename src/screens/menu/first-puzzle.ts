// What today's puzzle card opens: today's puzzle, as its words say (a newcomer's card
// opened a warm-up first, "Warm-up · today's puzzle comes next", a bait-and-switch on the daily).
// On a player's first days today's puzzle is already theirs, on boards they know (daily-choice.ts);
// the easier puzzles come after it, offered by its Next ("Another easy one", easier-puzzle.ts).

import type { DayKey } from '../../game/puzzles.ts';
import type { Store } from '../../game/storage.ts';
import { todaysDaily } from '../puzzle/daily-choice.ts';

/** The number today's puzzle card opens: today's daily, always. */
export function cardPuzzle(store: Store, today: DayKey): number {
  return todaysDaily(store, today);
}
