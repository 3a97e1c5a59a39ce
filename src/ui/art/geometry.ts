// Cell geometry in the unit square (x right, y down, as on a canvas): the division pattern's cuts,
// the pieces they make, the seed's centroid, and the inset, rounded outlines that get shaded.
// Pure functions: the bake (Node) and the game (browser) share them.

export type Point = { readonly x: number; readonly y: number };
export type Polygon = readonly Point[];

/** The four axes in the order of a pattern's digits: | − \ /. */
export const AXES = ['|', '-', '\\', '/'] as const;
export type Axis = (typeof AXES)[number];

/** A division pattern: for each axis in AXES order, whether the cell is connected (cut) along it. */
export type DivisionPattern = readonly [boolean, boolean, boolean, boolean];

/** All 16 patterns as their four-digit names ('0000' … '1111'), in counting order. */
export const PATTERN_NAMES: readonly string[] = Array.from({ length: 16 }, (_, i) =>
  [8, 4, 2, 1].map((bit) => ((i & bit) !== 0 ? '1' : '0')).join(''),
);

export function parsePattern(name: string): DivisionPattern {
  if (!/^[01]{4}$/.test(name)) {
    throw new Error(`division pattern "${name}" must be four 0/1 digits in the order | − \\ /`);
  }
  return [name[0] === '1', name[1] === '1', name[2] === '1', name[3] === '1'];
}

export function patternName(pattern: DivisionPattern): string {
  return pattern.map((cut) => (cut ? '1' : '0')).join('');
}

/** Number of sub-cells drawn for a pattern: 2k for k cuts, 1 for none (RULES.md section 3). */
export function pieceCount(pattern: DivisionPattern): number {
  const k = pattern.filter(Boolean).length;
  return k === 0 ? 1 : 2 * k;
}

// Direction of each cut line in canvas coordinates (y down). \ runs from the top-left corner to
// the bottom-right one, / from the bottom-left to the top-right one.
const AXIS_ANGLE: Record<Axis, number> = {
  '|': Math.PI / 2,
  '-': 0,
  '\\': Math.PI / 4,
  '/': -Math.PI / 4,
};

/** Unit direction of the cut line along an axis. */
export function axisDirection(axis: Axis): Point {
  const a = AXIS_ANGLE[axis];
  return { x: Math.cos(a), y: Math.sin(a) };
}

/**
 * Which side of an axis's cut line (through the square's centre) a point lies on: the sign of the
 * cross product, > 0 on one side, < 0 on the other, 0 on the line. Scaled so |value| is the distance.
 */
export function sideOfCut(axis: Axis, p: Point, centre: Point = { x: 0.5, y: 0.5 }): number {
  const d = axisDirection(axis);
  return d.x * (p.y - centre.y) - d.y * (p.x - centre.x);
}

const SQUARE_CORNERS: Polygon = [
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
  { x: 0, y: 0 },
];

function norm(a: number): number {
  const t = 2 * Math.PI;
  return ((a % t) + t) % t;
}

/** Where the ray from the centre at angle a leaves the unit square. */
function rayExit(a: number): Point {
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const tx = Math.abs(dx) < 1e-12 ? Infinity : 0.5 / Math.abs(dx);
  const ty = Math.abs(dy) < 1e-12 ? Infinity : 0.5 / Math.abs(dy);
  const t = Math.min(tx, ty);
  return { x: clean(0.5 + t * dx), y: clean(0.5 + t * dy) };
}

// Snap values within rounding noise of 0, 0.5 or 1 so the square's corners come out exact.
function clean(v: number): number {
  for (const s of [0, 0.5, 1]) if (Math.abs(v - s) < 1e-12) return s;
  return v;
}

/**
 * The pieces of a square cut along the pattern's axes, as convex polygons in the unit square,
 * clockwise on screen (positive signed area, y down), without 180° vertices.
 * No cut gives the whole square.
 */
