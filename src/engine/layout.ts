// Layouts: a layout id (RULES.md section 1) compiled once into flat tables that the position
// and the opponents read in their hot paths: squares in reading order, neighbours per direction,
// gravity columns and centrality. Topology is data here, never bounds tests in a loop.

import { quoteInput } from './quote.ts';

/**
 * The 8 directions. Direction d and d + 4 are opposite and lie on axis d & 3:
 * 0 | up, 1 − right, 2 \ down-right, 3 / up-right; 4 down, 5 left, 6 up-left, 7 down-left.
 * Row numbers grow upwards (row 0 is the bottom row).
 */
export const DIRECTIONS: ReadonlyArray<readonly [dr: number, dc: number]> = [
  [1, 0], [0, 1], [-1, 1], [1, 1],
  [-1, 0], [0, -1], [1, -1], [-1, -1],
];

/** Axis symbols in the order of division-pattern digits: | − \ /. */
export const AXIS_SYMBOLS = ['|', '−', '\\', '/'] as const;

export type LayoutKind = 'square' | 'grid' | 'petri' | 'beaker' | 'flask';

export interface Layout {
  /** The canonical id, e.g. `square:6`, `flask:6x3`. */
  readonly id: string;
  readonly kind: LayoutKind;
  /** Grid size: the playable squares lie inside rows × cols. */
  readonly rows: number;
  readonly cols: number;
  readonly gravity: boolean;
  /** Number of playable squares. Squares are numbered 0…size−1 in reading order. */
  readonly size: number;
  readonly rowOf: Uint8Array;
  readonly colOf: Uint8Array;
  /** rows × cols grid (index r * cols + c) → square number, or −1 where not playable. */
  readonly squareAt: Int16Array;
  /** size × 8: neighbour square of square s in direction d at [s * 8 + d], or −1. */
  readonly neighbour: Int16Array;
  /** Under gravity: the squares of column c from the bottom up, columnSquares[c]. */
  readonly columnSquares: ReadonlyArray<Int16Array>;
  /** For each square, its height within its column (0 = lowest playable square of the column). */
  readonly heightInColumn: Uint8Array;
  /** RULES.md section 4: 1 at the centre of the bounding box, 0 at the farthest square. */
  readonly centrality: Float64Array;
}

/** A layout id that does not name a layout; the message says which forms are accepted. */
export class LayoutError extends Error {
  override name = 'LayoutError';
}

const ACCEPTED =
  'accepted layouts: square:N (N 3–12), grid:RxC (R, C 2–12), petri:D (D 4–12), ' +
  'beaker:RxC (R, C 2–10), flask:WxN (W even 4–10, N 1–8)';

const cache = new Map<string, Layout>();

/** Compiles a layout id, or throws a LayoutError naming the id and the accepted forms. */
export function parseLayout(id: string): Layout {
  const text = String(id).trim().toLowerCase();
  const cached = cache.get(text);
  if (cached) return cached;
  const layout = compile(text, id);
  cache.set(text, layout);
  cache.set(layout.id, layout);
  return layout;
}

