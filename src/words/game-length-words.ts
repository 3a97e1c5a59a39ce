// How long a game is and what a solved board holds against Perfect, in a player's words: the setup
// says a big board's length before Play (a 12×12 is 144 moves), and a game Perfect could not lose
// says why after it ends.

/** From this many moves a game is told as long on the setup (a 9×9 has 81). */
export const LONG_GAME_MOVES = 80;

/** "A long game: 72 moves each" for a game of `moves` moves from LONG_GAME_MOVES up, else null. */
export function gameLengthWords(moves: number): string | null {
  if (moves < LONG_GAME_MOVES) return null;
  const each = Math.ceil(moves / 2);
  return `A long game: ${moves % 2 === 0 ? '' : 'about '}${each} moves each`;
}

/**
 * After a game against Perfect on a solved board (`board` as the menu names it) that the person
 * could not win with best play from their seat (`value`: the best final margin for the person,
 * 0 a draw): why Perfect held it, and what gives a chance to win.
 */
export function perfectHeldWords(board: string, value: number): string {
  if (value === 0)
    return `${board} is a draw with best play: Perfect never loses it. Try a bigger board to beat it.`;
  return `${board} is won from the other seat with best play: Perfect never loses it there. Swap who starts to take that seat.`;
}
