// Best moves as it first opens, in a player's words, as lichess's analysis shows its best move: the
// best squares ringed with their one figure, and two short lines, the best and how the game then
// ends, and why; every square's figure comes on a second press ("=8 =10 =18" on every
// square and a four-line key read as a solver's table). The square's figure reads as a result ("win
// by 16"), and the first time a visit opens Best moves one line says so, beside the move's "+10 now"
// ("=16" read as 16 points gained). The full banner stays in perfect-play-words.ts
// (bestMovesBanner), shown with every figure.

import { comingIdeaLine } from './hint-words.ts';
import {
  bestName,
  endWords,
  figureInLine,
  marginText,
  namesWords,
  type BestSource,
  type BestWhy,
} from './perfect-play-words.ts';

/** The last line while only the best squares carry their figure: how to see every `place`'s ("hexagon"). */
export function showEveryFigure(place = 'square'): string {
  return `Tap Best moves again to see every ${place}`;
}

/**
 * The one-line key to a best square's figure, the first time a visit opens Best moves: "\"win by 16\"
 * on b2 is how the game ends" (estimated "\"win by ≈3\" on b2 is about how it ends").
 */
export function figureKeyLine(move: string, margin: number, estimated: boolean): string {
  const figure = `"${figureInLine(margin, estimated)}" on ${move}`;
  return estimated ? `${figure} is about how it ends` : `${figure} is how the game ends`;
}

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
 * they leave it"), with `keyed` the key to its figure (figureKeyLine), and how to see every `place`'s
 * figure.
 */
export function bestMovesShort(
  moves: readonly string[],
  more: number,
  margin: number,
  source: BestSource,
  why: BestWhy,
  place = 'square',
  keyed = false,
): string {
  const idea = comingIdeaLine(why.idea, { your: 'your', their: 'their' });
  const reason = `${why.move}: ${marginText(why.gain)} now, ${idea.charAt(0).toLowerCase()}${idea.slice(1)}`;
  const key = keyed ? figureKeyLine(moves[0]!, margin, source !== 'exact') : null;
  return [bestHeadLine(moves, more, margin, source), reason, key, showEveryFigure(place)]
    .filter((l): l is string => l !== null)
    .join('\n');
}
