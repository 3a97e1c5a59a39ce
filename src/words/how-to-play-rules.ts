// The rules as the how-to-play says them: one idea a line, in words a child understands (no Phaser
// here, so the wording is tested on its own).

/**
 * One line for each board shape and rules choice beyond the classic game, keyed by the name the
 * rules id gives it (RULES.md sections 2, 9 and 11 to 14): a player who picks one in the menu can
 * read what it changes here.
 */
export const HOW_TO_PLAY_VARIANTS = {
  tri: 'On a board of triangles a cell has six neighbours: three share a side, three touch only a corner. It splits into at most 6 pieces.',
  equal:
    'Equal moves (a menu choice): when the board has an odd number of squares, the game ends one move early, so both players place as many cells.',
  connections:
    'Scoring by connections (a menu choice): every two touching cells of one colour count 1 instead.',
  capture:
    "Capture (a menu choice): surround the other player's cells so that no empty square touches them, and they turn your colour.",
  stem: 'Stem cells (a menu choice): a grey cell waits in the middle. Once every square around it is filled, it splits: a piece for each cell touching it, and its centre for the player with more.',
  jumps:
    "Jumps (a menu choice): two times a game, instead of placing, hop one of your cells over the other player's cell onto the empty square beyond. The cell you hop over turns your colour.",
} as const;

/** The demo's line after a capture: who captured how many cells. */
export const HOW_TO_PLAY_CAPTURED = (who: string, cells: number): string =>
  `${who} captures ${cells} ${cells === 1 ? 'cell' : 'cells'}:`;

/** The rules in words a child understands; each line is one idea. */
export const HOW_TO_PLAY_RULES = [
  'Take turns putting a cell on an empty square.',
  'A cell that touches its own kind splits once, along a line through its middle that points at that neighbour: side by side, or corner to corner.',
  'Two neighbours on opposite sides share one line, so together they split it only once.',
  'Every piece counts 1. A lone cell is 1; split along one line: 2 pieces; split along two lines: 4 pieces; up to 8.',
  'Fill the board: the higher score wins. Late cells touch many others, so the last third of the game decides.',
  'On a board of hexagons a cell has six neighbours on three lines, so it splits into at most 6 pieces.',
  HOW_TO_PLAY_VARIANTS.tri,
  'In a beaker or a flask, cells fall to the lowest empty square of the column.',
  HOW_TO_PLAY_VARIANTS.equal,
  HOW_TO_PLAY_VARIANTS.connections,
  HOW_TO_PLAY_VARIANTS.capture,
  HOW_TO_PLAY_VARIANTS.stem,
  HOW_TO_PLAY_VARIANTS.jumps,
];
