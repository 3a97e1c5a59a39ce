// Where a stem cell's share chips (stem-share-tag.ts) sit, without Phaser. On a square or a
// hexagonal board: astride the cell's lower edge, so the pale body and its pieces show above them
// and the neighbour's figure, at that cell's centre, stays clear. On a triangular board the cells
// are small and packed, and chips on the wide edge covered the neighbour's piece count across it
// (a reviewer read "3 1" on top of a "2"): there they hang on the stem's point, where the stem's own
// body and centre stay in sight, at the largest size at which they cover no cell's count around it.
// Never shrunk below still readable.

import type { GridKind } from '../engine/index.ts';
import { numeralLook, countFits } from './piece-numeral.ts';

/** How far the edge the chips sit on lies from the cell's centre, and how long it is, in cell sizes. */
const EDGE: Record<GridKind, { from: number; length: number }> = {
  square: { from: 0.5, length: 1 },
  hex: { from: 0.43, length: 0.6 },
  tri: { from: 0.25, length: 0.87 },
};

/** The chips are never shrunk below this share of their size: below it the figures stop reading. */
export const SMALLEST_SHARE_SCALE = 0.75;
/** How tall the chips may be against the cell: the rest of the body stays in sight. */
const MOST_HEIGHT = 0.36;

export interface ShareTagPlace {
  /** The chips' centre from the cell's centre, in the cell's pixels (y down). */
  x: number;
  y: number;
  scale: number;
}

/**
 * Where the cells around carry their piece counts, as a share of the frame: the disc's radius, and
 * how far towards its base an up triangle's disc may stand (0 at its centre; with colour-blind
 * marks on, further). Null where the cells are too small to carry a count.
 */
export interface CountsAround {
  r: number;
  dys: readonly number[];
}

/** The counts round a triangle `sizeCss` across, as the cells draw them (piece-numeral.ts), or null where none shows. */
export function triCountsAround(sizeCss: number): CountsAround | null {
  if (!countFits('tri', sizeCss)) return null;
  const plain = numeralLook('tri', sizeCss);
  const marked = numeralLook('tri', sizeCss, { marked: true, down: false });
  return { r: plain.discCss / 2 / sizeCss, dys: [plain.dy, marked.dy] };
}

/** Room kept between the chips and a count's disc, as a share of the frame. */
const CLEAR = 0.03;

/**
 * The count discs' centres round an up triangle at the origin (frame 1 across, y down), the cell
 * itself left out: a row is 0.75 high, up cells' centres on the row's line, down cells' 0.25 above.
 */
function discsAround(counts: CountsAround): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  const w = Math.sqrt(3) / 2;
  for (let k = -2; k <= 2; k++) {
    const odd = Math.abs(k) % 2 === 1;
    for (let m = -3; m <= 3; m++) {
      const up = { x: w * m + (odd ? w / 2 : 0), y: 0.75 * k };
      const down = { x: w * m + (odd ? 0 : w / 2), y: 0.75 * k - 0.25 };
      for (const dy of counts.dys) {
        if (up.x !== 0 || up.y !== 0) out.push({ x: up.x, y: up.y + dy });
        out.push({ x: down.x, y: down.y - dy });
      }
    }
  }
  return out;
}

/** Whether a pill `w` by `h` centred at (0, y) keeps `CLEAR` from every disc of radius r. */
function pillClear(y: number, w: number, h: number, discs: readonly { x: number; y: number }[], r: number) {
  const half = Math.max(0, (w - h) / 2);
  return discs.every((d) => {
    const nx = Math.max(-half, Math.min(half, d.x));
    return Math.hypot(d.x - nx, d.y - y) >= h / 2 + r + CLEAR;
  });
}

/**
 * Where the chips (`width` by `height`) sit on a stem cell `size` across on a `grid` board, `turned`
 * for a triangle pointing down; never shrunk below `least` (the scale that keeps their figures at
 * the readable size). On a triangle, `counts` says where the cells around carry counts (null: none).
 */
export function shareTagPlace(
  grid: GridKind,
  turned: boolean,
  size: number,
  width: number,
  height: number,
  least = SMALLEST_SHARE_SCALE,
  counts: CountsAround | null = null,
): ShareTagPlace {
  const edge = EDGE[grid];
  const floor = Math.max(SMALLEST_SHARE_SCALE, least);
  const fit = Math.min(1, (edge.length * size) / width, (MOST_HEIGHT * size) / height);
  const scale = Math.min(1, Math.max(floor, fit));
  if (grid === 'tri') return onThePoint(turned, size, width, height, Math.min(1, floor), scale, counts);
  const y = edge.from * size + 0.15 * height * scale;
  return { x: 0, y: turned ? -y : y, scale };
}

/**
 * A triangle's chips on its point (the top corner of one pointing up, the bottom of one pointing
 * down), nudged along the cell's axis and shrunk (to `floor` at least) where a count around would
 * be covered; at `most` scale where nothing is in the way.
 */
function onThePoint(
  turned: boolean,
  size: number,
  width: number,
  height: number,
  floor: number,
  most: number,
  counts: CountsAround | null,
): ShareTagPlace {
  const sign = turned ? -1 : 1;
  const point = -0.5;
  const place = (y: number, scale: number) => ({ x: 0, y: sign * y * size, scale });
  if (!counts) return place(point, most);
  const discs = discsAround(counts);
  // Along the axis from the point: outwards first (off the stem's body), then in.
  const shifts = [0, -0.04, 0.04, -0.08, 0.08, -0.12, 0.12, 0.16, 0.2, 0.25, 0.3];
  for (let scale = most; scale >= floor - 1e-9; scale -= 0.02) {
    const w = (width * scale) / size;
    const h = (height * scale) / size;
    for (const shift of shifts)
      if (pillClear(point + shift, w, h, discs, counts.r)) return place(point + shift, scale);
  }
  return place(point, floor);
}
