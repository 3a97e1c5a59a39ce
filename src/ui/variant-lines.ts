// The Rules tab's plain line for each variant of RULES.md sections 11 to 13 (capture, stem cells,
// jumps), for the board and rules chosen, and why a combination section 10 refuses is not played.

import { parseLayout } from '../engine/index.ts';
import { placeWord } from '../game/settings.ts';
import { captureWords } from '../words/capture-option-words.ts';
import { LOCKED_SHORT, REFUSED_SHORT, VARIANT_SHORT } from '../words/rules-tab-words.ts';

export interface VariantLines {
  capture: string;
  stem: string;
  jumps: string;
  /** Why jumps cannot be played here (a board where cells fall, equal moves), or null when they can. */
  jumpsRefused: string | null;
  /** Why this board cannot take stem cells, or null when it can. */
  stemRefused: string | null;
  /** The Rules tab's one short line for each, beside its chip (the lines above wait behind its "?"). */
  short: {
    capture: string;
    stem: string;
    jumps: string;
    jumpsRefused: string | null;
    stemRefused: string | null;
  };
}

/** The lines for a layout with equal moves on or off; `stemFits` says the board keeps room for stem cells. */
export function variantLines(layoutId: string, equalMoves: boolean, stemFits: boolean): VariantLines {
  const layout = parseLayout(layoutId);
  const place = placeWord(layout.grid);
  const jumpsRefused = layout.gravity
    ? 'Not on this board: cells fall here, and a jump would leave a hole under a cell.'
    : equalMoves
      ? 'Not with equal moves: a jump fills no square, so the moves could not stay equal. Turn equal moves off to play jumps.'
      : null;
  // The help's picture plays each option on squares: on another board its words say so.
  const picture = place === 'square' ? '' : `\nThe picture plays on squares; on ${place}s it works the same.`;
  return {
    capture: captureWords(place) + picture,
    stem: `A grey stem cell waits in the middle; once every ${place} around it is filled it splits, a piece for each cell touching it and its centre for the player with more.${picture}`,
    jumps: `Twice a game, instead of placing, jump one of your cells over the other player's onto the empty ${place} beyond: the jumped cell becomes yours.${picture}`,
    jumpsRefused,
    stemRefused: stemFits ? null : 'This board is too small for stem cells.',
    short: {
      capture: VARIANT_SHORT.capture,
      stem: VARIANT_SHORT.stem,
      jumps: VARIANT_SHORT.jumps,
      jumpsRefused: layout.gravity ? REFUSED_SHORT.jumps : equalMoves ? LOCKED_SHORT.jumps : null,
      stemRefused: stemFits ? null : REFUSED_SHORT.stem,
    },
  };
}

/** The line under Jumps when a choice of On is refused (equal moves is on), naming why. */
export const EQUAL_WITH_JUMPS =
  'Not with jumps: a jump fills no square, so the moves could not stay equal. Turn jumps off to play equal moves.';
