// What a stem cell gives each player, in words (RULES.md section 12): said when a finger holds the
// cell (or a mouse rests on it) and when it is tapped. "Shared: you 5 with the middle, Medium 2";
// while it waits, what its neighbours have earned so far and that the middle is still to come.

import type { StemShares } from '../game/stem-shares.ts';

const inSentence = (name: string) => (name === 'You' ? 'you' : name);
/** "you 2", "Medium 1"; a name ending in a figure keeps apart from the count: "Player 1: 2". */
const share = (name: string, points: number) => `${name}${/\d$/.test(name) ? ':' : ''} ${points}`;

/**
 * "Shared: you 5 with the middle, Medium 2"; a tie "Shared: you 3, Medium 3, the middle no one's";
 * waiting "Shared so far: you 2, Medium 1" and who gets the middle; nothing held yet, how it fills.
 * `place`: "square", "hexagon", "triangle".
 */
export function stemShareWords(shares: StemShares, names: readonly [string, string], place: string): string {
  const [one, two] = names.map(inSentence) as [string, string];
  const [a, b] = shares.points;
  if (shares.complete) {
    const middle = (i: 1 | 2) => (shares.centre === i ? ' with the middle' : '');
    const tie = shares.centre === 0 ? ', the middle no one’s (a tie)' : '';
    return `Shared: ${share(one, a)}${middle(1)}, ${share(two, b)}${middle(2)}${tie}.`;
  }
  const filled = `once every ${place} around it is filled`;
  if (a + b === 0) return `Nothing shared yet: it splits ${filled}.`;
  return `Shared so far: ${share(one, a)}, ${share(two, b)}. The middle goes to whoever has more ${filled}.`;
}
