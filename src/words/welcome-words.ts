// The menu's welcome back, one line under the game's name: the last game's result in a few words,
// when it was and where ("Yesterday you beat Hard on the hexagon"); a loss said kindly, as an
// invitation to another go.

import { familyPhrase } from './moment-words.ts';

/** When a game ended, said before a sentence: "Today", "Yesterday", "Last time". */
export function whenSaid(daysAgo: number): string {
  return daysAgo <= 0 ? 'Today' : daysAgo === 1 ? 'Yesterday' : 'Last time';
}

/** "Yesterday you beat Hard on the hexagon", "Today Medium won on the petri dish: another go?". */
export function welcomeWords(g: {
  daysAgo: number;
  opponent: string;
  family: string;
  margin: number;
}): string {
  const when = whenSaid(g.daysAgo);
  const where = familyPhrase(g.family);
  if (g.margin > 0) return `${when} you beat ${g.opponent} on ${where}`;
  if (g.margin === 0) return `${when} you drew with ${g.opponent} on ${where}`;
  return `${when} ${g.opponent} won on ${where}: another go?`;
}

/** The same in fewer words, for a narrow card: "Yesterday you beat Hard", "Today Medium won: another go?". */
export function welcomeShort(g: { daysAgo: number; opponent: string; margin: number }): string {
  const when = whenSaid(g.daysAgo);
  if (g.margin > 0) return `${when} you beat ${g.opponent}`;
  if (g.margin === 0) return `${when} you drew with ${g.opponent}`;
  return `${when} ${g.opponent} won: another go?`;
}
