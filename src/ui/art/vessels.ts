// The vessel a board is drawn in, by layout kind: a glass tray (square and rectangular grids,
// custom boards), a Petri dish of agar, a beaker and an Erlenmeyer flask of liquid, and a
// hexagonal tray for a hexagonal board. Everything here is in board units (board-plan.ts).
import type { Layout } from '../../engine/index.ts';
import { boardPlan, pointsDown, type BoardPlan } from './board-plan.ts';
import { convexHull, insetConvex, type Point } from './geometry.ts';
import type { Rgb } from './colour-vision.ts';

export const GAP = 0.12; // glass to the nearest square
const WALL = 0.22; // glass thickness
/** A tray's rim, its outer edge to the squares: where an upright phone's row numbers stand. */
export const RIM = GAP + WALL;
const HEAD = 0.55; // empty glass above the top row of a beaker or flask
const SQRT2 = Math.SQRT2;

export const TRAY_MEDIUM: Rgb = [52, 62, 84];
// A pale tan, not the amber [138, 112, 52]: under deuteranopia red cells came within ΔE00 10 of the
// amber's empty squares; this agar keeps every board palette at least 16 apart (cells-on-boards.test.ts).
export const AGAR: Rgb = [168, 142, 114];
export const LIQUID: Rgb = [34, 92, 112];

export type Vessel = {
  inner: Point[];
  outer: Point[];
  /** Height up to which the vessel holds its medium (agar, liquid); Infinity = all of it. */
  fillTo: number;
  medium: Rgb;
  /** Corner radius of the glass, in board units (0: already round). */
  corner: number;
  /** Tick marks on the right wall, one per row (a beaker). */
  graduated: boolean;
  /**
   * A glint down the left wall: glassware only (dish, beaker, flask). On a tray's narrow rim it
   * read as a vertical streak, a scratch on the board rather than light on glass.
   */
  glint: boolean;
  bounds: { left: number; right: number; bottom: number; top: number };
};

function rect(l: number, b: number, r: number, t: number): Point[] {
  return [
    { x: l, y: b },
    { x: l, y: t },
    { x: r, y: t },
    { x: r, y: b },
  ];
}

function circle(cx: number, cy: number, r: number): Point[] {
  return Array.from({ length: 120 }, (_, i) => {
    const a = (-2 * Math.PI * i) / 120;
    return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
  });
}

function boundsOf(points: readonly Point[]): Vessel['bounds'] {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { left: Math.min(...xs), right: Math.max(...xs), bottom: Math.min(...ys), top: Math.max(...ys) };
}

/** The vessel of a layout. */
export function vesselOf(layout: Layout): Vessel {
  const plan = boardPlan(layout);
  const cols = plan.width;
  const rows = plan.height;
  switch (layout.kind) {
    case 'petri':
      return dish(plan);
    case 'beaker': {
      const g = GAP;
      const w = g + WALL;
      const top = rows + HEAD;
      return {
        inner: rect(-g, -g, cols + g, top),
        outer: rect(-w, -w, cols + w, top),
        fillTo: rows,
        medium: LIQUID,
        corner: 0.3,
        graduated: true,
        glint: true,
        bounds: { left: -w - 0.15, right: cols + w + 0.15, bottom: -w, top: top + 0.1 },
      };
    }
    case 'flask':
      return flask(cols, rows);
    case 'hex':
      return hexTray(plan);
    case 'tri':
      return triTray(layout, plan);
    default: {
      // A square or rectangular grid, or a custom board: its gaps show as the tray's floor.
      const g = GAP;
      const w = g + WALL;
      return {
        inner: rect(-g, -g, cols + g, rows + g),
        outer: rect(-w, -w, cols + w, rows + w),
        fillTo: Infinity,
        medium: TRAY_MEDIUM,
        corner: 0.35,
        graduated: false,
        glint: false,
        bounds: { left: -w, right: cols + w, bottom: -w, top: rows + w },
      };
    }
  }
}

function dish(plan: BoardPlan): Vessel {
  const c = plan.width / 2;
  let reach = 0;
  for (const p of plan.centres) {
    for (const [dx, dy] of [
      [-0.5, -0.5],
      [0.5, -0.5],
      [-0.5, 0.5],
      [0.5, 0.5],
    ] as const)
      reach = Math.max(reach, Math.hypot(p.x + dx - c, p.y + dy - c));
  }
  const ri = reach + GAP;
  const ro = ri + WALL;
  return {
    inner: circle(c, c, ri),
    outer: circle(c, c, ro),
    fillTo: Infinity,
    medium: AGAR,
    corner: 0,
    graduated: false,
    glint: true,
    bounds: { left: c - ro, right: c + ro, bottom: c - ro, top: c + ro },
  };
}

function flask(wd: number, rows: number): Vessel {
  const neckTop = rows + HEAD;
  const side = (g: number): Point[] => {
    // The cone's 45° sides pass through the top outer corner of every row (row r spans
    // x = r … W − r), so a side pushed out by g clears every square by g.
    // Its heel stands straight beside the bottom row, so the flask is no wider than that row and
    // its glass: on an upright phone the board takes the width, and a cone's foot would take it.
    const x0 = -1 - g * SQRT2; // cone side: x = y + x0
    const neckX = wd / 2 - 1 - g;
    const bottom = -g;
    const heel = -g - x0;
    const shoulder = neckX - x0;
    return [
      { x: -g, y: bottom },
      { x: -g, y: heel },
      { x: neckX, y: shoulder },
      { x: neckX, y: neckTop },
      { x: wd - neckX, y: neckTop },
      { x: wd - neckX, y: shoulder },
      { x: wd + g, y: heel },
      { x: wd + g, y: bottom },
    ];
  };
  const outer = side(GAP + WALL);
  const left = outer[0]!.x;
  return {
    inner: side(GAP),
    outer,
    fillTo: rows,
    medium: LIQUID,
    corner: 0.35,
    graduated: false,
    glint: true,
    bounds: { left: left - 0.02, right: wd - left + 0.02, bottom: -GAP - WALL, top: neckTop + 0.1 },
  };
}

/** A triangular tray: the hull of every triangle's corners, its walls pushed out by the gap and the glass. */
function triTray(layout: Layout, plan: BoardPlan): Vessel {
  const r = plan.cell / 2;
  const corners = plan.centres.flatMap((p, s) =>
    (pointsDown(layout, s) ? [270, 30, 150] : [90, 210, 330]).map((deg) => ({
      x: p.x + r * Math.cos((deg * Math.PI) / 180),
      y: p.y + r * Math.sin((deg * Math.PI) / 180),
    })),
  );
  return hullTray(corners);
}

/** A hexagonal tray: the hull of every cell's hexagon, its walls pushed out by the gap and the glass. */
function hexTray(plan: BoardPlan): Vessel {
  const r = plan.cell / 2;
  const corners = plan.centres.flatMap((p) =>
    [90, 30, -30, -90, -150, 150].map((deg) => ({
      x: p.x + r * Math.cos((deg * Math.PI) / 180),
      y: p.y + r * Math.sin((deg * Math.PI) / 180),
    })),
  );
  return hullTray(corners);
}

function hullTray(corners: Point[]): Vessel {
  const hull = convexHull(corners);
  // A negative inset pushes every side outwards by that much.
  const inner = insetConvex(hull, () => -GAP) as Point[];
  const outer = insetConvex(hull, () => -GAP - WALL) as Point[];
  return {
    inner,
    outer,
    fillTo: Infinity,
    medium: TRAY_MEDIUM,
    corner: 0.35,
    graduated: false,
    glint: false,
    bounds: boundsOf(outer),
  };
}
