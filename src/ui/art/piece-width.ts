// How a cell's pieces read once inset and rounded (CELLS.md): the widest disc inside each piece
// against the widest inside the whole cell, how wide it stays at its tips, and how much of its own
// sector the gaps and rounding leave it, so a check fails where a piece would read as a sliver or a
// drop at play size. Shared by the readability test
// (tests/ui/art/cell-readable.test.ts) and the table script (scripts/look-cell-pieces.ts).
import { allPatternFrames, type GridKind } from '../../engine/index.ts';
import { cellOutlines, cellPieces, readCellFrame, type CellShape } from './cell-pieces.ts';
import {
  cornerAngles,
  depthInside,
  inscribedWidth,
  signedArea,
  type Point,
  type Polygon,
} from './geometry.ts';

/**
 * The widest disc inside the whole cell, in frame units: a square's side, a hexagon's width across
 * its flat sides, a triangle's inscribed circle. Pieces are measured against it.
 */
export function cellWidth(shape: CellShape): number {
  return inscribedWidth(shape.corners);
}

/** Every frame of a grid's cells: `0000` … `1111`, `hex-000` … `hex-111`, `tri-000` … `tri-111`. */
export function gridFrames(grid: GridKind): string[] {
  if (grid === 'square') return allPatternFrames(4).sort();
  const hex = allPatternFrames(3).sort();
  return grid === 'hex' ? hex : hex.map((h) => `tri-${h.slice(4)}`);
}

/** Half a pixel of a 256-px frame: how far a rounded corner's chords stray inside its arc. */
const SAMPLING = 0.002;

/**
 * The local thickness of a convex outline at a point p on it: the diameter of the widest disc
 * inside the outline that reaches p. Such a disc touches p, so its centre lies p + r·n for some
 * inward direction n, with the outline at least r away from the centre (less SAMPLING: an arc is
 * drawn as chords, which cut a little inside it).
 */
export function thicknessAt(outline: Polygon, p: Point): number {
  const reach = (a: number): number => {
    const n = { x: Math.cos(a), y: Math.sin(a) };
    let lo = 0;
    let hi = 1;
    for (let k = 0; k < 30; k++) {
      const r = (lo + hi) / 2;
      if (depthInside(outline, { x: p.x + r * n.x, y: p.y + r * n.y }) >= r - SAMPLING) lo = r;
      else hi = r;
    }
    return lo;
  };
  let best = 0;
  let bestAngle = 0;
  for (let k = 0; k < 48; k++) {
    const a = (2 * Math.PI * k) / 48;
    const r = reach(a);
    if (r > best) [best, bestAngle] = [r, a];
  }
  for (let k = -12; k <= 12; k++) best = Math.max(best, reach(bestAngle + (k * Math.PI) / 288));
  return 2 * best;
}

/**
 * How wide a piece's tips stay: at every corner of its raw sector sharper than a right angle (a
 * diagonal's end in a square's corner, pieces meeting at the centre at 45° or 60°, a triangle's
 * corner), the local thickness of its drawn outline at the outline's point nearest that corner, as
 * a share of its cell's own width. A right angle or wider is a corner, not a sliver, and is left out;
 * a piece without a sharp corner gives its body's width. `hidden` leaves out a corner something
 * else covers (a stem cell's centre disc).
 */
export function tipWidths(
  shape: CellShape,
  raw: Polygon,
  outline: Polygon,
  hidden: (corner: Point) => boolean = () => false,
): number[] {
  const whole = cellWidth(shape);
  const angles = cornerAngles(raw);
  const tips = raw.filter((corner, i) => angles[i]! < Math.PI / 2 - 1e-9 && !hidden(corner));
  if (tips.length === 0) return [inscribedWidth(outline) / whole];
  return tips.map((corner) => {
    const nearest = outline.reduce((a, b) =>
      Math.hypot(b.x - corner.x, b.y - corner.y) < Math.hypot(a.x - corner.x, a.y - corner.y) ? b : a,
    );
    return thicknessAt(outline, nearest) / whole;
  });
}

/**
 * Each piece of a frame once inset and rounded: `width`, its widest disc as a share of its cell's
 * own width; `tip`, its narrowest tip (tipWidths); `kept`, its area as a share of its raw sector's
 * (what the gaps and the rounding leave).
 */
export function pieceReadings(frame: string): { width: number; tip: number; kept: number }[] {
  const { shape, mask } = readCellFrame(frame);
  const whole = cellWidth(shape);
  const raw = cellPieces(shape, mask);
  return cellOutlines(shape, mask).map((piece, i) => ({
    width: inscribedWidth(piece) / whole,
    tip: Math.min(...tipWidths(shape, raw[i]!, piece)),
    kept: signedArea(piece) / signedArea(raw[i]!),
  }));
}
