// The rules as the how-to-play says them: one idea a line, in words a child understands (no Phaser
// here, so the wording is tested on its own).

/** The rules in words a child understands; each line is one idea. */
export const HOW_TO_PLAY_RULES = [
  'Take turns putting a cell on an empty square.',
  'A cell that touches its own kind splits once, along a line through its middle that points at that neighbour: side by side, or corner to corner.',
  'Two neighbours on opposite sides share one line, so together they split it only once.',
  'Every piece counts 1. A lone cell is 1; split along one line: 2 pieces; split along two lines: 4 pieces; up to 8.',
  'Fill the board: the higher score wins. Late cells touch many others, so the last third of the game decides.',
  'On a board of hexagons a cell has six neighbours on three lines, so it splits into at most 6 pieces.',
  'Scoring by connections (a menu choice): every two touching cells of one colour count 1 instead.',
  'In a beaker or a flask, cells fall to the lowest empty square of the column.',
];
