// Board backgrounds for any layout size: a glass tray, a Petri dish of agar, a beaker and an
// Erlenmeyer flask of liquid, with a faint well under every playable square. Pure Canvas 2D, so the
// bake (a default size of each) and the game (the real layout, at runtime) draw the same picture.
import { cellOutlines, parsePattern, roundCorners, signedArea, type Point, type Polygon } from './geometry.ts';
import { DEFAULT_SHADING, shadePiece, type ShadingStyle } from './shading.ts';
import type { Rgb } from './colour-vision.ts';

/** The shape of a board, from its layout (RULES.md section 1); see `boardShapeOf`. */
export type BoardShape =
  | { readonly kind: 'tray'; readonly rows: number; readonly cols: number }
  | { readonly kind: 'dish'; readonly diameter: number }
  | { readonly kind: 'beaker'; readonly rows: number; readonly cols: number }
  | { readonly kind: 'flask'; readonly width: number; readonly neck: number };

/** A board shape drawn at `square` canvas pixels per board square. */
export type BoardGeometry = { readonly shape: BoardShape; readonly square: number };

/**
 * The canvas a background needs and where its grid lies: square (r, c), row r counted from the
 * bottom, has its top-left corner at (gridLeft + c·square, gridTop + (rows − 1 − r)·square).
 */
export type BoardFrame = {
  readonly width: number;
  readonly height: number;
  readonly gridLeft: number;
  readonly gridTop: number;
  readonly rows: number;
  readonly cols: number;
};

/** The board shape of a layout id (`square:6`, `grid:4x7`, `petri:6`, `beaker:6x7`, `flask:6x3`). */
export function boardShapeOf(layoutId: string): BoardShape {
  const m = /^(square|grid|petri|beaker|flask):(\d+)(?:x(\d+))?$/.exec(layoutId);
  const a = Number(m?.[2]);
  const b = Number(m?.[3]);
  switch (m && m[1]) {
    case 'square':
      if (!m![3]) return { kind: 'tray', rows: a, cols: a };
      break;
    case 'grid':
      if (m![3]) return { kind: 'tray', rows: a, cols: b };
      break;
    case 'petri':
      if (!m![3]) return { kind: 'dish', diameter: a };
      break;
    case 'beaker':
      if (m![3]) return { kind: 'beaker', rows: a, cols: b };
      break;
    case 'flask':
      if (m![3]) return { kind: 'flask', width: a, neck: b };
      break;
  }
  throw new Error(`no board background for layout "${layoutId}"; expected square:N, grid:RxC, petri:D, beaker:RxC or flask:WxN`);
}

/** Widths of a flask's rows, bottom row first: W, W − 2, …, 4, then `neck` rows of 2. */
export function flaskRowWidths(width: number, neck: number): number[] {
  const rows: number[] = [];
  for (let w = width; w >= 4; w -= 2) rows.push(w);
  for (let i = 0; i < neck; i++) rows.push(2);
  return rows;
}

/** Grid size and playable squares of a shape: playable[r][c], row 0 at the bottom. */
export function boardSquares(shape: BoardShape): { rows: number; cols: number; playable: boolean[][] } {
  switch (shape.kind) {
    case 'tray':
    case 'beaker':
      return grid(shape.rows, shape.cols, () => true);
    case 'dish': {
      const d = shape.diameter;
      const mid = (d - 1) / 2;
      return grid(d, d, (r, c) => (r - mid) ** 2 + (c - mid) ** 2 <= (d / 2) ** 2);
    }
    case 'flask': {
      const widths = flaskRowWidths(shape.width, shape.neck);
      const w = shape.width;
      return grid(widths.length, w, (r, c) => Math.abs(c + 0.5 - w / 2) < widths[r]! / 2);
    }
  }
}

function grid(rows: number, cols: number, playable: (r: number, c: number) => boolean) {
  return {
    rows,
    cols,
    playable: Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => playable(r, c))),
  };
}

// Everything below is in board squares, x to the right from the grid's left, y up from its bottom.
const GAP = 0.12; // glass to the nearest square
const WALL = 0.22; // glass thickness
const PAD = 0.12; // canvas edge to the glass
const HEAD = 0.55; // empty glass above the top row of a beaker or flask
const SQRT2 = Math.SQRT2;

