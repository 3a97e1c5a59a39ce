// The options' lines as the how-to-play says them (its pages: how-to-play-pages.ts), one idea a
// line, in words a child understands (no Phaser here, so the wording is tested on its own).

import { TRI_NEIGHBOURS } from './neighbours-words.ts';

/**
 * One line for each board shape and rules choice beyond the classic game, keyed by the name the
 * rules id gives it (RULES.md sections 2, 9 and 11 to 14), each named as the menu names it: a player
 * who picks one can read what it changes here. Short: each fits above its demo on a phone.
 */
export const HOW_TO_PLAY_VARIANTS = {
  tri: TRI_NEIGHBOURS,
  equal: 'Equal moves: on a board with an odd number of squares, the last square stays empty.',
  connections:
    'Scoring by connections (a menu choice): instead, a point for each pair of your cells that touch.',
  capture:
    "Capture: surround the other player's cells so no empty square touches them, and they turn your colour.",
  stem: 'Stem cells: the grey cell splits once every square around it is filled, a piece for each neighbour and its centre for the player with more.',
  jumps:
    "Jumps: two times a game, tap your cell, then the empty square just beyond the other player's cell beside it: yours hops over, and that cell turns your colour.",
} as const;

/** Who jumps, on the Jumps page: a player against Easy need not watch for its jumps. */
export const JUMPS_WHO = 'Easy, Medium, Hard and Adaptive never jump; Expert and Perfect do.';

/** The demo's line after a capture: who captured how many cells. */
export const HOW_TO_PLAY_CAPTURED = (who: string, cells: number): string =>
  `${who} captures ${cells} ${cells === 1 ? 'cell' : 'cells'}:`;
