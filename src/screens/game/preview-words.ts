// A square's preview in words, without Phaser: the banner's words while a square is hovered or
// held (coach-model.ts), and what the screen readers hear for it.

import { previewText, squareGains, worthWords } from '../../game/coach.ts';
import type { Match } from '../../game/match.ts';
import { replyAheadSentence, replyWorthSaying } from '../../words/preview-reply-words.ts';
import { replyAhead } from './reply-ahead.ts';

/**
 * A square's preview: what it gains now and blocks, then, where what the other player can take
 * straight back makes the square clearly worse than another (reply-ahead.ts) and is more than a lone
 * cell, that reply (in place of how the cells split, which the held square's chips show); else how
 * the cells split.
 */
export function previewWords(position: Match['position'], square: number): string {
  const g = squareGains(position, square);
  const reply = replyAhead(position, square);
  if (!reply || !reply.warns || !replyWorthSaying(reply, g.byConnections)) return previewText(g);
  return `${g.move}: ${worthWords(g)}. ${replyAheadSentence(reply, g.gain)}`;
}