/** The asking form: a layout, or the error message. */
export function tryParseLayout(id: string): { layout: Layout } | { error: string } {
  try {
    return { layout: parseLayout(id) };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

function compile(text: string, original: string): Layout {
  const match = /^(square|grid|petri|beaker|flask):(\d+)(?:x(\d+))?$/.exec(text);
  if (!match) throw new LayoutError(`${quoteInput(original)} is not a layout id; ${ACCEPTED}`);
  const kind = match[1] as LayoutKind;
  const a = Number(match[2]);
  const b = match[3] === undefined ? undefined : Number(match[3]);
  const needsTwo = kind === 'grid' || kind === 'beaker' || kind === 'flask';
  if (needsTwo !== (b !== undefined)) {
    throw new LayoutError(`${quoteInput(original)} is not a layout id; ${ACCEPTED}`);
  }
  const outOfRange = (what: string) =>
    new LayoutError(`${quoteInput(original)}: ${what}; ${ACCEPTED}`);

  switch (kind) {
    case 'square':
      if (a < 3 || a > 12) throw outOfRange('N must be 3 to 12');
      return build(`square:${a}`, kind, a, a, false, () => true);
    case 'grid':
      if (a < 2 || a > 12 || b! < 2 || b! > 12) throw outOfRange('R and C must be 2 to 12');
      return build(`grid:${a}x${b}`, kind, a, b!, false, () => true);
    case 'petri': {
      if (a < 4 || a > 12) throw outOfRange('D must be 4 to 12');
      const mid = (a - 1) / 2;
      const r2 = (a / 2) ** 2;
      return build(`petri:${a}`, kind, a, a, false, (r, c) => (r - mid) ** 2 + (c - mid) ** 2 <= r2);
    }
    case 'beaker':
      if (a < 2 || a > 10 || b! < 2 || b! > 10) throw outOfRange('R and C must be 2 to 10');
      return build(`beaker:${a}x${b}`, kind, a, b!, true, () => true);
    case 'flask': {
      const w = a;
      const neck = b!;
      if (w < 4 || w > 10 || w % 2 !== 0) throw outOfRange('W must be even, 4 to 10');
      if (neck < 1 || neck > 8) throw outOfRange('N must be 1 to 8');
      const widths = flaskRowWidths(w, neck);
      return build(`flask:${w}x${neck}`, kind, widths.length, w, true, (r, c) => {
        const half = (w - widths[r]!) / 2;
        return c >= half && c < w - half;
      });
    }
  }
}

/** Row widths of a flask from the bottom up: W, W−2, …, 4, then N rows of 2. */
export function flaskRowWidths(w: number, neck: number): number[] {
  const widths: number[] = [];
  for (let width = w; width >= 4; width -= 2) widths.push(width);
  for (let i = 0; i < neck; i++) widths.push(2);
  return widths;
}

function build(
  id: string,
  kind: LayoutKind,
  rows: number,
  cols: number,
  gravity: boolean,
  playable: (r: number, c: number) => boolean,
): Layout {
  const squareAt = new Int16Array(rows * cols).fill(-1);
  const rowList: number[] = [];
  const colList: number[] = [];
  // Reading order: top row first, left to right. Square numbers follow it, so the opponents'
  // tie-break ("first in reading order") is simply the lowest square number.
  for (let r = rows - 1; r >= 0; r--) {
    for (let c = 0; c < cols; c++) {
      if (!playable(r, c)) continue;
      squareAt[r * cols + c] = rowList.length;
      rowList.push(r);
      colList.push(c);
    }
  }
  const size = rowList.length;
  const rowOf = Uint8Array.from(rowList);
  const colOf = Uint8Array.from(colList);

  const neighbour = new Int16Array(size * 8).fill(-1);
  for (let s = 0; s < size; s++) {
    for (let d = 0; d < 8; d++) {
      const [dr, dc] = DIRECTIONS[d]!;
      const r = rowOf[s]! + dr;
      const c = colOf[s]! + dc;
      if (r >= 0 && r < rows && c >= 0 && c < cols) neighbour[s * 8 + d] = squareAt[r * cols + c]!;
    }
  }

  const columnSquares: Int16Array[] = [];
  const heightInColumn = new Uint8Array(size);
  for (let c = 0; c < cols; c++) {
    const run: number[] = [];
    for (let r = 0; r < rows; r++) {
      const s = squareAt[r * cols + c]!;
      if (s >= 0) {
        heightInColumn[s] = run.length;
        run.push(s);
      }
    }
    columnSquares.push(Int16Array.from(run));
  }

  return {
    id, kind, rows, cols, gravity, size, rowOf, colOf, squareAt, neighbour,
    columnSquares, heightInColumn,
    centrality: centralities(rowOf, colOf),
  };
}

function centralities(rowOf: Uint8Array, colOf: Uint8Array): Float64Array {
  const size = rowOf.length;
  let minR = Infinity, maxR = -Infinity, minC = Infinity, maxC = -Infinity;
  for (let s = 0; s < size; s++) {
    minR = Math.min(minR, rowOf[s]!); maxR = Math.max(maxR, rowOf[s]!);
    minC = Math.min(minC, colOf[s]!); maxC = Math.max(maxC, colOf[s]!);
  }
  const midR = (minR + maxR) / 2;
  const midC = (minC + maxC) / 2;
  const dist = new Float64Array(size);
  let maxDist = 0;
  for (let s = 0; s < size; s++) {
    dist[s] = Math.hypot(rowOf[s]! - midR, colOf[s]! - midC);
    maxDist = Math.max(maxDist, dist[s]!);
  }
  const out = new Float64Array(size);
  for (let s = 0; s < size; s++) out[s] = maxDist === 0 ? 1 : 1 - dist[s]! / maxDist;
  return out;
}

/** The preset names of RULES.md section 1. */
export const PRESET_LAYOUTS = { small: 'square:4', medium: 'square:5', large: 'square:6' } as const;
