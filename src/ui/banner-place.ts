// Where the board's end banner stands (ending-banner.ts): off the board in the status line's band
// where it fits there (bannerOffBoard); else across the board's middle, unless the
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

/** A box in game pixels: its top left corner and size. */
export interface BannerBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest a banner is drawn off the board (of its size); smaller, it stands over the board as before. */
export const OFF_BOARD_LEAST = 0.45;

/**
 * Where the board's end banner stands off the board ("You won!" across the middle hid the
 * final board): in the status line's band (above the board upright, in the panels' column beside it
 * on a wide screen), as large as that band holds, never over a square; null where the band is none,
 * touches the squares, or would hold it smaller than OFF_BOARD_LEAST (it then stands over the board).
 */
export function bannerOffBoard(
  band: BannerBox | null,
  squares: { left: number; right: number; top: number; bottom: number },
  plate: { width: number; height: number },
): { x: number; y: number; scale: number } | null {
  if (!band || band.width <= 0 || band.height <= 0) return null;
  const apart =
    band.x + band.width <= squares.left ||
    band.x >= squares.right ||
    band.y + band.height <= squares.top ||
    band.y >= squares.bottom;
  if (!apart) return null;
  const scale = Math.min(1, (band.width * 0.96) / plate.width, band.height / plate.height);
  if (scale < OFF_BOARD_LEAST) return null;
  return { x: band.x + band.width / 2, y: band.y + band.height / 2, scale };
}
