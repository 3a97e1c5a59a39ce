// While the board is zoomed in, the names of the rows and columns in sight stand beside the view,
// off the squares (a reviewer read the letters laid over the bottom row's cells as part of them):
// a row's number in the strip at the view's left, level with its leftmost square in sight; a
// column's letter in the strip under the view, under its lowest square in sight. Where the whole
// board kept room for its own names beside the glass (now out of sight), the strips stand there;
// where it kept none (names on the rim), the zoomed view gives up a strip of its own. Whole board: none.

import type { Point, Rect } from './board-zoom.ts';

/** A square as the zoomed view shows it: its row and column (0-based) and its centre on the screen. */
export interface ZoomedSquare {
  row: number;
  col: number;
  at: Point;
}

/** A name beside the view: its words and its centre, in game pixels. */
export interface EdgeLabel {
  text: string;
  x: number;
  y: number;
}

/** The zoomed view's names' strips: the view the zoomed board is drawn in, where the row numbers stand across and the letters down, and the strips inside the glass to cover. */
export interface NameStrips {
  view: Rect;
  rowX: number;
  colY: number;
  covered: Rect[];
}

/**
 * The strips for a zoomed view `glassView` (game pixels) whose whole board kept `room` for its
 * names (left of the glass, under it), for a name about `label` across and high: the room is used
 * where a name fits in it (a number in the left room, within the screen; a letter in the room
 * under it), else the view gives up a strip that wide or high at its left or foot.
 */
export function zoomNameStrips(
  glassView: Rect,
  room: { left: number; bottom: number },
  label: { width: number; height: number },
): NameStrips {
  const view = { ...glassView };
  const covered: Rect[] = [];
  const left = Math.min(room.left, glassView.x);
  let rowX = glassView.x - left / 2;
  if (left < label.width * 0.7) {
    view.x += label.width;
    view.width -= label.width;
    rowX = glassView.x + label.width / 2;
    covered.push({ x: glassView.x, y: glassView.y, width: label.width, height: glassView.height });
  }
  let colY = glassView.y + glassView.height + room.bottom / 2;
  if (room.bottom < label.height * 0.8) {
    view.height -= label.height;
    colY = view.y + view.height + label.height / 2;
    covered.push({
      x: glassView.x,
      y: colY - label.height / 2,
      width: glassView.width,
      height: label.height,
    });
  }
  return { view, rowX, colY, covered };
}

/**
 * The names for `squares` zoomed in `strips.view` (game pixels), for a name about `label` across
 * and high: only squares whose centre is in sight count, a row's number only where it stands whole
 * within the view's height, and any name nearer its neighbour than a label's width (a tilted hexagon's columns)
 * gives way to the one before it.
 */
export function zoomEdgeLabels(
  squares: readonly ZoomedSquare[],
  strips: Pick<NameStrips, 'view' | 'rowX' | 'colY'>,
  label: { width: number; height: number },
  names: { row: (r: number) => string; col: (c: number) => string },
): { rows: EdgeLabel[]; cols: EdgeLabel[] } {
  const view = strips.view;
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
  const half = label.height / 2;
  const rows = [...leftmost]
    .map(([r, p]) => ({ text: names.row(r), x: strips.rowX, y: p.y }))
    .filter((l) => l.y >= view.y + half && l.y <= view.y + view.height - half)
    .sort((a, b) => a.y - b.y);
  // A letter is narrower than its box: one under a column cut by the view's side still stands under its part in sight.
  const cols = [...lowest]
    .map(([c, p]) => ({ text: names.col(c), x: p.x, y: strips.colY }))
    .sort((a, b) => a.x - b.x);
  return { rows: spaced(rows, 'y', label.height), cols: spaced(cols, 'x', label.width) };
}

/** Labels along one edge, each at least `least` from the one kept before it. */
function spaced(labels: EdgeLabel[], along: 'x' | 'y', least: number): EdgeLabel[] {
  const kept: EdgeLabel[] = [];
  for (const l of labels) if (kept.length === 0 || l[along] - kept.at(-1)![along] >= least) kept.push(l);
  return kept;
}
