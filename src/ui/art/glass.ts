// Glass details drawn over a board's vessel: the glint down its left wall and a beaker's
// graduations, with the two path helpers the board drawing shares.
import type { Polygon } from './geometry.ts';
import type { BoardFrame } from './board-frame.ts';
import { GAP } from './vessels.ts';

export function fillPath(ctx: CanvasRenderingContext2D, poly: Polygon): void {
  ctx.beginPath();
  poly.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
  ctx.fill();
}

/** Draws with the canvas clipped to a polygon. */
export function clipped(ctx: CanvasRenderingContext2D, poly: Polygon, draw: () => void): void {
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
export function drawGlassGlint(ctx: CanvasRenderingContext2D, outer: Polygon, s: number): void {
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
      const right = edge
        .map((p, i) => ({ x: p.x + w * shrink * Math.sqrt(Math.sin((Math.PI * i) / steps)), y: p.y }))
        .reverse();
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

/**
 * A beaker's tick marks, one per row, longer every second row, in board units from its squares'
 * right edge (`from`, `to` across the wall) at each row's top (`row`, counted from the bottom).
 * They stand within its right wall, clear of both its faces: running to its outer face they read
 * as stray marks sticking out of the glass, above all where an upright phone's bleed takes the
 * picture's margin past the screen's side.
 */
export function graduationMarks(rows: number): { row: number; from: number; to: number }[] {
  const from = GAP + 0.03;
  return Array.from({ length: rows }, (_, i) => ({
    row: i + 1,
    from,
    to: from + ((i + 1) % 2 === 0 ? 0.13 : 0.08),
  }));
}

/** Draws a beaker's tick marks (graduationMarks) on its right wall. */
export function drawGraduations(ctx: CanvasRenderingContext2D, frame: BoardFrame, s: number): void {
  ctx.fillStyle = 'rgba(230,245,255,0.55)';
  const x = frame.gridLeft + frame.gridWidth;
  for (const m of graduationMarks(frame.rows)) {
    const y = frame.gridTop + (frame.rows - m.row) * s;
    ctx.fillRect(x + m.from * s, y - 0.015 * s, (m.to - m.from) * s, Math.max(1, 0.03 * s));
  }
}
