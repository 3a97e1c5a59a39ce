// Why Best moves is closed early in a game, in a player's words: a count of moves to go, as the
// status line counts them ("21 moves left"), never how the game works the numbers out. Under its
// greyed icon the button's own name and the count, "Best in 10… in 9…" ("Best later" told a
// new player nothing, its meaning only in the long-press label; "Best near the end" and "Best: last
// 15" were cramped in the upright phone's bar, so the words stay as short as "Best later");
// a press says how far off it is in one line, with why. Far off (a big board's first moves: "in 129"
// means nothing to a player), the caption, the screen readers and a press say near the end, the
// press with why: few squares are left then.

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
 * Under the greyed icon while it is closed, `toGo` moves before it opens at `from` left: "Best in
 * 10", counting down a move at a time (the moves, as the status line counts them), or "Best at
 * end" where that is far off. As short as the bar's other names: it fits where "Best later" did.
 */
export function closedCaption(toGo: number, from: number): string {
  return farOff(toGo, from) ? 'Best at end' : `Best in ${toGo}`;
}

/** Every caption a game of `game` moves may show while closed, opening at `from` left (the bar paints them all at the start). */
export function closedCaptions(game: number, from: number): string[] {
  const all = Array.from({ length: Math.max(0, game - from) }, (_, i) => closedCaption(i + 1, from));
  return [...new Set(all)];
}

/**
 * The closed toggle's name for the screen readers: "Best moves, for the last 15 moves, opens in 6
 * moves", or "…, opens near the end".
 */
export function closedLabel(name: string, toGo: number, from = 0): string {
  if (from <= 0 || farOff(toGo, from)) return `${name}, opens ${opensWhen(toGo, from)}`;
  return `${name}, for the last ${moves(from)}, opens ${opensWhen(toGo, from)}`;
}
