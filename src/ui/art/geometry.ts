// Polygon geometry on the canvas plane (x right, y down): signed area, the seed's centroid, inset,
// pivoted-arc rounding and the convex hull. Pure functions shared by the cells, the board
// backgrounds, the icons and the logo, in the bake (Node) and in the game (browser).

export type Point = { readonly x: number; readonly y: number };
export type Polygon = readonly Point[];

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
 * middle of a side, so every corner stays round and a convex outline stays convex; with
 * `shareSides`, a side is shared between its two arcs in proportion to what each asks for instead,
 * so a sharp tip can take most of a side whose other end is a right angle. The polygon
 * must be clockwise on screen (positive signed area, y down). Returns the sampled
 * outline (closed implicitly: the last point joins the first by a straight side).
 */
export function roundCorners(
  poly: Polygon,
  radius: (corner: number) => number,
  pointsPerArc = 12,
  shareSides = false,
): Polygon {
  const n = poly.length;
  const angles = cornerAngles(poly);
  const sideLen = poly.map((p, i) => {
    const q = poly[(i + 1) % n]!;
    return Math.hypot(q.x - p.x, q.y - p.y);
  });
  // The tangent length each corner asks for, and the share of each side it may take.
  const wanted = poly.map((_, i) => radius(i) / Math.tan(angles[i]! / 2));
  const share = (i: number, side: number): number => {
    if (!shareSides) return 0.5;
    const other = side === i ? (i + 1) % n : (i - 1 + n) % n;
    const sum = wanted[i]! + wanted[other]!;
    return sum > 0 ? wanted[i]! / sum : 0.5;
  };
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
    // Tangent length t = r / tan(half); keep t within this corner's share of each adjacent side.
    const before = (i - 1 + n) % n;
    const tMax = Math.min(share(i, before) * sideLen[before]!, share(i, i) * sideLen[i]!);
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

/** Distance from p to a convex, clockwise-on-screen polygon's nearest side: positive inside, negative outside. */
export function depthInside(poly: Polygon, p: Point): number {
  let least = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len < 1e-12) continue;
    least = Math.min(least, ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / len);
  }
  return least;
}

/** The largest value of a function concave on [lo, hi], by golden-section search. */
function peak(f: (t: number) => number, lo: number, hi: number): number {
  const g = (Math.sqrt(5) - 1) / 2;
  let a = lo;
  let b = hi;
  for (let k = 0; k < 60; k++) {
    const c = b - g * (b - a);
    const d = a + g * (b - a);
    if (f(c) < f(d)) a = c;
    else b = d;
  }
  return f((a + b) / 2);
}

/**
 * The diameter of the widest disc inside a convex, clockwise-on-screen polygon (its inscribed
 * width): twice the depth of its deepest point, found by nested searches (the depth is concave
 * inside a convex polygon, and so is its largest value along each vertical line).
 */
export function inscribedWidth(poly: Polygon): number {
  const xs = poly.map((p) => p.x);
  const ys = poly.map((p) => p.y);
  const [y0, y1] = [Math.min(...ys), Math.max(...ys)];
  return 2 * peak((x) => peak((y) => depthInside(poly, { x, y }), y0, y1), Math.min(...xs), Math.max(...xs));
}

function unit(x: number, y: number): Point {
  const l = Math.hypot(x, y);
  return { x: x / l, y: y / l };
}

/**
 * The convex hull of some points, with positive signed area and no 180° vertices (Andrew's
 * monotone chain).
 */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Point, a: Point, b: Point): number =>
    (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const chain = (list: Point[]): Point[] => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 1e-9) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  // Both chains keep left turns only (positive cross products), so the hull has positive area.
  return [...chain(sorted), ...chain([...sorted].reverse())];
}

/**
 * Where the segment a→b runs inside the box, as fractions [enter, exit] of its length (enter equal
 * to exit where it only touches), or null where it misses (Liang–Barsky clipping): an aim's tie kept
 * off labels, a worth tag and a rising gain kept off a move's new cuts.
 */
export function segmentInBox(
  a: Point,
  b: Point,
  box: { x: number; y: number; width: number; height: number },
): [number, number] | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let enter = 0;
  let exit = 1;
  for (const [p, q] of [
    [-dx, a.x - box.x],
    [dx, box.x + box.width - a.x],
    [-dy, a.y - box.y],
    [dy, box.y + box.height - a.y],
  ] as const) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) enter = Math.max(enter, t);
    else exit = Math.min(exit, t);
    if (enter > exit) return null;
  }
  return [enter, exit];
}
