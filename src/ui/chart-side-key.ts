// The lead chart's side words said in its key, off the plot: "■ You win  ▨ Medium wins" beside
// the title, not "You win" over the line and "Medium wins" under it. Reviewers read those words
// standing on the bars of moves 8–12 on a side phone and a desktop, and an upright phone's plot has
// no place for a line of words clear of its bars; the key's sample already says whose bars are whose.

import type { ChartPlayer, ChartPlayers } from './chart-data.ts';

/**
 * The chart's players with the key's names said as the side words: `sides(up, down)` for `player`
 * (whose lead is up) and the other (whose lead is down), as leadSideWords and bestPlaySideWords say them.
 */
export function sidesInKey(
  who: ChartPlayers,
  player: 0 | 1,
  sides: (up: string, down: string) => [string, string],
): ChartPlayers {
  const [up, down] = sides(who.players[player].name, who.players[1 - player].name);
  const players = [...who.players] as [ChartPlayer, ChartPlayer];
  players[player] = { ...players[player], name: up };
  players[1 - player] = { ...players[1 - player], name: down };
  return { ...who, players };
}
