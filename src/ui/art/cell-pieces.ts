// A cell's pieces (CELLS.md): the cell's outline, a square, a hexagon with a point at the top or a
// triangle pointing up (a triangle pointing down is the same frame turned 180°), cut through its
// centre along each connected axis of its division pattern, the cuts evened out so the pieces come
// out about equal (even-cuts.ts); each piece inset and rounded by pivoted arcs. One code for both grids: the axes come from the engine's
// topology, the outline is data. Coordinates are the unit frame, x right and y down as on a canvas.
import {
  HEX_GRID,
  SQUARE_GRID,
  TRI_GRID,
  patternFrame,
  patternFromName,
  patternName,
  type GridKind,
  type Topology,
} from '../../engine/index.ts';
import {
  cornerAngles,
  insetConvex,
  inscribedWidth,
  roundCorners,
  type Point,
  type Polygon,
} from './geometry.ts';
import { clean, evenRays, rayExit } from './even-cuts.ts';

export type { Point, Polygon } from './geometry.ts';

/** The outline a grid's cell is cut from, and its cut lines. */
export interface CellShape {
  readonly grid: GridKind;
  /** Number of axes: digits of a division pattern, bits of its mask. */
  readonly axes: number;
  /** The outline's corners in the unit frame, clockwise on screen (positive signed area, y down). */
  readonly corners: Polygon;
  /** Angle of each axis's cut on the canvas (radians, y down), in the order of the pattern's digits. */
  readonly cutAngles: readonly number[];
  /**
   * Distance between the centres of two neighbours in frame units: 1 for a square, √3/2 for a
   * hexagon drawn point to point across the frame. Insets and radii scale by it, so gaps between
   * neighbours look the same on both grids.
   */
  readonly width: number;
  /**
   * The cell's own corners take the style's corner radius times this: a hexagon's 120° corners
   * need √3 times the radius of a square's 90° ones to be rounded over the same length of side.
   */
  readonly cornerRounding: number;
}

const CENTRE: Point = { x: 0.5, y: 0.5 };

function shapeOf(topology: Topology, corners: Polygon, width: number, cornerRounding: number): CellShape {
  // The engine's angles run anticlockwise with y up; the canvas's y runs down.
  const cutAngles = topology.axisAngles.map((deg) => (-deg * Math.PI) / 180);
  return { grid: topology.grid, axes: topology.axes, corners, cutAngles, width, cornerRounding };
}

/** The square cell: cut along | − \ /. */
export const SQUARE_CELL: CellShape = shapeOf(
  SQUARE_GRID,
  [
    { x: 1, y: 0 },
    { x: 1, y: 1 },
    { x: 0, y: 1 },
    { x: 0, y: 0 },
  ],
  1,
  1,
);

/** The hexagonal cell, point at the top, filling the frame's height: cut along − / \ through its edges' midpoints. */
export const HEX_CELL: CellShape = shapeOf(
  HEX_GRID,
  [-90, -30, 30, 90, 150, 210].map((deg) => {
    const a = (deg * Math.PI) / 180;
    return { x: clean(0.5 + 0.5 * Math.cos(a)), y: clean(0.5 + 0.5 * Math.sin(a)) };
  }),
  Math.sqrt(3) / 2,
  Math.sqrt(3),
);

/**
 * The triangular cell pointing up, its centre at the frame's centre and its corners on the frame's
 * circle (a triangle of side 1 board unit in a frame 2/√3 units wide, as a hexagon's): cut along its
 * altitudes | / \ (RULES.md section 14). Edge neighbours' centres are half a frame apart; insets
 * and radii are scaled a little larger, so the gaps read as a square board's at the same size.
 */
export const TRI_CELL: CellShape = shapeOf(
  TRI_GRID,
  [-90, 30, 150].map((deg) => {
    const a = (deg * Math.PI) / 180;
    return { x: clean(0.5 + 0.5 * Math.cos(a)), y: clean(0.5 + 0.5 * Math.sin(a)) };
  }),
  0.7,
  0.8,
);

export function cellShape(grid: GridKind): CellShape {
  return grid === 'hex' ? HEX_CELL : grid === 'tri' ? TRI_CELL : SQUARE_CELL;
}

/** The frame name of a pattern on a grid: `1100`, `hex-110`, `tri-110` (digits | / \ for a triangle). */
export function gridFrame(grid: GridKind, mask: number): string {
  if (grid !== 'tri') return patternFrame(mask, grid === 'hex' ? 3 : 4);
  return `tri-${patternName(mask, 3)}`;
}

