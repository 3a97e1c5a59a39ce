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
 * Against an opponent that holds best play (`who`: Perfect, or the Expert, which plays a solved
 * board's best moves from its book) on a solved board (`board` as the menu names it) that the
 * person cannot win with best play from their seat (`value`: the best final margin for the
 * person, 0 a draw): why, and what gives a chance to win. Said before Play and after the game.
 */
export function perfectHeldWords(board: string, value: number, who = 'Perfect'): string {
  const holds = who === 'Perfect' ? 'Perfect never loses it' : `${who} knows it`;
  if (value === 0) return `${board} is a draw with best play: ${holds}. Try a bigger board to beat it.`;
  return `${board} is won from the other seat with best play: ${holds} there. Swap who starts to take that seat.`;
}
