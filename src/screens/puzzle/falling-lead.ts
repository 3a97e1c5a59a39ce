// Whether a puzzle on a board where cells fall says how they fall before the first move. The daily
// puzzle stays the same for everyone on a day (a shared puzzle, its links, the streak and the
// history's daily days depend on the date alone), so a newcomer may meet a beaker first: until the
// player has met gravity (finished a game on a beaker or flask, the ladder's gravity step among
// them, or tried a puzzle on one), the puzzle's goal, read over the board before the first try,
// leads with how cells fall, and keeps it for the visit. Phaser-free; the puzzle model asks it.

import { parseRules } from '../../engine/index.ts';
import type { KeptGame } from '../../game/game-history.ts';
import type { PuzzleHistory } from '../../game/puzzle-history.ts';
import { fallingLine } from '../../words/falling-words.ts';

/** Whether a rules id is played where cells fall; a rules id this build cannot read is not. */
function falls(rules: string): boolean {
  try {
    return parseRules(rules).layout.gravity;
  } catch {
    return false;
  }
}

/**
 * Whether the player has met cells falling: a kept game on a board where they fall, or a puzzle
 * tried (solved or its answer shown) on one; `puzzleRules` names a puzzle's rules by its number.
 */
export function metFalling(
  games: readonly Pick<KeptGame, 'rules'>[],
  puzzles: PuzzleHistory,
  puzzleRules: (n: number) => string | null,
): boolean {
  if (games.some((g) => falls(g.rules))) return true;
  return Object.keys(puzzles).some((n) => {
    const rules = puzzleRules(Number(n));
    return rules !== null && falls(rules);
  });
}

/**
 * The goal's lead for a puzzle on `layoutId` (its layout's id) where cells fall, for a player who has
 * not met them ("In a beaker, cells fall to the lowest free square."); else null.
 */
export function fallingLead(layoutId: string, gravity: boolean, met: boolean): string | null {
  return gravity && !met ? fallingLine(layoutId.split(':')[0]!) : null;
}
