// The Rules tab's one short line beside each option, in a player's words: what the option does on
// the board chosen, short enough for one line across an upright phone. The whole explanation (the
// long lines of rule-lines.ts and variant-lines.ts) waits behind the option's "?", with a picture.
// Where the page has room (a tablet, a desktop), how the option plays stands under its line too.

import { HOW_TO_PLAY_VARIANTS } from './how-to-play-rules.ts';

/** Beside Equal moves; `odd`: the board leaves one place over, so the first player would move once more. */
export function equalShort(on: boolean, odd: boolean, place: string): string {
  if (on)
    return odd ? `On: equal moves, so one ${place} stays empty.` : 'On: the moves are equal here anyway.';
  return odd ? 'Off: the first player makes one move more.' : 'Off: the moves are equal here anyway.';
}

/** Beside Connections. */
export function connectionsShort(on: boolean): string {
  return on ? 'On: a point per pair of your cells that touch.' : 'Off: a point per piece of your cells.';
}

/** A how-to-play line without its option's name ("Capture: surround…" to "Surround…"). */
function withoutName(line: string): string {
  const rest = line.slice(line.indexOf(': ') + 2);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * Under each option's short line where the Rules tab has room for them all: how it plays, the
 * same whatever the chip says (so a tap changes no block's height), as the how-to-play says it.
 */
export const RULE_HOW = {
  equal: withoutName(HOW_TO_PLAY_VARIANTS.equal),
  connections: 'Cells still split as always, only the count changes: a cell on its own scores nothing.',
  capture: withoutName(HOW_TO_PLAY_VARIANTS.capture),
  stem: withoutName(HOW_TO_PLAY_VARIANTS.stem),
  jumps: withoutName(HOW_TO_PLAY_VARIANTS.jumps),
} as const;

export const VARIANT_SHORT = {
  capture: 'For experts: the last move can take the whole board.',
  stem: 'A grey middle cell is shared out once surrounded.',
  jumps: 'Twice a game, hop over a cell to make it yours.',
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