/**
 * A whole cell's frame (no cuts) in the board's shape: the one the players' panels and the results'
 * score line show beside each name, so a hexagon's or a triangle's board never shows a square there.
 */
export function loneCellFrame(grid: GridKind): string {
  return gridFrame(grid, 0);
}

/** A cell frame's shape and pattern: `1100` is a square cut along | and −, `hex-110` a hexagon cut along − and /. */
export function readCellFrame(frame: string): { shape: CellShape; mask: number } {
  if (frame.startsWith('tri-')) return { shape: TRI_CELL, mask: patternFromName(`hex-${frame.slice(4)}`) };
  return { shape: frame.startsWith('hex-') ? HEX_CELL : SQUARE_CELL, mask: patternFromName(frame) };
}

/** Number of pieces drawn for a pattern: 2k for k cuts, 1 for none (RULES.md section 3). */
export function pieceCount(mask: number): number {
  let k = 0;
  for (let m = mask; m; m &= m - 1) k++;
  return k === 0 ? 1 : 2 * k;
}

function norm(a: number): number {
  const t = 2 * Math.PI;
  return ((a % t) + t) % t;
}

/**
 * The two ends of an axis's cut along the axis itself: a square's | from edge middle to edge middle, its
 * \ corner to corner, a triangle's altitude from an edge's middle to a corner (CELLS.md; evened: cutRays).
 */
export function cutEnds(shape: CellShape, axis: number): [Point, Point] {
  const a = shape.cutAngles[axis]!;
  return [rayExit(shape.corners, a), rayExit(shape.corners, a + Math.PI)];
}

/** The rays along a pattern's axes, two for each connected axis, sorted by angle in [0, 2π). */
export function axisRays(shape: CellShape, mask: number): number[] {
  const rays: number[] = [];
  shape.cutAngles.forEach((a, axis) => {
    if ((mask >> axis) & 1) rays.push(norm(a), norm(a + Math.PI));
  });
  return rays.sort((u, v) => u - v);
}

/**
 * The rays from the centre a pattern's pieces part along, sorted by angle in [0, 2π): two for each
 * connected axis, slid along the outline towards an even split (even-cuts.ts), so the pieces read as
 * N about equal pieces. None for a whole cell.
 */
export function cutRays(shape: CellShape, mask: number): number[] {
  const rays = axisRays(shape, mask);
  // A cut keeps off a corner by the corner's own rounding and a cut end's, as drawn by default.
  const o = DEFAULT_OUTLINE;
  const corner = (o.cornerRadius * shape.cornerRounding) / Math.tan(cornerAngles(shape.corners)[0]! / 2);
  return rays.length === 0 ? [] : evenRays(shape.corners, rays, (corner + o.edgeRadius) * shape.width);
}

/**
 * The pieces of a cell cut along the pattern's axes: the outline clipped to each sector between
 * consecutive cut rays (cutRays), as convex polygons clockwise on screen without 180° vertices. No cut gives
 * the whole outline.
 */
export function cellPieces(shape: CellShape, mask: number): Polygon[] {
  const rays = cutRays(shape, mask);
  if (rays.length === 0) return [shape.corners.map((p) => ({ ...p }))];
  const pieces: Polygon[] = [];
  for (let i = 0; i < rays.length; i++) {
    const a0 = rays[i]!;
    const a1 = i + 1 < rays.length ? rays[i + 1]! : rays[0]! + 2 * Math.PI;
    pieces.push(sectorPiece(shape, a0, a1));
  }
  return pieces;
}

/**
 * The outline clipped to the sector between the rays from the centre at angles a0 < a1 (canvas
 * radians, y down, a1 − a0 < 2π): a convex polygon clockwise on screen.
 */
export function sectorPiece(shape: CellShape, a0: number, a1: number): Polygon {
  const cornerDirections = shape.corners.map((p) => ({
    p,
    a: norm(Math.atan2(p.y - CENTRE.y, p.x - CENTRE.x)),
  }));
  const start = norm(a0);
  const end = start + (a1 - a0);
  const inside = cornerDirections
    .map(({ p, a }) => ({ p, a: a <= start + 1e-9 ? a + 2 * Math.PI : a }))
    .filter(({ a }) => a > start + 1e-9 && a < end - 1e-9)
    .sort((u, v) => u.a - v.a)
    .map(({ p }) => ({ ...p }));
  return dropStraightVertices([
    { ...CENTRE },
    rayExit(shape.corners, start),
    ...inside,
    rayExit(shape.corners, end),
  ]);
}

