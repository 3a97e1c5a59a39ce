// The builder's heart, drawn square by square so it reads as a heart at every size the builder
// offers: two lobes with a notch between them on top, a straight body, and sides closing to a point
// (one square wide on an odd width, two on an even one). A sampled curve loses the notch or leaves
// an empty bottom row on small and even grids.

/** Whether the square at (row, col) of a rows × cols grid is part of the heart; row 0 is the top. */
export function inHeart(rows: number, cols: number, row: number, col: number): boolean {
  const width = widthOfRow(rows, cols, row);
  const side = (cols - width) / 2;
  if (col < side || col >= cols - side) return false;
  if (row > 0) return true;
  // The notch: the middle square (odd width) or two (even width) of the top row, once there are lobes beside it.
  const notch = cols % 2 === 1 ? 1 : 2;
  const mid = (cols - notch) / 2;
  return cols < 3 || col < mid || col >= mid + notch;
}

/** How many squares wide, centred, the heart is on this row. */
function widthOfRow(rows: number, cols: number, row: number): number {
  const tip = cols % 2 === 1 ? 1 : 2;
  // The lobes' outer corners are rounded off on the top row (and the row under it on wide grids).
  if (row === 0) return cols - 2 * (cols >= 10 ? 2 : cols === 5 || cols >= 7 ? 1 : 0);
  if (row === 1 && cols >= 10 && rows >= 6) return cols - 2;
  // Below the top row: a straight body, then the sides close in to the tip on the last row; the
  // closing takes about half the height, and at least one square a side per row where there is room.
  const below = rows - 1;
  if (below < 2) return cols;
  const closing = Math.min(below - 1, Math.max((cols - tip) / 2, Math.round(below * 0.55)));
  const step = row - (below - closing);
  if (step <= 0) return cols;
  const exact = cols - ((cols - tip) * step) / closing;
  return tip + 2 * Math.round((exact - tip) / 2);
}
