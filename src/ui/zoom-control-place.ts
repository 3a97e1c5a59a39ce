// Where the zoom control stands, without Phaser: a finger-wide button at the board's top right
// corner, outside the board where there is room (beside it on a phone on its side or a wide screen,
// above it on an upright phone, in the band between the status line and the board), clear of the
// other controls and the players' panels; else under the board at its right, where the screen is
// free (an upright phone: under the person's panel); only where nothing fits, inside the board's corner.

import type { Rect } from './board-geometry.ts';

const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The zoom control's box, `size` square, `gap` from the board's frame and the screen's edges. */
export function zoomControlSpot(o: {
  /** The board's frame (its glass and rim) on the screen. */
  frame: Rect;
  screen: { width: number; height: number };
  size: number;
  gap: number;
  /** Boxes it must not cover: the other controls, the panels, the status line. */
  avoid: readonly Rect[];
}): Rect {
  const { frame, screen, size, gap } = o;
  const right = frame.x + frame.width;
  const box = (x: number, y: number): Rect => ({ x, y, width: size, height: size });
  const candidates = [
    box(right + gap, Math.max(gap, frame.y)),
    box(Math.min(right, screen.width - gap) - size, frame.y - gap - size),
  ];
  const fits = (b: Rect) =>
    b.x >= gap &&
    b.y >= gap &&
    b.x + b.width <= screen.width - gap &&
    b.y + b.height <= screen.height - gap &&
    !o.avoid.some((a) => overlaps(a, b));
  // No room at the corner (an upright phone whose board meets the status line): the first free spot
  // under the board at its right, down to the bottom bar (under the person's panel), by the thumb.
  const x = Math.min(right, screen.width - gap) - size;
  for (let y = frame.y + frame.height + gap; y + size <= screen.height - gap; y += size / 4)
    candidates.push(box(x, y));
  return candidates.find(fits) ?? box(Math.min(right, screen.width) - size - gap, Math.max(0, frame.y) + gap);
}

/** The notices' kept band, cut short of the controls standing at its end (the zoom control at its right). */
export function besideControls(band: Rect, controls: readonly Rect[]): Rect {
  let { x, width } = band;
  for (const c of controls) {
    if (!(c.x < x + width && x < c.x + c.width && c.y < band.y + band.height && band.y < c.y + c.height))
      continue;
    if (c.x + c.width / 2 > x + width / 2) width = c.x - x;
    else {
      width = x + width - (c.x + c.width);
      x = c.x + c.width;
    }
  }
  return { ...band, x, width: Math.max(0, width) };
}
