// How a cell's pieces are counted, taught one way wherever the count is taught (How to play's count
// page, a hexagon's or a triangle's first-play line, the guided game's picture): a reviewer found
// "1, 2, 4, then 6 pieces" arbitrary until they pictured lines through a centre. A cell is cut once
// along each straight line through its middle that holds a cell of its colour; two on opposite
// sides lie on the same line, so they cut it once (RULES.md section 3: pieces are 2 a line). Said
// per line, never per cell: "each of yours it touches cuts a line" sent a reviewer looking for +8
// from four cells, two of them on one line.

/** The rule, said once: what cuts a cell, and why two opposite cells cut it only once. */
export const LINES_CUT =
  'A cell is cut once per line through it with yours on it: two on opposite sides share one cut.';

/** The count by lines, up to `most` lines (4 on squares, 3 on hexagons and triangles). */
export function piecesByLines(most: 3 | 4): string {
  return `One line: 2 pieces; two: 4; three: 6${most === 4 ? '; four: 8' : ''}.`;
}

/** The guided game's picture beat: the rule and the count it shows, 1, 2, 4, then 6 pieces. */
export const LINES_PICTURE = 'One cut per line through it with yours on it, not per cell: 1, 2, 4, 6 pieces.';
