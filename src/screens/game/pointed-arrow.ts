// The arrow at the zoomed board's edge toward the square the coach points to (the hint, Best moves'
// first) while it is out of sight: the view glides to it when the hint shows (coach-pointed.ts), but
// a finger's drag, a zoom toward the last move or a hint shown before zooming left it off the
// screen with no cue. Like a map app's marker past the edge: the arrow stands just inside
// the view's edge on the line from the view's middle to the square, and its tap brings the square
// into sight. No Phaser: ui/pointed-arrow-view.ts draws it.

export interface Point {
  x: number;
  y: number;
}

export interface Rect extends Point {
  width: number;
  height: number;
}

/** Where the arrow stands and the way it points (radians, 0 to the right, the screen's y down). */
export interface ArrowSpot {
  x: number;
  y: number;
  angle: number;
}

/**
 * The arrow for a square centred at `at` on the screen, `size` across as drawn, seen through the
 * zoomed view `view`: null while the square shows (its middle at least half a square inside the
 * view's edge), else `reach` (the arrow's half width and its margin) inside the view's edge.
 */
export function pointedArrow(view: Rect, at: Point, size: number, reach: number): ArrowSpot | null {
  const inset = size / 4;
  const shows =
    at.x >= view.x + inset &&
    at.x <= view.x + view.width - inset &&
    at.y >= view.y + inset &&
    at.y <= view.y + view.height - inset;
  if (shows) return null;
  const cx = view.x + view.width / 2;
  const cy = view.y + view.height / 2;
  const dx = at.x - cx;
  const dy = at.y - cy;
  // Where the line from the middle leaves the view shrunk by `reach` on every side.
  const hw = Math.max(0, view.width / 2 - reach);
  const hh = Math.max(0, view.height / 2 - reach);
  const k = Math.min(dx === 0 ? Infinity : hw / Math.abs(dx), dy === 0 ? Infinity : hh / Math.abs(dy));
  return { x: cx + dx * k, y: cy + dy * k, angle: Math.atan2(dy, dx) };
}
