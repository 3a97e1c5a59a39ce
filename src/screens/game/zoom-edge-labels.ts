// While the board is zoomed in, the names of the rows and columns in sight stand at the view's
// edges (a row's number at the left edge, level with its leftmost square in sight; a column's letter
// at the foot, under its lowest square in sight), so a player knows where on the board they are;
// the board's own labels are out of sight then. Whole board: none.

import type { Point, Rect } from './board-zoom.ts';

/** A square as the zoomed view shows it: its row and column (0-based) and its centre on the screen. */
export interface ZoomedSquare {
  row: number;
  col: number;
  at: Point;
}

/** A name at the view's edge: its words and its centre, in game pixels. */
export interface EdgeLabel {
  text: string;
  x: number;
  y: number;
}

/**
 * The edge names for `squares` in `view` (game pixels), for a label box about `label` across and
 * high: only squares whose centre is in sight count; a row's number is left out where it would
 * stand in the corner over the column letters, and any name nearer its neighbour than a label's
 * width (a tilted hexagon's columns) gives way to the one before it.
 */
export function zoomEdgeLabels(
  squares: readonly ZoomedSquare[],
  view: Rect,
  label: { width: number; height: number },
  names: { row: (r: number) => string; col: (c: number) => string },
): { rows: EdgeLabel[]; cols: EdgeLabel[] } {
  const inSight = (p: Point) =>
    p.x >= view.x && p.x <= view.x + view.width && p.y >= view.y && p.y <= view.y + view.height;
  const leftmost = new Map<number, Point>();
  const lowest = new Map<number, Point>();
  for (const s of squares) {
    if (!inSight(s.at)) continue;
    const l = leftmost.get(s.row);
    if (!l || s.at.x < l.x) leftmost.set(s.row, s.at);
    const b = lowest.get(s.col);
    if (!b || s.at.y > b.y) lowest.set(s.col, s.at);
  }
  const foot = view.y + view.height - label.height / 2;
  const rows = [...leftmost]
    .map(([r, p]) => ({ text: names.row(r), x: view.x + label.width / 2, y: p.y }))
    .filter((l) => l.y <= foot - label.height && l.y >= view.y + label.height / 2)
    .sort((a, b) => a.y - b.y);
  const cols = [...lowest]
    .map(([c, p]) => ({ text: names.col(c), x: p.x, y: foot }))
    .filter((l) => l.x >= view.x + label.width && l.x <= view.x + view.width - label.width / 2)
    .sort((a, b) => a.x - b.x);
  return { rows: spaced(rows, 'y', label.height), cols: spaced(cols, 'x', label.width) };
}

/** Labels along one edge, each at least `least` from the one kept before it. */
function spaced(labels: EdgeLabel[], along: 'x' | 'y', least: number): EdgeLabel[] {
  const kept: EdgeLabel[] = [];
  for (const l of labels) if (kept.length === 0 || l[along] - kept.at(-1)![along] >= least) kept.push(l);
  return kept;
}
