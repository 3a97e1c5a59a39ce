// What a tap the board does not take says, beyond a taken square's "That square is taken"
// (ui/refused-tap.ts): a tap on a stem cell, which no one plays on, and a tap on a finished game.

/**
 * A tap on a stem cell (RULES.md section 12): what it is, that no one plays there, and what it gives
 * each player (`shared`: stem-share-words.ts, once a player holds a neighbour), else how it fills.
 * `place`: "square", "hexagon".
 */
export function stemCellWords(place: string, shared?: string): string {
  if (shared) return `A stem cell: no one plays here. ${shared}`;
  return `A stem cell: no one plays here. It splits once every ${place} around it is filled.`;
}

/** A tap on the board of a finished game: nothing more is played on it, and the way to a new one. */
export const GAME_OVER_TAP_WORDS = 'This game is over: Play again starts a new one';
