// Layouts: a layout id compiled once into flat tables that the position and the opponents read
// in their hot paths: squares in reading order, the grid's directions and axes, neighbours per
// direction, gravity columns, drawn centres and centrality. Topology is data here: code that
// walks the board reads `directions`, `opposite` and `axisOf`, never assumes 8 and 4.

import { layoutShape, type LayoutKind, type LayoutShape } from './layout-ids.ts';
import type { GridKind, Topology } from './topology.ts';

export interface Layout {
  /** The canonical id, e.g. `square:6`, `flask:6x3`, `hex:5`. */
  readonly id: string;
  readonly kind: LayoutKind;
  /** The grid the squares sit on, with its direction and axis tables. */
  readonly topology: Topology;
  readonly grid: GridKind;
  /** Directions per square (8 or 6) and axes (4 or 3); a division pattern has `axes` bits. */
  readonly directions: number;
  readonly axes: number;
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
  /** size × directions: the neighbour of square s in direction d at [s * directions + d], or −1. */
  readonly neighbour: Int16Array;
  /** `neighbour` with `size` (an always empty extra square) where it has −1, for branch-free loops. */
  readonly around: Int16Array;
  /** Empty playable neighbours of each square on the empty board. */
  readonly emptyOpenness: Uint8Array;
  /** Under gravity: the squares of column c from the bottom up, columnSquares[c]. */
  readonly columnSquares: ReadonlyArray<Int16Array>;
  /** For each square, its height within its column (0 = lowest playable square of the column). */
  readonly heightInColumn: Uint8Array;
  /** Where each square's centre is drawn, in square widths, y growing upwards. */
  readonly centreX: Float64Array;
  readonly centreY: Float64Array;
  /** RULES.md sections 4 and 7: 1 at the centre of the bounding box, 0 at the farthest square. */
  readonly centrality: Float64Array;
}

const cache = new Map<string, Layout>();

/** Compiles a layout id, or throws a LayoutError naming the id and the accepted forms. */
export function parseLayout(id: string): Layout {
  const cached = cache.get(id);
  if (cached) return cached;
  const shape = layoutShape(id);
  const layout = cache.get(shape.id) ?? build(shape);
  cache.set(shape.id, layout);
  if (cache.size < 4096) cache.set(id, layout);
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

function build(shape: LayoutShape): Layout {
  const { rows, cols, topology } = shape;
  const squareAt = new Int16Array(rows * cols).fill(-1);
  const rowList: number[] = [];
  const colList: number[] = [];
  // Reading order: top row first, left to right. Square numbers follow it, so the opponents'
  // tie-break ("first in reading order") is simply the lowest square number.
  for (let r = rows - 1; r >= 0; r--) {
    for (let c = 0; c < cols; c++) {
      if (!shape.playable(r, c)) continue;
      squareAt[r * cols + c] = rowList.length;
      rowList.push(r);
      colList.push(c);
    }
  }
  const size = rowList.length;
  const rowOf = Uint8Array.from(rowList);
  const colOf = Uint8Array.from(colList);

  const D = topology.directions;
  const neighbour = new Int16Array(size * D).fill(-1);
  const emptyOpenness = new Uint8Array(size);
  for (let s = 0; s < size; s++) {
    for (let d = 0; d < D; d++) {
      const [dr, dc] = topology.stepFrom(rowOf[s]!, colOf[s]!, d);
      const r = rowOf[s]! + dr;
      const c = colOf[s]! + dc;
      if (r >= 0 && r < rows && c >= 0 && c < cols) neighbour[s * D + d] = squareAt[r * cols + c]!;
      if (neighbour[s * D + d]! >= 0) emptyOpenness[s]!++;
    }
  }
  const around = Int16Array.from(neighbour, (m) => (m < 0 ? size : m));

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

  const centreX = new Float64Array(size);
  const centreY = new Float64Array(size);
  for (let s = 0; s < size; s++) [centreX[s], centreY[s]] = topology.centre(rowOf[s]!, colOf[s]!);

  return {
    id: shape.id,
    kind: shape.kind,
    topology,
    grid: topology.grid,
    directions: D,
    axes: topology.axes,
    rows,
    cols,
    gravity: shape.gravity,
    size,
    rowOf,
    colOf,
    squareAt,
    neighbour,
    around,
    emptyOpenness,
    columnSquares,
    heightInColumn,
    centreX,
    centreY,
    centrality: centralities(centreX, centreY),
  };
}

function centralities(x: Float64Array, y: Float64Array): Float64Array {
  const size = x.length;
  let minX = Infinity,
    maxX = -Infinity,
    minY = Infinity,
    maxY = -Infinity;
  for (let s = 0; s < size; s++) {
    minX = Math.min(minX, x[s]!);
    maxX = Math.max(maxX, x[s]!);
    minY = Math.min(minY, y[s]!);
    maxY = Math.max(maxY, y[s]!);
  }
  const midX = (minX + maxX) / 2;
  const midY = (minY + maxY) / 2;
  const dist = new Float64Array(size);
  let maxDist = 0;
  for (let s = 0; s < size; s++) {
    dist[s] = Math.hypot(x[s]! - midX, y[s]! - midY);
    maxDist = Math.max(maxDist, dist[s]!);
  }
  const out = new Float64Array(size);
  for (let s = 0; s < size; s++) out[s] = maxDist === 0 ? 1 : 1 - dist[s]! / maxDist;
  return out;
}

/** The preset names of RULES.md section 1. */
export const PRESET_LAYOUTS = { small: 'square:4', medium: 'square:5', large: 'square:6' } as const;
