// The Rules tab's Equal moves row (RULES.md section 2): a chip where the board has an odd number of
// squares to play, so equal moves leave one empty; on an even board they change nothing, so the
// row is the plain fact, no switch (a reviewer met "Equal moves: Off" beside "This board already
// gives each the same moves"). The choice stays the player's for the next board.

import { equalMatters, type Settings } from '../../game/settings.ts';
import { equalShortLines, type RuleLines } from '../../ui/rule-lines.ts';
import { EQUAL_WITH_JUMPS } from '../../ui/variant-lines.ts';
import { EQUAL_LOCKED_TAP, LOCKED_SHORT, STILL_ON_ELSEWHERE } from '../../words/rules-tab-words.ts';
import { factRow, toggle, type Choice, type Redraw, type SetupSection } from './setup-sections.ts';
import { equalRefusable, equalRefused } from './setup-variants.ts';

export function equalSections(
  settings: Settings,
  rules: string,
  lines: RuleLines,
  saved: (redraw: boolean) => Redraw,
): SetupSection<Choice>[] {
  const locked = equalRefused(settings);
  const reserve = [...equalShortLines(rules), ...(equalRefusable(settings) ? [LOCKED_SHORT.equal] : [])];
  if (!equalMatters(settings)) {
    // The same block as the chip's (stem cells turned on can make the squares even), so nothing moves.
    const still = `${lines.short.equal}\n${STILL_ON_ELSEWHERE}`;
    return [
      factRow(
        'equal',
        'Equal moves',
        settings.equalMoves ? still : lines.short.equal,
        [lines.equal],
        [...reserve, still],
      ),
    ];
  }
  return [
    toggle(
      'equal',
      'Equal moves',
      settings.equalMoves,
      locked ? LOCKED_SHORT.equal : lines.short.equal,
      (v) => {
        // Refused while jumps are on (RULES.md section 10): the words say why, the chip stays Off.
        if (!(v && locked)) settings.equalMoves = v;
        return saved(true);
      },
      [lines.equal, ...(locked ? [EQUAL_WITH_JUMPS] : [])],
      locked ? EQUAL_LOCKED_TAP : null,
      // Stem cells turned on can make the squares even, and the row a fact: its room kept for that.
      [...reserve, ...equalShortLines(rules).map((l) => `${l}\n${STILL_ON_ELSEWHERE}`)],
    ),
  ];
}
