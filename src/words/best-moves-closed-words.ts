// Why Best moves is closed early in a game, in a player's words: a count of moves to go, as the
// status line counts them ("21 moves left"), never how the game works the numbers out. Under its
// greyed icon, when it opens ("Opens in 6"), so the count reads as neither a score nor a puzzle; a
// press says what opens and why.

/** "1 move", "6 moves". */
function moves(n: number): string {
  return `${n} move${n === 1 ? '' : 's'}`;
}

/**
 * Words that follow "Best moves" while it is closed, `left` moves before it opens at `from` left:
 * "opens in 6 moves, with 15 left: before that the game can go too many ways to work out". Where it
 * stood open at the start (`wasOpen`: the game's first moves are well known), "opens again".
 */
export function closedReasonWords(from: number, left: number, wasOpen: boolean): string {
  return `opens ${wasOpen ? 'again ' : ''}in ${moves(left - from)}, with ${from} left: before that the game can go too many ways to work out`;
}

/** Under the greyed icon: what opens and how many moves until it opens ("Opens in 6"). */
export function closedCaption(toGo: number): string {
  return `Opens in ${toGo}`;
}

/** The closed toggle's name for the screen readers: "Best moves, opens in 6 moves". */
export function closedLabel(name: string, toGo: number): string {
  return `${name}, opens in ${moves(toGo)}`;
}
