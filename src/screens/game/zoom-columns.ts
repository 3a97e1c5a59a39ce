// A zoomed board shows whole columns, as the best phone boards do: its settled scale fits a whole
// number of columns across the view, and its centre lies where the view's left edge meets a
// column's, so no column is cut in half at either edge (no dark strip beside the last one). And
// the zoomed view's box on the screen, with the strip past it an upright phone's bleeding board covers.

/** A box in game pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The squares' columns on the board, in game pixels: the first column's left edge, how many, their width. */
export interface ZoomColumns {
  left: number;
  columns: number;
  square: number;
}

/** A square board's columns (`centreX`: a square's centre, game px), whole ones shown zoomed; none on other grids. */
export function columnsOf(
  board: { grid: string; size: number; colOf: ArrayLike<number> },
  centreX: (s: number) => number,
  square: number,
): ZoomColumns | undefined {
  if (board.grid !== 'square') return undefined;
  let [left, columns] = [Infinity, 0];
  for (let s = 0; s < board.size; s++) {
    left = Math.min(left, centreX(s) - square / 2);
    columns = Math.max(columns, board.colOf[s]! + 1);
  }
  return { left, columns, square };
}

/** The scale nearest `scale` that shows whole columns across `viewWidth`, within `least` and `most` (the settled zoom and a pinch's largest). */
export function wholeColumnsScale(
  viewWidth: number,
  grid: ZoomColumns,
  scale: number,
  least: number,
  most: number,
): number {
  const across = (s: number) => viewWidth / (grid.square * s);
  // The most columns a settled zoom shows, and the fewest a pinch's largest does.
  const widest = Math.max(1, Math.floor(across(least) + 1e-6));
  const narrowest = Math.max(1, Math.min(widest, Math.ceil(across(most) - 1e-6)));
  const shown = Math.min(widest, Math.max(narrowest, Math.round(across(scale))));
  if (shown >= grid.columns) return scale;
  return viewWidth / (grid.square * shown);
}

/**
 * The view's centre x nearest `centreX` whose `shownWidth` begins at a column's edge (unchanged where
 * the width is no whole number of columns); with `keep`, a point whose column stays whole in sight.
 */
export function onColumnEdge(centreX: number, shownWidth: number, grid: ZoomColumns, keep?: number): number {
  const shown = Math.round(shownWidth / grid.square);
  if (Math.abs(shownWidth / grid.square - shown) > 1e-3 || shown >= grid.columns) return centreX;
  const first = (centreX - shownWidth / 2 - grid.left) / grid.square;
  const clamp = (c: number) => Math.min(grid.columns - shown, Math.max(0, c));
  const keeps = (c: number) => {
    if (keep === undefined) return true;
    const column = Math.floor((keep - grid.left) / grid.square);
    return column >= c && column < c + shown;
  };
  const near = [Math.round(first), Math.floor(first), Math.ceil(first)].map(clamp);
  const column = near.find(keeps) ?? near[0]!;
  return grid.left + column * grid.square + shownWidth / 2;
}

/**
 * The zoomed view's box on a screen `screen` wide and high: the board's glass (`glass`, game px)
 * kept on the screen, and where the glass runs past the screen's right (an upright phone's board
 * bleeds past it) the view keeps the margin its left has, so the zoomed board never meets the
 * screen's edge on one side alone.
 */
export function zoomView(glass: Rect, screen: { width: number; height: number }): Rect {
  const left = Math.max(0, glass.x);
  const top = Math.max(0, glass.y);
  const glassRight = glass.x + glass.width;
  const right = glassRight > screen.width ? screen.width - left : glassRight;
  const bottom = Math.min(screen.height, glass.y + glass.height);
  return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** The strip between the zoomed `view`'s right and the glass's (`glassRight`, on the screen): covered while zoomed, 0 wide where the glass does not bleed. */
export function bleedSliver(view: Rect, glassRight: number, screenWidth: number): Rect {
  const right = view.x + view.width;
  const width = Math.max(0, Math.min(screenWidth, glassRight) - right);
  return { x: right, y: view.y, width, height: view.height };
}
