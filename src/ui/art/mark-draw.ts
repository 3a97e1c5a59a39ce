// The colour-blind marks drawn on a canvas (mark-shapes.ts names them: green a dot, red a ring, blue
// a plus, fuchsia a diamond, yellow a bar): one drawing for every place a player's colour stands, the
// board's mark textures (cell-marks.ts) and the game pictures (game-picture.ts: the results' final
// board, Your games' and the Resume card's thumbnails), so a mark reads the same everywhere. White
// over a dark outline, so it shows on every colour. Pure Canvas 2D, drawn in Node by the tests.

import type { MarkShape } from '../mark-shapes.ts';

const OUTLINE = 'rgba(6, 20, 26, 0.9)';

/**
 * How far across its box each white shape reaches: the same for every shape, so no colour's mark is
 * the small one. A reviewer found the old dot (0.4 of its box, a sixth of a cell) and diamond too
 * small to read on a phone's 12×12; at this reach a mark in a box of MARK_SHARE spans 37% of its cell.
 */
export const MARK_REACH = 0.88;

const R = MARK_REACH / 2;

/** Each shape at centre (c, c) in a box `side` wide; `w` widens it for the dark outline under the white. */
const SHAPES: Record<
  MarkShape,
  (g: CanvasRenderingContext2D, x: number, y: number, side: number, w: number) => void
> = {
  dot: (g, x, y, s, w) => {
    g.beginPath();
    g.arc(x, y, s * R + w / 2, 0, Math.PI * 2);
    g.fill();
  },
  ring: (g, x, y, s, w) => {
    const line = s * 0.13;
    g.beginPath();
    g.arc(x, y, s * R - line / 2, 0, Math.PI * 2);
    g.lineWidth = line + w;
    g.stroke();
  },
  plus: (g, x, y, s, w) => {
    const line = s * 0.15;
    const arm = s * R - line / 2;
    g.lineWidth = line + w;
    g.beginPath();
    g.moveTo(x - arm, y);
    g.lineTo(x + arm, y);
    g.moveTo(x, y - arm);
    g.lineTo(x, y + arm);
    g.stroke();
  },
  diamond: (g, x, y, s, w) => {
    const r = s * R + w * 0.7;
    g.beginPath();
    g.moveTo(x, y - r);
    g.lineTo(x + r, y);
    g.lineTo(x, y + r);
    g.lineTo(x - r, y);
    g.closePath();
    g.fill();
  },
  bar: (g, x, y, s, w) => {
    const line = s * 0.17;
    g.lineWidth = line + w;
    g.beginPath();
    g.moveTo(x - s * R + line / 2, y);
    g.lineTo(x + s * R - line / 2, y);
    g.stroke();
  },
};

/** Draws `shape` centred at (x, y) in a box `side` pixels wide: the dark outline, then the white shape. */
export function drawMark(
  g: CanvasRenderingContext2D,
  shape: MarkShape,
  x: number,
  y: number,
  side: number,
): void {
  g.save();
  g.lineJoin = 'round';
  g.lineCap = 'round';
  g.fillStyle = OUTLINE;
  g.strokeStyle = OUTLINE;
  SHAPES[shape](g, x, y, side, side * 0.12);
  g.fillStyle = '#ffffff';
  g.strokeStyle = '#ffffff';
  SHAPES[shape](g, x, y, side, 0);
  g.restore();
}
