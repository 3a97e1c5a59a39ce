// The three grids a layout can sit on, as data: its directions (row and column steps), which
// direction is opposite which, the axes they lie on, their symbols, and where a square is drawn.
// Everything that walks the board reads these tables instead of assuming 8 directions.
//
// On every grid direction d and d + axes are opposite and lie on axis d mod axes, so that a bit
// mask of directions folds onto axes as (mask | mask >>> axes) & (2^axes − 1).

export type GridKind = 'square' | 'hex' | 'tri';

export interface Topology {
  readonly grid: GridKind;
  /** Number of directions: 8 on a square grid, 6 on a hexagonal one. */
  readonly directions: number;
  /** Number of axes: 4 or 3. A division pattern has this many bits. */
  readonly axes: number;
  /** Row and column step of each direction (row numbers grow upwards); from an up cell on a triangular grid. */
  readonly steps: ReadonlyArray<readonly [dr: number, dc: number]>;
  /** The row and column step of direction d from square (r, c): on a triangular grid it depends on the cell. */
  stepFrom(r: number, c: number, d: number): readonly [dr: number, dc: number];
  /** The direction opposite each direction. */
  readonly opposite: Uint8Array;
  /** The axis each direction lies on. */
  readonly axisOf: Uint8Array;
  /** Axis symbols in the order of division-pattern digits. */
  readonly axisSymbols: readonly string[];
  /** Angle of each axis on screen, in degrees anticlockwise from east (the cut through a cell). */
  readonly axisAngles: readonly number[];
  /** Where the centre of square (r, c) is drawn, in square widths, y growing upwards. */
  centre(r: number, c: number): readonly [x: number, y: number];
}

function topology(
  grid: GridKind,
  steps: ReadonlyArray<readonly [number, number]>,
  axisSymbols: readonly string[],
  axisAngles: readonly number[],
  centre: (r: number, c: number) => readonly [number, number],
  stepFrom: (r: number, c: number, d: number) => readonly [number, number] = (_r, _c, d) => steps[d]!,
): Topology {
  const directions = steps.length;
  const axes = directions / 2;
  return {
    grid,
    directions,
    axes,
    steps,
    axisSymbols,
    axisAngles,
    centre,
    stepFrom,
    opposite: Uint8Array.from({ length: directions }, (_, d) => (d + axes) % directions),
    axisOf: Uint8Array.from({ length: directions }, (_, d) => d % axes),
  };
}

/**
 * RULES.md section 3: 0 | up, 1 − right, 2 \ down-right, 3 / up-right; 4 down, 5 left,
 * 6 up-left, 7 down-left.
 */
export const SQUARE_GRID: Topology = topology(
  'square',
  [
    [1, 0],
    [0, 1],
    [-1, 1],
    [1, 1],
    [-1, 0],
    [0, -1],
    [1, -1],
    [-1, -1],
  ],
  ['|', '−', '\\', '/'],
  [90, 0, 135, 45],
  (r, c) => [c, r],
);

/**
 * RULES.md section 7: 0 − east, 1 / north-east, 2 \ north-west; 3 west, 4 south-west,
 * 5 south-east. Cells have a point at the top; rows are horizontal and column letters run up
 * and to the left, so the centre of (r, c) is at x = c − r/2, y = r·√3/2.
 */
export const HEX_GRID: Topology = topology(
  'hex',
  [
    [0, 1],
    [1, 1],
    [1, 0],
    [0, -1],
    [-1, -1],
    [-1, 0],
  ],
  ['−', '/', '\\'],
  [0, 60, 120],
  (r, c) => [c - r / 2, (r * Math.sqrt(3)) / 2],
);

const TRI_H = Math.sqrt(3) / 2;
const TRI_UP: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [0, 1],
  [0, -1],
  [-1, 0],
  [-1, -2],
  [-1, 2],
];
const TRI_DOWN: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [1, 2],
  [1, -2],
  [-1, 0],
  [0, -1],
  [0, 1],
];

/**
 * RULES.md section 14: 0 | up (90°), 1 / (30°), 2 \\ (150°); 3 | down (270°), 4 / (210°),
 * 5 \\ (330°). A cell points up when c − r is even; each direction reaches the edge neighbour on one
 * side of the cell and the corner neighbour on the other, so the steps depend on the cell.
 */
export const TRI_GRID: Topology = topology(
  'tri',
  TRI_UP,
  ['|', '/', '\\'],
  [90, 30, 150],
  (r, c) => [(c + 1) / 2, r * TRI_H + (((c - r) & 1) === 0 ? TRI_H / 3 : (2 * TRI_H) / 3)],
  (r, c, d) => (((c - r) & 1) === 0 ? TRI_UP : TRI_DOWN)[d]!,
);