type Vessel = {
  inner: Point[];
  outer: Point[];
  /** Height up to which the vessel holds its medium (agar, liquid); Infinity = all of it. */
  fillTo: number;
  medium: Rgb;
  corner: number;
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

function vessel(shape: BoardShape, rows: number, cols: number): Vessel {
  switch (shape.kind) {
    case 'tray': {
      const g = GAP;
      const w = g + WALL;
      return { inner: rect(-g, -g, cols + g, rows + g), outer: rect(-w, -w, cols + w, rows + w), fillTo: Infinity, medium: [52, 62, 84], corner: 0.35, bounds: { left: -w, right: cols + w, bottom: -w, top: rows + w } };
    }
    case 'dish': {
      const { playable } = boardSquares(shape);
      const c = shape.diameter / 2;
      let reach = 0;
      playable.forEach((row, r) =>
        row.forEach((ok, col) => {
          if (!ok) return;
          for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) reach = Math.max(reach, Math.hypot(col + dx - c, r + dy - c));
        }),
      );
      const ri = reach + GAP;
      const ro = ri + WALL;
      return { inner: circle(c, c, ri), outer: circle(c, c, ro), fillTo: Infinity, medium: [138, 112, 52], corner: 0, bounds: { left: c - ro, right: c + ro, bottom: c - ro, top: c + ro } };
    }
    case 'beaker': {
      const g = GAP;
      const w = g + WALL;
      const top = rows + HEAD;
      return { inner: rect(-g, -g, cols + g, top), outer: rect(-w, -w, cols + w, top), fillTo: rows, medium: [34, 92, 112], corner: 0.3, bounds: { left: -w - 0.15, right: cols + w + 0.15, bottom: -w, top: top + 0.1 } };
    }
    case 'flask': {
      const wd = shape.width;
      const neckTop = rows + HEAD;
      const side = (g: number): Point[] => {
        // The cone's 45° sides pass through the top outer corner of every row (row r spans
        // x = r … W − r), so a side pushed out by g clears every square by g.
        const x0 = -1 - g * SQRT2; // cone side: x = y + x0
        const neckX = wd / 2 - 1 - g;
        const bottom = -g;
        const shoulder = neckX - x0;
        return [
          { x: bottom + x0, y: bottom },
          { x: neckX, y: shoulder },
          { x: neckX, y: neckTop },
          { x: wd - neckX, y: neckTop },
          { x: wd - neckX, y: shoulder },
          { x: wd - bottom - x0, y: bottom },
        ];
      };
      const outer = side(GAP + WALL);
      const left = outer[0]!.x;
      return { inner: side(GAP), outer, fillTo: rows, medium: [34, 92, 112], corner: 0.35, bounds: { left: left - 0.02, right: wd - left + 0.02, bottom: -GAP - WALL, top: neckTop + 0.1 } };
    }
  }
}

function circle(cx: number, cy: number, r: number): Point[] {
  return Array.from({ length: 120 }, (_, i) => {
    const a = (-2 * Math.PI * i) / 120;
    return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
  });
}

/** The canvas size and grid position for a board background. */
export function boardFrame(geometry: BoardGeometry): BoardFrame {
  const { rows, cols } = boardSquares(geometry.shape);
  const b = vessel(geometry.shape, rows, cols).bounds;
  const s = geometry.square;
  return {
    width: Math.ceil((b.right - b.left + 2 * PAD) * s),
    height: Math.ceil((b.top - b.bottom + 2 * PAD) * s),
    gridLeft: (PAD - b.left) * s,
    gridTop: (PAD + b.top - rows) * s,
    rows,
    cols,
  };
}

const GLASS: ShadingStyle = {
  ...DEFAULT_SHADING,
  rim: 'rgba(8,16,24,0.9)',
  shadowLayers: 40,
  shadowAlpha: [0.05, 0.35],
  dimpleLayers: 0,
  glossLayers: 0,
};
const MEDIUM: ShadingStyle = { ...DEFAULT_SHADING, rim: 'rgba(0,0,0,0.6)', shadowLayers: 60, shadowAlpha: [0.04, 0.5], dimpleLayers: 12, glossLayers: 0 };

