// The warning that the score will swing: said once a game, in the coach's place, when the person
// leads on the score or is level, but best play from here has the opponent finishing ahead
// (lead-warning.ts).

import {
  roomWarningAhead,
  roomWarningClose,
  roomWarningHead,
  roomWarningLate,
  roomWarningWhy,
} from './slips-words.ts';

/**
 * The warning's short lines: why the score may swing, and who best play has finishing ahead. Said
 * as a thing still to play for ("would"), not a verdict: an opponent who slips may never find it.
 * Where the opponent has clearly more room to grow (`room`: the open squares beside each side's
 * cells), that is the why, counted on the second line (a lead with best play against it read as a
 * paradox). `leads`: the person leads clearly; else the score is close (level, or a small lead).
 */
export function leadWarningWords(
  opponent: string,
  room?: { theirs: number; yours: number } | null,
  leads = true,
): string {
  // Three short lines where the room is said, no more than the two long ones take: the band over the board holds three.
  if (room) {
    const why = roomWarningWhy(room.theirs, room.yours);
    return leads
      ? `${roomWarningHead(opponent)}\n${why}\n${roomWarningAhead(opponent)}`
      : `${roomWarningClose(opponent)}\n${why}\n${roomWarningLate()}`;
  }
  const now = leads ? 'Careful: big cells still divide.' : 'Close, but big cells still divide.';
  return `${now}\nWith best play from here, ${opponent} would finish ahead.`;
}

/**
 * The warning in the last third where the person leads by 8 or more: the lead and best play's
 * finish in figures, so a big green number is not read as the game in hand ("You lead by 17, but
 * best play from here has Adaptive winning by about 3."). `finish`: the person's side, below 0;
 * "about" unless the forecast is exact. Where the opponent has clearly more room, that is the why.
 */
export function leadTruthWords(
  lead: number,
  opponent: string,
  finish: number,
  exact: boolean,
  room?: { theirs: number; yours: number } | null,
): string {
  const by = Math.max(1, Math.round(-finish));
  const truth = `You lead by ${lead}, but best play from here has ${opponent} winning by ${exact ? '' : 'about '}${by}.`;
  return room ? `${truth}\n${roomWarningWhy(room.theirs, room.yours)}` : truth;
}

/** The banner's one-tap way to the forecast bar. */
export const SHOW_FORECAST = 'Show the forecast ›';
