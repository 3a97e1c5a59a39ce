// The setup page's Rules tab says each rule in one plain line, for the board chosen: what equal
// moves do, what the scoring counts, and, on a board where cells fall, that they fall (no Phaser
// here, so the words are tested on their own).

import { parseRules, type Scoring } from '../engine/index.ts';
import { placeWord } from '../game/settings.ts';
import { CONNECTIONS_SHORT, equalShort, gravityShort } from '../words/rules-tab-words.ts';

export interface RuleLines {
  equal: string;
  scoring: string;
  /** Only on a board where cells fall (a beaker, a flask, a saved board with gravity). */
  gravity: string | null;
  /** The Rules tab's one short line for each, beside its chip (the lines above wait behind its "?"). */
  short: { equal: string; scoring: string; gravity: string | null };
}

/**
 * `rulesId` is the board's rules id (a layout id alone is fine): its stem squares are filled from the
 * start, so equal moves count the squares that are not stem squares (RULES.md section 12).
 */
/** Beside the Connections chip while it is off: what turning it on changes. */
export const CONNECTIONS_OFF =
  'Off: a point for each piece of your cells. On: a point for each pair of your cells that touch.';

/**
 * Both lines the Equal moves chip can show on this board's layout: stem cells (a chip below it)
 * change whether its squares are odd or even, so its room is kept for either.
 */
export function equalShortLines(rulesId: string): string[] {
  const place = placeWord(parseRules(rulesId).layout.grid);
  return [equalShort(true, place), equalShort(false, place)];
}

export function ruleLines(rulesId: string, equalMoves: boolean, scoring: Scoring): RuleLines {
  const rules = parseRules(rulesId);
  const layout = rules.layout;
  const place = placeWord(layout.grid);
  const odd = (layout.size - rules.stemSquares.length) % 2 === 1;
  const equal = equalMoves
    ? odd
      ? `Both players make the same number of moves, so on this board one ${place} stays empty.`
      : `Both players make the same number of moves; this board has an even number of ${placeWord(layout.grid, 2)}, so it changes nothing here.`
    : odd
      ? `Every ${place} gets a cell, so on this board the first player makes one move more.`
      : `Every ${place} gets a cell; this board's even number of ${placeWord(layout.grid, 2)} makes the moves equal anyway.`;
  const counts =
    scoring === 'connections'
      ? 'A point for each pair of your cells that touch; a cell touching none of yours scores nothing.'
      : 'Every piece counts 1: a cell that touches its own kind splits along a line pointing at each one, into more pieces.';
  const gravity = layout.gravity
    ? `Cells fall to the lowest empty ${place} of their column on this board.`
    : null;
  const short = {
    equal: equalShort(odd, place),
    scoring: CONNECTIONS_SHORT,
    gravity: layout.gravity ? gravityShort(place) : null,
  };
  return { equal, scoring: counts, gravity, short };
}