/** Draws the background of a board into a canvas of `boardFrame(geometry)`'s size, at its origin. */
export function drawBoardBackground(ctx: CanvasRenderingContext2D, geometry: BoardGeometry): void {
  const frame = boardFrame(geometry);
  const s = geometry.square;
  const { playable } = boardSquares(geometry.shape);
  const v = vessel(geometry.shape, frame.rows, frame.cols);
  const px = (p: Point): Point => ({ x: frame.gridLeft + p.x * s, y: frame.gridTop + (frame.rows - p.y) * s });
  const outline = (poly: Point[]): Polygon => {
    // Grid units run y up; the canvas and roundCorners run y down, clockwise on screen.
    let pts = poly.map(px);
    if (signedArea(pts) < 0) pts = pts.reverse();
    return v.corner > 0 ? roundCorners(pts, () => v.corner * s, 8) : pts;
  };
  const outer = outline(v.outer);
  const inner = outline(v.inner);
  const at = { x: 0, y: 0, size: 1 };

  clipped(ctx, outer, () => shadePiece(ctx, outer, [176, 214, 232], at, GLASS));
  // The inside of the glass: dark and clear above the medium, the medium below its level.
  ctx.fillStyle = 'rgba(6,12,20,0.85)';
  fillPath(ctx, inner);
  clipped(ctx, inner, () => {
    const level = Number.isFinite(v.fillTo) ? px({ x: 0, y: v.fillTo + 0.04 }).y : 0;
    ctx.beginPath();
    ctx.rect(0, level, frame.width, frame.height);
    ctx.clip();
    shadePiece(ctx, inner, v.medium, at, MEDIUM);
    if (Number.isFinite(v.fillTo)) {
      // The meniscus: a light line on the liquid's surface.
      ctx.fillStyle = 'rgba(200,240,255,0.35)';
      ctx.fillRect(0, level, frame.width, Math.max(1, 0.03 * s));
    }
  });
  // A well under each playable square: a faint dark rim around a lighter floor, the shape of a lone cell.
  const well = cellOutlines(parsePattern('0000'))[0]!;
  const floor = v.medium.map((x) => Math.min(255, Math.round(x * 1.6 + 24))).join(',');
  playable.forEach((row, r) =>
    row.forEach((ok, c) => {
      if (!ok) return;
      const x0 = frame.gridLeft + c * s;
      const y0 = frame.gridTop + (frame.rows - 1 - r) * s;
      const place = (shrink: number): Polygon => well.map((p) => ({ x: x0 + s * (0.5 + shrink * (p.x - 0.5)), y: y0 + s * (0.5 + shrink * (p.y - 0.5)) }));
      ctx.fillStyle = 'rgba(0,0,0,0.3)';
      fillPath(ctx, place(1));
      ctx.fillStyle = `rgba(${floor},0.16)`;
      fillPath(ctx, place(0.93));
      ctx.fillStyle = `rgba(${floor},0.10)`;
      fillPath(ctx, place(0.8));
    }),
  );
  drawGlassGlint(ctx, outer, s);
  if (geometry.shape.kind === 'beaker') drawGraduations(ctx, frame, s);
}

function fillPath(ctx: CanvasRenderingContext2D, poly: Polygon): void {
  ctx.beginPath();
  poly.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
  ctx.fill();
}

function clipped(ctx: CanvasRenderingContext2D, poly: Polygon, draw: () => void): void {
  ctx.save();
  ctx.beginPath();
  poly.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
  ctx.clip();
  draw();
  ctx.restore();
}

/**
 * A soft white streak down the glass's left wall, built from layers like the cells' gloss. It
 * follows the wall (a dish's curve, a flask's slope) at a small distance: a straight bar clipped
 * by a round dish showed as a cut-off sliver.
 */
function drawGlassGlint(ctx: CanvasRenderingContext2D, outer: Polygon, s: number): void {
  const ys = outer.map((p) => p.y);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const w = 0.09 * s;
  const inset = 0.06 * s;
  clipped(ctx, outer, () => {
    for (let k = 0; k < 8; k++) {
      const t = k / 7;
      ctx.fillStyle = `rgba(255,255,255,${(0.02 + 0.05 * t).toFixed(4)})`;
      const shrink = 1 - 0.6 * t;
      const h = (bottom - top) * 0.7 * shrink;
      const cy = top + (bottom - top) * 0.45;
      const from = inset + (w * (1 - shrink)) / 2;
      const steps = 24;
      const edge: { x: number; y: number }[] = [];
      for (let i = 0; i <= steps; i++) {
        const y = cy - h / 2 + (h * i) / steps;
        edge.push({ x: leftWallAt(outer, y) + from, y });
      }
      // Down the wall on the left edge, back up on the right. Each layer narrows to a point at
      // both ends: square-ended layers showed as steps where each one stopped.
      const right = edge.map((p, i) => ({ x: p.x + w * shrink * Math.sqrt(Math.sin((Math.PI * i) / steps)), y: p.y })).reverse();
      fillPath(ctx, [...edge, ...right]);
    }
  });
}

/** Where a horizontal line at height y first meets the polygon, from the left. */
function leftWallAt(poly: Polygon, y: number): number {
  let x = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    if ((a.y <= y && b.y >= y) || (b.y <= y && a.y >= y)) {
      x = Math.min(x, a.y === b.y ? Math.min(a.x, b.x) : a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y));
    }
  }
  return Number.isFinite(x) ? x : Math.min(...poly.map((p) => p.x));
}

/** Tick marks on a beaker's right wall, one per row, longer every second row. */
function drawGraduations(ctx: CanvasRenderingContext2D, frame: BoardFrame, s: number): void {
  ctx.fillStyle = 'rgba(230,245,255,0.55)';
  const x = frame.gridLeft + frame.cols * s + GAP * s;
  for (let r = 1; r <= frame.rows; r++) {
    const y = frame.gridTop + (frame.rows - r) * s;
    const len = (r % 2 === 0 ? 0.2 : 0.12) * s;
    ctx.fillRect(x + 0.02 * s, y - 0.015 * s, len, Math.max(1, 0.03 * s));
  }
}
