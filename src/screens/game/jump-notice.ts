// The notice that says how to jump (RULES.md section 13), without Phaser: once per match, the first
// time the person playing has a jump to make on their turn; against an opponent that never jumps,
// that it never does.

import { JUMPS_PER_PLAYER } from '../../engine/index.ts';
import type { Match } from '../../game/match.ts';
import { agentKind, type OpponentChoice } from '../../game/players.ts';
import { placeWord } from '../../game/settings.ts';
import { MOVE_IN_HAND } from '../menu/seed-opponents-miss.ts';
import { jumpNoticeWords } from '../../words/jump-words.ts';

/** Whether the player to move can jump now: a cell of theirs with the other's cell beside it and an empty square beyond. */
export function canJumpNow(match: Match): boolean {
  const p = match.position;
  const q = p.toMove();
  if (!p.jumps || q === null || p.jumpsLeft(q) === 0) return false;
  for (let s = 0; s < p.layout.size; s++) {
    if (p.owner[s] !== q) continue;
    for (let c = 0; c < p.layout.size; c++) if (p.owner[c] === 0 && 'move' in p.findJump(s, c)) return true;
  }
  return false;
}

const told = new WeakSet<object>();

/**
 * The notice's words for `match` now, the first time `viewer` (the person's seat) can jump, else
 * null: not once they have jumped (they know how). `press` is "Tap" or "Click".
 */
export function jumpNoticeOnce(match: Match, viewer: 0 | 1 | null, press: string): string | null {
  if (viewer === null || told.has(match)) return null;
  const p = match.position;
  if (p.toMove() !== viewer + 1 || !canJumpNow(match)) return null;
  if (p.jumpsLeft((viewer + 1) as 1 | 2) < JUMPS_PER_PLAYER) return null;
  told.add(match);
  return jumpNoticeWords(press, placeWord(p.layout.grid), neverJumpsName(match.players[1 - viewer]!));
}

/** The opponent's name where it never jumps (it looks only at the move in hand), else null. */
export function neverJumpsName(id: string): string | null {
  const kind = agentKind(id);
  if (!MOVE_IN_HAND.includes(kind as OpponentChoice)) return null;
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}