export function cellPieces(pattern: DivisionPattern): Polygon[] {
  const rays: number[] = [];
  AXES.forEach((axis, i) => {
    if (pattern[i]) rays.push(norm(AXIS_ANGLE[axis]), norm(AXIS_ANGLE[axis] + Math.PI));
  });
  if (rays.length === 0) return [SQUARE_CORNERS.map((p) => ({ ...p }))];
  rays.sort((a, b) => a - b);
  const cornerDirections = SQUARE_CORNERS.map((p) => ({ p, a: norm(Math.atan2(p.y - 0.5, p.x - 0.5)) }));
  const pieces: Polygon[] = [];
  for (let i = 0; i < rays.length; i++) {
    const a0 = rays[i]!;
    const a1 = i + 1 < rays.length ? rays[i + 1]! : rays[0]! + 2 * Math.PI;
    const inside = cornerDirections
      .map(({ p, a }) => ({ p, a: a <= a0 + 1e-9 ? a + 2 * Math.PI : a }))
      .filter(({ a }) => a > a0 + 1e-9 && a < a1 - 1e-9)
      .sort((u, v) => u.a - v.a)
      .map(({ p }) => ({ ...p }));
    pieces.push(dropStraightVertices([{ x: 0.5, y: 0.5 }, rayExit(a0), ...inside, rayExit(a1)]));
  }
  return pieces;
}

// A half square has its centre in the middle of a side; a corner of 180° is no corner.
function dropStraightVertices(poly: Point[]): Point[] {
  const n = poly.length;
  return poly.filter((p, i) => {
    const a = poly[(i - 1 + n) % n]!;
    const b = poly[(i + 1) % n]!;
    return Math.abs((p.x - a.x) * (b.y - p.y) - (p.y - a.y) * (b.x - p.x)) > 1e-12;
  });
}

/** Signed area (positive for clockwise-on-screen polygons, y down). */
export function signedArea(poly: Polygon): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    s += p.x * q.y - q.x * p.y;
  }
  return s / 2;
}

/** The seed's `centroidCalc`: the centre of mass of a polygon by the signed-area formula. */
export function centroid(poly: Polygon): Point {
  let cx = 0;
  let cy = 0;
  let d6 = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const d = p.x * q.y - q.x * p.y;
    cx += (p.x + q.x) * d;
    cy += (p.y + q.y) * d;
    d6 += d;
  }
  return { x: cx / (3 * d6), y: cy / (3 * d6) };
}

/**
 * Moves every edge of a convex, clockwise-on-screen polygon inwards by its own distance and
 * returns the new corners. `distance(i)` is the inset of the edge from vertex i to vertex i+1.
 */
export function insetConvex(poly: Polygon, distance: (edge: number) => number): Polygon {
  const n = poly.length;
  const lines = poly.map((p, i) => {
    const q = poly[(i + 1) % n]!;
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    const dx = (q.x - p.x) / len;
    const dy = (q.y - p.y) / len;
    // Inward normal of a clockwise-on-screen (positive area, y down) polygon is (-dy, dx).
    const d = distance(i);
    return { px: p.x - dy * d, py: p.y + dx * d, dx, dy };
  });
  return poly.map((_, i) => {
    const a = lines[(i - 1 + n) % n]!;
    const b = lines[i]!;
    const den = a.dx * b.dy - a.dy * b.dx;
    const t = ((b.px - a.px) * b.dy - (b.py - a.py) * b.dx) / den;
    return { x: a.px + t * a.dx, y: a.py + t * a.dy };
  });
}

/** Interior angle (radians) at each vertex of a convex polygon. */
export function cornerAngles(poly: Polygon): number[] {
  const n = poly.length;
  return poly.map((p, i) => {
    const a = poly[(i - 1 + n) % n]!;
    const b = poly[(i + 1) % n]!;
    const u = { x: a.x - p.x, y: a.y - p.y };
    const v = { x: b.x - p.x, y: b.y - p.y };
    return Math.acos(
      Math.max(-1, Math.min(1, (u.x * v.x + u.y * v.y) / (Math.hypot(u.x, u.y) * Math.hypot(v.x, v.y)))),
    );
  });
}

/**
 * The seed's pivoted arcs: each corner becomes an arc of radius r(i) about a pivot inset by r from
 * both sides; straight sides join the arcs. A radius shrinks if its tangent points would pass the
 * middle of a side, so every corner stays round and a convex outline stays convex. The polygon
 * must be clockwise on screen (positive signed area, y down). Returns the sampled
 * outline (closed implicitly: the last point joins the first by a straight side).
 */
