// `npx tsx scripts/look-cell-pieces.ts`: a table of every cell frame's pieces once inset and rounded
// (src/ui/art/piece-width.ts): the thinnest piece's width and its thinnest tip as shares of its
// cell's width (and for a square in CSS px on the smallest squares played, a 12×12 on a phone
// upright's 28 px), and the least share of its own sector a piece keeps. The readability test (tests/ui/art/cell-readable.test.ts) holds the bounds.
import { cellShape } from '../src/ui/art/cell-pieces.ts';
import { cellWidth, gridFrames, pieceReadings } from '../src/ui/art/piece-width.ts';

const SMALLEST_CSS = 28;

console.log('frame     pieces  thinnest  px@28  thinnest tip  px@28  least kept');
for (const grid of ['square', 'hex', 'tri'] as const) {
  const whole = cellWidth(cellShape(grid));
  for (const frame of gridFrames(grid)) {
    const pieces = pieceReadings(frame);
    const width = Math.min(...pieces.map((p) => p.width));
    const tip = Math.min(...pieces.map((p) => p.tip));
    const kept = Math.min(...pieces.map((p) => p.kept));
    const px = (w: number) => (grid === 'square' ? (w * whole * SMALLEST_CSS).toFixed(1) : '-').padStart(5);
    console.log(
      `${frame.padEnd(9)} ${String(pieces.length).padStart(6)}  ${width.toFixed(3).padStart(8)}  ${px(width)}  ${tip.toFixed(3).padStart(12)}  ${px(tip)}  ${kept.toFixed(2).padStart(10)}`,
    );
  }
}