// A half cell has its centre in the middle of a straight side; a corner of 180° is no corner.
function dropStraightVertices(poly: Point[]): Point[] {
  const n = poly.length;
  return poly.filter((p, i) => {
    const a = poly[(i - 1 + n) % n]!;
    const b = poly[(i + 1) % n]!;
    return Math.abs((p.x - a.x) * (b.y - p.y) - (p.y - a.y) * (b.x - p.x)) > 1e-9;
  });
}

/** How a cell's pieces are inset and rounded, in units of the distance between neighbours' centres. */
export type OutlineStyle = {
  /**
   * Gap from the cell's edge to a piece: wider than the cuts' (the square's well, WELL_INSET from
   * its edge, shows as a margin of the holder's field round the pieces), so two neighbouring
   * cells' pieces stand further apart than two pieces of one cell, and each cell reads as one
   * cell of N pieces, not as a mosaic of pieces running on across the board.
   */
  readonly edgeInset: number;
  /** Gap from a cut line to a piece (so pieces of one cell show twice this): narrow, the piece's dark rim parts them. */
  readonly cutInset: number;
  /**
   * The widest disc inside a piece, as a share of the widest inside its cell, from which the piece
   * counts as full: a square's quarter between its diagonals (0.41) and anything larger. A smaller
   * piece's cut inset shrinks in proportion (pieceScale: a square's 45° triangle 0.70, a hexagon's
   * 60° wedge or kite and a triangle's sixth 0.87), so its gap is thinner and it keeps a body
   * that reads on a 12×12's 28-px squares instead of a drop the gaps swallow.
   */
  readonly fullPiece: number;
  /**
   * Radius at the cell's own corners (the seed's outer r). A corner a cut runs into (a square's
   * diagonal, a triangle's altitude) is rounded over the same length of its sides as a whole
   * corner, its radius shrinking with the tangent of its half angle, but never below a tip's.
   */
  readonly cornerRadius: number;
  /**
   * The least width of a tip, any corner sharper than a right angle (a diagonal's end in a square's
   * corner, a triangle's corner, pieces meeting at the centre at 45°, 60° or 30°), as a share of the
   * cell's inscribed width: its rounding radius is at least half this, so no piece ends in a
   * sliver thinner than the body of the thinnest piece (a fifth of the cell, tests/ui/art/cell-readable.test.ts).
   */
  readonly leastTip: number;
  /** Radius where a cut meets the cell's edge. */
  readonly edgeRadius: number;
  /** Radius at the centre, where the cuts meet (the seed's inner r2): small, so pieces stay full. */
  readonly centreRadius: number;
  /**
   * Radius at the centre where some pieces meet at less than a right angle (a square's diagonal
   * beside another cut: 4 pieces of two sizes, and every 6 or 8; a hexagon's or a triangle's 4 and
   * 6), at least a tip's: the tips stop short of the centre around a round hub, so the pieces read
   * as separate blobs around it and 6 tell apart from 8. Where all meet at right angles or more
   * (| and −, \ and /, one cut) the pieces stay full, their corners square.
   */
  readonly hubRadius: number;
  /** How far from the centre every piece of a cell with a hub stops, in frame units. */
  readonly hubClear: number;
  readonly pointsPerArc: number;
};

export const DEFAULT_OUTLINE: OutlineStyle = {
  edgeInset: 0.05,
  cutInset: 0.012,
  fullPiece: 0.42,
  cornerRadius: 0.15,
  leastTip: 0.2,
  edgeRadius: 0.07,
  centreRadius: 0.035,
  hubRadius: 0.09,
  hubClear: 0.075,
  pointsPerArc: 12,
};

/** How far a square's well (and the holder's field in it) stands in from the square's edge, as edgeInset. */
export const WELL_INSET = 0.03;

/**
 * The well of a square on `grid`, in the unit frame: the rounded outline the board's empty squares
 * show and the holder's field fills; a cell's pieces stand inside it, a margin in from its edge.
 */
export function wellOutline(grid: GridKind): Polygon {
  return cellOutlines(cellShape(grid), 0, { ...DEFAULT_OUTLINE, edgeInset: WELL_INSET })[0]!;
}