export function roundCorners(poly: Polygon, radius: (corner: number) => number, pointsPerArc = 12): Polygon {
  const n = poly.length;
  const angles = cornerAngles(poly);
  const sideLen = poly.map((p, i) => {
    const q = poly[(i + 1) % n]!;
    return Math.hypot(q.x - p.x, q.y - p.y);
  });
  const out: Point[] = [];
  for (let i = 0; i < n; i++) {
    const p = poly[i]!;
    const prev = poly[(i - 1 + n) % n]!;
    const next = poly[(i + 1) % n]!;
    // A reflex corner (a flask's shoulder) stays sharp: an arc there would bulge outwards.
    if ((p.x - prev.x) * (next.y - p.y) - (p.y - prev.y) * (next.x - p.x) < 0) {
      out.push(p);
      continue;
    }
    const half = angles[i]! / 2;
    // Tangent length t = r / tan(half); keep t within half of each adjacent side.
    const tMax = 0.5 * Math.min(sideLen[(i - 1 + n) % n]!, sideLen[i]!);
    const r = Math.min(radius(i), tMax * Math.tan(half));
    const t = r / Math.tan(half);
    const u = unit(prev.x - p.x, prev.y - p.y);
    const v = unit(next.x - p.x, next.y - p.y);
    const start = { x: p.x + u.x * t, y: p.y + u.y * t };
    const end = { x: p.x + v.x * t, y: p.y + v.y * t };
    const bis = unit(u.x + v.x, u.y + v.y);
    const h = r / Math.sin(half);
    const pivot = { x: p.x + bis.x * h, y: p.y + bis.y * h };
    const a0 = Math.atan2(start.y - pivot.y, start.x - pivot.x);
    let a1 = Math.atan2(end.y - pivot.y, end.x - pivot.x);
    // Clockwise on screen means increasing angle with y down; sweep the short way forwards.
    while (a1 < a0) a1 += 2 * Math.PI;
    for (let k = 0; k <= pointsPerArc; k++) {
      const a = a0 + ((a1 - a0) * k) / pointsPerArc;
      out.push({ x: pivot.x + r * Math.cos(a), y: pivot.y + r * Math.sin(a) });
    }
  }
  return out;
}

function unit(x: number, y: number): Point {
  const l = Math.hypot(x, y);
  return { x: x / l, y: y / l };
}

/** How a cell's pieces are inset and rounded, in units of the square's side. */
export type OutlineStyle = {
  /** Gap from the square's edge to a piece (so neighbouring squares show twice this). */
  readonly edgeInset: number;
  /** Gap from a cut line to a piece (so pieces of one cell show twice this). */
  readonly cutInset: number;
  /** Radius at the square's own corners (the seed's outer r). */
  readonly cornerRadius: number;
  /** Radius where a cut meets the square's edge. */
  readonly edgeRadius: number;
  /** Radius at the centre, where the cuts meet (the seed's inner r2): small, so pieces stay full. */
  readonly centreRadius: number;
  readonly pointsPerArc: number;
};

export const DEFAULT_OUTLINE: OutlineStyle = {
  edgeInset: 0.03,
  cutInset: 0.022,
  cornerRadius: 0.15,
  edgeRadius: 0.07,
  centreRadius: 0.035,
  pointsPerArc: 12,
};

/** The rounded, inset outline of every piece of a pattern, in the unit square. */
export function cellOutlines(pattern: DivisionPattern, style: OutlineStyle = DEFAULT_OUTLINE): Polygon[] {
  return cellPieces(pattern).map((piece) => pieceOutline(piece, style));
}

/** Rounds one piece: edges on the square's border get the edge inset, the others the cut inset. */
export function pieceOutline(piece: Polygon, style: OutlineStyle = DEFAULT_OUTLINE): Polygon {
  const n = piece.length;
  const onBorder = (i: number): boolean => {
    const p = piece[i]!;
    const q = piece[(i + 1) % n]!;
    return (p.x === q.x && (p.x === 0 || p.x === 1)) || (p.y === q.y && (p.y === 0 || p.y === 1));
  };
  const inset = insetConvex(piece, (i) => (onBorder(i) ? style.edgeInset : style.cutInset));
  const radius = (i: number): number => {
    const p = piece[i]!;
    if (p.x === 0.5 && p.y === 0.5) return style.centreRadius;
    const corner = (p.x === 0 || p.x === 1) && (p.y === 0 || p.y === 1);
    return corner ? style.cornerRadius : style.edgeRadius;
  };
  return roundCorners(inset, radius, style.pointsPerArc);
}
