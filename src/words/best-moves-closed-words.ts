// Why Best moves is closed early in a game, in a player's words: a count of moves to go, as the
// status line counts them ("21 moves left"), never how the game works the numbers out. Under its
// greyed icon, what it is and when it opens ("Best moves in 6": "Opens in 6" alone told a new player
// nothing of what opens); a press says it in one line, with why. Far off (a big board's first moves:
// "in 129" means nothing to a player), the icon, the screen readers and a press say near the end,
// the press with why: few squares are left then.

/** Moves to go up to which the words always count them. */
export const COUNTED_UP_TO = 20;

/**
 * Whether an opening `toGo` moves off, at `from` moves left, is said "near the end": past the count
 * a player follows, with at most a third of the moves now left still to come when it opens.
 */
function farOff(toGo: number, from: number): boolean {
  return toGo > COUNTED_UP_TO && toGo >= 2 * from;
}

/** "1 move", "6 moves". */
function moves(n: number): string {
  return `${n} move${n === 1 ? '' : 's'}`;
}

/** When it opens, `toGo` moves from now at `from` left: "in 6 moves", or "near the end" when that is far off. */
function opensWhen(toGo: number, from: number): string {
  return farOff(toGo, from) ? 'near the end' : `in ${moves(toGo)}`;
}

/** When it opens with the press's why: "near the end, when few squares are left", or "in 6 moves". */
function opensWhenSaid(toGo: number, from: number): string {
  return farOff(toGo, from) ? 'near the end, when few squares are left' : `in ${moves(toGo)}`;
}

/**
 * Words that follow "Best moves" while it is closed, `left` moves before it opens at `from` left:
 * "opens in 6 moves: before then there are too many ways to check". Where it stood open at the
 * start (`wasOpen`: the game's first moves are well known), "opens again".
 */
export function closedReasonWords(from: number, left: number, wasOpen: boolean): string {
  return `opens ${wasOpen ? 'again ' : ''}${opensWhenSaid(left - from, from)}: before then there are too many ways to check`;
}

/**
 * Under the greyed icon, `toGo` moves before it opens at `from` left: "Best moves in 6", or far off
 * "Best near the end" (a bare "later" told a player neither when nor why; any longer and a 360-wide
 * phone's row drops every name to its short one); in a `narrow` button (a bar down the screen's
 * side, two short lines) "Best in 6", far off "Best later" (no longer than a count, or the column
 * drops every name; its press says when and why).
 */
export function closedCaption(toGo: number, from = 0, narrow = false): string {
  if (farOff(toGo, from)) return narrow ? 'Best later' : 'Best near the end';
  return `${narrow ? 'Best' : 'Best moves'} in ${toGo}`;
}

/** The closed toggle's name for the screen readers: "Best moves, opens in 6 moves", or "…, opens near the end". */
export function closedLabel(name: string, toGo: number, from = 0): string {
  return `${name}, opens ${opensWhen(toGo, from)}`;
}
