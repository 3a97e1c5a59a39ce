// The Rules tab's one plain line beside each option, in a player's words: what the option does to a
// game, the same whether its chip says On or Off (the chip says which), on one line across an
// upright phone. One line an option keeps the tab light enough to scan; the whole explanation
// (the long lines of rule-lines.ts and variant-lines.ts) waits behind the option's "?", with a
// picture.

/** Beside Equal moves; `odd`: the board leaves one place over, so without it the first player moves once more. */
export function equalShort(odd: boolean, place: string): string {
  return odd
    ? `Same number of moves each; one ${place} stays empty.`
    : 'This board already gives each the same moves.';
}

/** Beside Connections. */
export const CONNECTIONS_SHORT = 'Score pairs of your cells that touch, not pieces.';

/** Beside capture, stem cells and jumps. */
export const VARIANT_SHORT = {
  capture: 'For experts: surround their cells to make them yours.',
  stem: 'Grey middle cells split among the cells around them.',
  jumps: 'Twice a game, hop your cell over theirs to take it.',
} as const;

/** Why a chip is locked, one short line (the whole reason is behind its "?"). */
export const LOCKED_SHORT = {
  equal: 'Off while jumps are on.',
  jumps: 'Off while equal moves are on.',
} as const;

/** Said on a tap of a locked chip: the one way to free it. */
export const EQUAL_LOCKED_TAP = 'Turn jumps off to play equal moves.';
export const JUMPS_LOCKED_TAP = 'Turn equal moves off to play jumps.';

/** After a refused option's line where the player chose it: the choice is theirs, kept for the next board. */
export const STILL_ON_ELSEWHERE = 'Still on for the other boards.';

/** The lines where an option cannot be played on this board at all. */
export const REFUSED_SHORT = {
  jumps: 'Not on this board: cells fall here.',
  stem: 'This board is too small for them.',
} as const;

/** On a board where cells fall. */
export const gravityShort = (place: string): string => `Cells fall to the lowest empty ${place}.`;

/** The "?" beside an option: its name for screen readers ("More about Capture"). */
export const moreAbout = (option: string): string => `More about ${option}`;

/** The Board tab's way to the shapes' pages, in the families' grid. */
export const SHAPES_HELP = { label: 'How each\nboard plays', words: 'How each board plays' } as const;
