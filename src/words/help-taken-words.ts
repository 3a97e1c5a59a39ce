// The help a game had, named by kind, the one wording of the results, the history's rows and the
// record line: "With 1 hint", "With Best moves", "With 2 hints and Best moves"; help looked at and
// not followed, lightly: "You looked at 1 hint". A game where a hint was taken says so as plainly
// as one where Best moves was.

import { followedHelp, type HelpTaken } from '../game/help-taken.ts';

export type { HelpTaken };

const hintCount = (n: number) => `${n} ${n === 1 ? 'hint' : 'hints'}`;

/** The kinds in a list: "1 hint", "Best moves", "2 hints and Best moves"; '' for none. */
function kinds(hints: number, best: number): string {
  return [hints > 0 ? hintCount(hints) : '', best > 0 ? 'Best moves' : ''].filter(Boolean).join(' and ');
}

/** The help followed ("With 1 hint"), else the help looked at ("You looked at Best moves"), else ''. */
export function helpTakenWords(h: HelpTaken): string {
  if (followedHelp(h)) return `With ${kinds(h.hints, h.bestMoves)}`;
  // Step 1's free first hint, played: said, as the star it did not cost is.
  if (h.freeHints) return 'With the free first hint';
  const looked = kinds(h.lookedHints, h.lookedBest);
  return looked ? `You looked at ${looked}` : '';
}

/** The same for a history row, where "You" is the row's person already: "With 1 hint", "Looked at 1 hint". */
export function helpRowWords(h: HelpTaken): string {
  return helpTakenWords(h).replace(/^You looked/, 'Looked');
}

/** The results' record line's aside for a game with help: "1 hint in this one", "Best moves in this one". */
export function recordHelpWords(h: HelpTaken | undefined): string {
  if (!h || !followedHelp(h)) return 'You used hints in this one';
  return `${kinds(h.hints, h.bestMoves).replace(/^./, (c) => c.toUpperCase())} in this one`;
}
