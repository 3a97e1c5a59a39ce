// Why Best moves is closed early in a game, in a player's words: a count of moves to go, as the
// status line counts them ("21 moves left"), never how the game works the numbers out. The closed
// button keeps its own name under its greyed icon, "Best moves", as it reads once open, and a badge
// on the icon says when it opens: "in 10… in 9…" ("Best in 10" left a new player asking what "Best"
// was; "Best later" told them nothing). A press says how far off it is in one line, with why. Far
// off (a big board's first moves: "in 129" means nothing to a player), the badge, the screen readers
// and a press say near the end, the press with why: few squares are left then.

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
 * The badge on the greyed icon while it is closed, `toGo` moves before it opens at `from` left: "in
 * 10", counting down a move at a time (the moves, as the status line counts them), or "at end"
 * where that is far off. Beside the button's name, "Best moves", it reads as when that opens.
 */
export function closedBadge(toGo: number, from: number): string {
  return farOff(toGo, from) ? 'at end' : `in ${toGo}`;
}

/**
 * The closed toggle's name for the screen readers: "Best moves, for the last 15 moves, opens in 6
 * moves", or "…, opens near the end".
 */
export function closedLabel(name: string, toGo: number, from = 0): string {
  if (from <= 0 || farOff(toGo, from)) return `${name}, opens ${opensWhen(toGo, from)}`;
  return `${name}, for the last ${moves(from)}, opens ${opensWhen(toGo, from)}`;
}
