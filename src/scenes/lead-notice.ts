// The board's brief notice when the person leads a strong opponent by a lot early on (the words
// and when they apply: ui/lead-words.ts), once per match, after the move has landed.

import type { MoveEvent } from '../game/events.ts';
import type { Match } from '../game/match.ts';
import { leadWordsOnce } from '../ui/lead-words.ts';
import { showNotice } from '../ui/notice.ts';

export function tellLead(match: Match, names: readonly [string, string], e: MoveEvent): void {
  const p = match.position;
  const words = leadWordsOnce(match, { players: match.players, names, scores: e.scores, ply: e.ply, movesLeft: p.totalMoves - e.ply, size: p.layout.size });
  if (words) showNotice(words, 6000, { game: true });
}
