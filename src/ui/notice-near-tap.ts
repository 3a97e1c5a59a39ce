// A refused tap's words stand by the tap, still off the squares (the notices' places are the free
// bands beside the board): the band nearest the tap first, and in it the stretch nearest the tap:
// level with it at the board's edge in a column beside the board, over it in a row above or below.

import type { Rect } from './board-geometry.ts';

/** How far `p` is from `r` (0 inside it). */
function distance(r: Rect, p: { x: number; y: number }): number {
  const dx = Math.max(r.x - p.x, 0, p.x - (r.x + r.width));
  const dy = Math.max(r.y - p.y, 0, p.y - (r.y + r.height));
  return Math.hypot(dx, dy);
}

const clamp = (v: number, least: number, most: number) => Math.max(least, Math.min(v, most));

/** The stretch of `band` nearest `tap` that holds a notice `want` big (the whole band where it is smaller). */
export function stretchNearTap(
  band: Rect,
  tap: { x: number; y: number },
  want: { width: number; height: number },
): Rect {
  const right = band.x + band.width;
  const foot = band.y + band.height;
  const width = Math.min(band.width, want.width);
  if (tap.y >= band.y && tap.y <= foot) {
    // A column beside the board: at its edge by the board, level with the tap, room kept under it.
    const x = tap.x >= right ? right - width : band.x;
    const y = clamp(tap.y - want.height / 2, band.y, Math.max(band.y, foot - want.height));
    return { x, y, width, height: foot - y };
  }
  // A row above or below: over the tap, at its edge by the board.
  const x = clamp(tap.x - width / 2, band.x, right - width);
  const y = tap.y >= foot ? Math.max(band.y, foot - want.height) : band.y;
  return { x, y, width, height: foot - y };
}

/** `places` with the stretch nearest the tap first, in game pixels; the others after it, as they were. */
export function placesNearTap(
  places: readonly Rect[],
  tap: { x: number; y: number },
  want: { width: number; height: number },
): Rect[] {
  const nearest = [...places].sort((a, b) => distance(a, tap) - distance(b, tap))[0];
  if (!nearest) return [];
  return [stretchNearTap(nearest, tap, want), ...places.filter((p) => p !== nearest)];
}
