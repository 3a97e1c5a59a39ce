// The board's word before the last moves of a capture game (RULES.md section 11): the cell that
// fills the last square leaves no group beside it a free square, so it captures every group of the
// other colour it touches, and a lead can turn over whole. A player who has not met it loses
// a won game at the last move (132–0 can turn into 0–140). When a handful of moves remain,
// the person playing is told once per match, with who will fill it where that is known. Without Phaser.

import type { Match } from '../../game/match.ts';
import { placeWord } from '../../game/settings.ts';
import { lastSquaresWords } from '../../words/capture-risk-words.ts';

/** The notice comes once this many moves or fewer remain: time to play for the last square. */
export const LAST_SQUARES_AT = 6;

const told = new WeakSet<object>();

/**
 * The notice's words for `match` now, the first time a handful of moves remain in a capture game
 * with one person playing (`viewer` their seat, `names` the players'), else null.
 */
export function lastSquaresNoticeOnce(
  match: Match,
  viewer: 0 | 1 | null,
  names: readonly [string, string],
): string | null {
  const p = match.position;
  if (viewer === null || !p.rules.capture || told.has(match)) return null;
  const toMove = p.toMove();
  const left = p.movesLeft();
  if (toMove === null || left > LAST_SQUARES_AT) return null;
  told.add(match);
  // Turns alternate, so the last move is the mover's when an odd number remain; a jump still to
  // come adds a move, so with jumps left nobody can say.
  const jumpsToCome = p.jumps && (p.jumpsLeft(1) > 0 || p.jumpsLeft(2) > 0);
  const last = left % 2 === 1 ? toMove : toMove === 1 ? 2 : 1;
  const who = jumpsToCome ? null : last === viewer + 1 ? 'you' : names[last - 1]!;
  return lastSquaresWords(placeWord(p.layout.grid), who);
}
