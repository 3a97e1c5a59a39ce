// The warning that a lead may not last: said once a game, in the coach's place, when the person
// leads on the score but best play from here has the opponent finishing ahead (lead-warning.ts).

import { roomWarningAhead, roomWarningHead, roomWarningWhy } from './slips-words.ts';

/**
 * The warning's short lines: why the lead may go, and who best play has finishing ahead. Said as a
 * thing still to play for ("would"), not a verdict: an opponent who slips may never find it. Where
 * the opponent has clearly more room to grow (`room`: the open squares beside each side's cells),
 * that is the why, counted on the second line (a lead with best play against it read as a paradox).
 */
export function leadWarningWords(opponent: string, room?: { theirs: number; yours: number } | null): string {
  // Three short lines where the room is said, no more than the two long ones take: the band over the board holds three.
  return room
    ? `${roomWarningHead(opponent)}\n${roomWarningWhy(room.theirs, room.yours)}\n${roomWarningAhead(opponent)}`
    : `Careful: big cells still divide.\nWith best play from here, ${opponent} would finish ahead.`;
}

/** The banner's one-tap way to the forecast bar. */
export const SHOW_FORECAST = 'Show the forecast ›';
