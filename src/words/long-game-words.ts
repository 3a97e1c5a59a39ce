// The Play card's line on a phone before a big board (screens/menu/long-game.ts), short enough for the
// card beside its picture: how long the game is, in its moves, so a player picks it knowingly.

/** The line for a board of `moves` squares. */
export function longGameLine(moves: number): string {
  return `A long game: ${moves} moves`;
}
