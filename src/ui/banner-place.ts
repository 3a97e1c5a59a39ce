// Where the board's end banner stands (ending-banner.ts): across the board's middle, unless the
// last move's square lies under it, when it moves to the middle of the board's other half, so the
// move that ended the game and its division stay in sight.

/** The banner's centre height, in game pixels. */
export function bannerY(o: {
  /** The board's squares' box, top and bottom. */
  top: number;
  bottom: number;
  /** The last move's square's centre height and the squares' size; null: no move. */
  last: number | null;
  square: number;
  /** The banner's height. */
  height: number;
}): number {
  const mid = (o.top + o.bottom) / 2;
  if (o.last === null || Math.abs(o.last - mid) >= (o.height + o.square) / 2) return mid;
  // The other half's middle, or as far as keeps the square clear where the board is short.
  const away = o.last <= mid ? 1 : -1;
  const half = mid + (away * (o.bottom - o.top)) / 4;
  const clear = o.last + away * ((o.height + o.square) / 2);
  return away > 0 ? Math.max(half, clear) : Math.min(half, clear);
}
