// The mark of a capture one move further off (screens/game/capture-threats.ts): on the empty square
// where the other player's next cell could take the person's cells, a whole ring in the other
// player's colour with a faint tint of it inside, over a dark ring so it shows on every vessel. The
// broken ring (last-liberty.ts) says "your group's last way out is here"; this whole ring says
// "their cell could land here": no gaps, the taker's colour. Pure Canvas 2D (docs/art.md).
import type { Rgb } from './colour-vision.ts';

/** Draws the mark for a square of `size` px centred in a canvas of that size, `rgb` the other player's colour. */
export function drawThreatRing(g: CanvasRenderingContext2D, size: number, rgb: Rgb): void {
  const c = size / 2;
  const radius = size * 0.34;
  const colour = rgb.join(', ');
  g.fillStyle = `rgba(${colour}, 0.18)`;
  g.beginPath();
  g.arc(c, c, radius, 0, Math.PI * 2);
  g.fill();
  const ring = (style: string, width: number) => {
    g.strokeStyle = style;
    g.lineWidth = width;
    g.beginPath();
    g.arc(c, c, radius, 0, Math.PI * 2);
    g.stroke();
  };
  ring('rgba(6, 20, 26, 0.85)', Math.max(4, size * 0.09));
  ring(`rgb(${colour})`, Math.max(2, size * 0.04));
}
