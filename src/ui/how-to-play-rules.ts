// The rules as the how-to-play says them: one idea a line, in words a child understands (no Phaser
// here, so the wording is tested on its own).

/** The rules in words a child understands; each line is one idea. */
export const HOW_TO_PLAY_RULES = [
  'Take turns putting a cell on an empty square.',
  'A cell that touches its own kind splits along a line through its middle that points at that neighbour: side by side, or corner to corner.',
  'Every piece counts 1. A lone cell is 1, split once it is 2, split twice it is 4. Fill the board: the higher score wins.',
  'On a board of hexagons a cell has six neighbours, so it splits into at most 6 pieces.',
  'Scoring by connections (a menu choice): every two touching cells of one colour count 1 instead.',
  'In a beaker or a flask, cells fall to the lowest empty square of the column.',
];
