// Best moves as it first opens, in a player's words, as lichess's analysis shows its best move: the
// best squares ringed with their one figure, and two short lines, the best and how the game then
// ends, and why; every square's figure comes on a second press (revW6, revV5: "=8 =10 =18" on every
// square and a four-line key read as a solver's table). The full banner stays in
// perfect-play-words.ts (bestMovesBanner), shown with every figure.

import { comingIdeaLine } from './hint-words.ts';
import {
  bestName,
  endWords,
  marginText,
  namesWords,
  type BestSource,
  type BestWhy,
} from './perfect-play-words.ts';

/** The last line while only the best squares carry their figure: how to see them all. */
export const SHOW_EVERY_FIGURE = "Tap Best moves again for every square's figure";

/** The last line while every square carries its figure: what one means. */
export const EVERY_FIGURE_KEY = '=N on a square: how the game ends if you play there';

/**
 * The best squares and how the game ends after them, in one line: "Best move: b4 (you win by 18
 * with best play)"; estimates "Likely best: b4 (about 3 ahead with best play)".
 */
export function bestHeadLine(
  moves: readonly string[],
  more: number,
  margin: number,
  source: BestSource,
): string {
  return `${bestName(moves, more, source)}: ${namesWords(moves, more)} (${endWords(margin, source !== 'exact')} with best play)`;
}

/**
 * Best moves' first words: the head, the first best square's why ("b4: +2 now, sets up a3 for +8 if
 * they leave it"), and how to see every square's figure.
 */
export function bestMovesShort(
  moves: readonly string[],
  more: number,
  margin: number,
  source: BestSource,
  why: BestWhy,
): string {
  const idea = comingIdeaLine(why.idea, { your: 'your', their: 'their' });
  const reason = `${why.move}: ${marginText(why.gain)} now, ${idea.charAt(0).toLowerCase()}${idea.slice(1)}`;
  return [bestHeadLine(moves, more, margin, source), reason, SHOW_EVERY_FIGURE].join('\n');
}