/** The rounded, inset outline of every piece of a pattern, in the unit frame. */
export function cellOutlines(
  shape: CellShape,
  mask: number,
  style: OutlineStyle = DEFAULT_OUTLINE,
): Polygon[] {
  const pieces = cellPieces(shape, mask);
  const hub = pieces.some((piece) => centreAngle(piece) < Math.PI / 2 - 1e-9);
  return pieces.map((piece) => pieceOutline(shape, piece, style, hub));
}

/** A piece's angle at the cell's centre, in radians (π where the centre is on a straight side). */
function centreAngle(piece: Polygon): number {
  const i = piece.findIndex((p) => near(p, CENTRE));
  if (i < 0) return Math.PI;
  const a = piece[(i - 1 + piece.length) % piece.length]!;
  const b = piece[(i + 1) % piece.length]!;
  const angle = (p: Point) => Math.atan2(p.y - CENTRE.y, p.x - CENTRE.x);
  const d = Math.abs(angle(a) - angle(b));
  return Math.min(d, 2 * Math.PI - d);
}

const near = (p: Point, q: Point): boolean => Math.abs(p.x - q.x) < 1e-9 && Math.abs(p.y - q.y) < 1e-9;

/** Rounds one piece: edges on the cell's outline get the edge inset, the cut edges the cut inset. */
export function pieceOutline(
  shape: CellShape,
  piece: Polygon,
  style: OutlineStyle = DEFAULT_OUTLINE,
  hub = false,
): Polygon {
  const n = piece.length;
  const corners = shape.corners;
  const onLine = (p: Point, a: Point, b: Point): boolean =>
    Math.abs((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) < 1e-9;
  const onBorder = (i: number): boolean => {
    const p = piece[i]!;
    const q = piece[(i + 1) % n]!;
    return corners.some((a, k) => {
      const b = corners[(k + 1) % corners.length]!;
      return onLine(p, a, b) && onLine(q, a, b);
    });
  };
  const w = shape.width;
  const cut = style.cutInset * pieceScale(shape, piece, style);
  const inset = insetConvex(piece, (i) => (onBorder(i) ? style.edgeInset : cut) * w);
  const angles = cornerAngles(piece);
  const whole = Math.tan(cornerAngles(corners)[0]! / 2);
  const tip = (style.leastTip / 2) * inscribedWidth(corners);
  const sharp = (i: number): boolean => angles[i]! < Math.PI / 2 - 1e-9;
  const radius = (i: number): number => {
    const p = piece[i]!;
    if (near(p, CENTRE))
      return hub
        ? hubRounding(inset[i]!, angles[i]!, Math.max(style.hubRadius * w, tip), style)
        : style.centreRadius * w;
    const own = corners.some((c) => near(p, c))
      ? style.cornerRadius * shape.cornerRounding * w * (Math.tan(angles[i]! / 2) / whole)
      : style.edgeRadius * w;
    return sharp(i) ? Math.max(own, tip) : own;
  };
  // Where two arcs take a short side whole (an evened cut near a corner), keep one point where they meet.
  return roundCorners(inset, radius, style.pointsPerArc, true).filter(
    (p, i, all) => !near(p, all[(i + 1) % all.length]!),
  );
}

/**
 * The radius that rounds a piece's corner at the centre of a cell with a hub: at least `least`, and
 * enough that the arc stands `hubClear` from the centre however wide the corner (a square's 6 and
 * 8 hold right-angled pieces beside their 45° ones, whose arc would otherwise pass close by it).
 * `at` is the corner once inset, `angle` its angle.
 */
function hubRounding(at: Point, angle: number, least: number, style: OutlineStyle): number {
  const from = Math.hypot(at.x - CENTRE.x, at.y - CENTRE.y);
  // An arc of radius r in a corner of angle a comes nearest the corner's own point r(1/sin(a/2) − 1) past it.
  const clear = (style.hubClear - from) / (1 / Math.sin(angle / 2) - 1);
  return Math.max(least, clear);
}

/**
 * How full a piece is: the widest disc inside it against the widest inside its cell, over the
 * style's fullPiece, at most 1 (CELLS.md: a small piece keeps a visible body).
 */
export function pieceScale(shape: CellShape, piece: Polygon, style: OutlineStyle = DEFAULT_OUTLINE): number {
  return Math.min(1, inscribedWidth(piece) / (style.fullPiece * inscribedWidth(shape.corners)));
}
