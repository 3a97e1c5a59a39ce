// The capture warning's mark (RULES.md section 11): on the empty square that is a group's last free
// square, a ring of eight short dashes in the colour of the group at risk, over a dark ring of the
// same dashes so it shows on every vessel. Quiet (no fill, no motion beyond a slow breath the view
// may add), but plain: a broken ring says "the last way out is here". Pure Canvas 2D, as the rest
// of the art (docs/art.md).
import type { Rgb } from './colour-vision.ts';

/** How many dashes the ring has, and the share of each dash's arc that is drawn. */
export const LIBERTY_DASHES = 8;
const DRAWN = 0.55;

/**
 * Draws the mark for a square of `size` px centred in a canvas of that size: `rgb` the colour of
 * the group at risk. Its ring stands at 0.34 of the square (inside the empty square's well).
 */
export function drawLastLiberty(g: CanvasRenderingContext2D, size: number, rgb: Rgb): void {
  const c = size / 2;
  const radius = size * 0.3;
  const step = (Math.PI * 2) / LIBERTY_DASHES;
  const ring = (colour: string, width: number) => {
    g.strokeStyle = colour;
    g.lineWidth = width;
    g.lineCap = 'round';
    for (let i = 0; i < LIBERTY_DASHES; i++) {
      const from = i * step - Math.PI / 2 + (step * (1 - DRAWN)) / 2;
      g.beginPath();
      g.arc(c, c, radius, from, from + step * DRAWN);
      g.stroke();
    }
  };
  ring('rgba(6, 20, 26, 0.85)', Math.max(4, size * 0.11));
  ring(`rgb(${rgb.join(', ')})`, Math.max(2, size * 0.055));
}
