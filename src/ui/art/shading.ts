// The seed's `plot_cell` shading: a polygon filled black (the rim), shadow layers scaled about the
// centroid with rising alpha (the lit body), then faint dimple layers at half brightness.
import { centroid, type Polygon } from './geometry.ts';
import type { Rgb } from './colour-vision.ts';

export type ShadingStyle = {
  /** The fill under the layers, which shows at the edge as the rim: black in the seed. */
  readonly rim: string;
  /** Shadow layers: shrink (1 − t)² from 1 to 0, alpha rising 0.1 → 1 (the seed uses 100). */
  readonly shadowLayers: number;
  readonly shadowAlpha: readonly [number, number];
  /** Dimple layers: shrink from 0.25 to 0.85, squared, at half brightness, alpha 0.01 → 0.05. */
  readonly dimpleLayers: number;
  readonly dimpleShrink: readonly [number, number];
  readonly dimpleAlpha: readonly [number, number];
  readonly dimpleBrightness: number;
  /**
   * Gloss (ours, not the seed's): white layers by the same method, scaled about a point between the
   * centroid and the top-left of the piece, so the blob looks lit from the top left.
   */
  readonly glossLayers: number;
  readonly glossShrink: readonly [number, number];
  readonly glossAlpha: readonly [number, number];
  /** How far the gloss centre moves from the centroid towards the piece's top-left extreme (0–1). */
  readonly glossOffset: number;
};

export const DEFAULT_SHADING: ShadingStyle = {
  rim: '#000',
  shadowLayers: 160,
  shadowAlpha: [0.1, 1],
  dimpleLayers: 25,
  dimpleShrink: [0.25, 0.85],
  dimpleAlpha: [0.01, 0.05],
  dimpleBrightness: 0.5,
  glossLayers: 24,
  glossShrink: [0.5, 0.1],
  glossAlpha: [0.01, 0.045],
  glossOffset: 0.38,
};

/** Where a unit-square drawing lands on the canvas: its top-left corner and side in pixels. */
export type Placement = { readonly x: number; readonly y: number; readonly size: number };

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

function rgba(rgb: Rgb, scale: number, alpha: number): string {
  const c = rgb.map((v) => Math.round(v * scale));
  // Fixed precision keeps the CSS string, and so the pixels, identical from run to run.
  return `rgba(${c[0]},${c[1]},${c[2]},${alpha.toFixed(4)})`;
}

/** Fills the polygon scaled by `shrink` about `c`, in canvas pixels. */
function fillScaled(
  ctx: CanvasRenderingContext2D,
  poly: Polygon,
  c: { x: number; y: number },
  shrink: number,
  at: Placement,
): void {
  ctx.beginPath();
  poly.forEach((p, i) => {
    const x = at.x + at.size * (c.x + shrink * (p.x - c.x));
    const y = at.y + at.size * (c.y + shrink * (p.y - c.y));
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.closePath();
  ctx.fill();
}

/**
 * Shades one piece in a colour, as the seed's `plot_cell`. The outline is in units of `at.size`
 * (the unit square for a cell; pass size 1 for pixel outlines). Layers are scaled about the
 * centroid, so they stay inside a convex outline; clip first for a concave one.
 */
export function shadePiece(
  ctx: CanvasRenderingContext2D,
  outline: Polygon,
  rgb: Rgb,
  at: Placement,
  style: ShadingStyle = DEFAULT_SHADING,
): void {
  const c = centroid(outline);
  ctx.fillStyle = style.rim;
  fillScaled(ctx, outline, c, 1, at);
  const n = style.shadowLayers;
  for (let k = 0; k < n; k++) {
    const t = n === 1 ? 0 : k / (n - 1);
    // The last layer would have zero size; skipping it changes nothing visible.
    const shrink = (1 - t) ** 2;
    if (shrink <= 0) continue;
    ctx.fillStyle = rgba(rgb, 1, lerp(style.shadowAlpha[0], style.shadowAlpha[1], t));
    fillScaled(ctx, outline, c, shrink, at);
  }
  const m = style.dimpleLayers;
  for (let k = 0; k < m; k++) {
    const t = m === 1 ? 0 : k / (m - 1);
    const shrink = lerp(style.dimpleShrink[0], style.dimpleShrink[1], t) ** 2;
    ctx.fillStyle = rgba(rgb, style.dimpleBrightness, lerp(style.dimpleAlpha[0], style.dimpleAlpha[1], t));
    fillScaled(ctx, outline, c, shrink, at);
  }
  const g = style.glossLayers;
  if (g > 0) {
    // A homothety of a convex piece about a point inside it stays inside it: the gloss never spills.
    const top = outline.reduce((best, p) => (p.x + p.y < best.x + best.y ? p : best));
    const gc = { x: lerp(c.x, top.x, style.glossOffset), y: lerp(c.y, top.y, style.glossOffset) };
    for (let k = 0; k < g; k++) {
      const t = g === 1 ? 0 : k / (g - 1);
      ctx.fillStyle = `rgba(255,255,255,${lerp(style.glossAlpha[0], style.glossAlpha[1], t).toFixed(4)})`;
      fillScaled(ctx, outline, gc, lerp(style.glossShrink[0], style.glossShrink[1], t), at);
    }
  }
}

/** Shades every piece of a cell. */
export function shadeCell(
  ctx: CanvasRenderingContext2D,
  outlines: readonly Polygon[],
  rgb: Rgb,
  at: Placement,
  style: ShadingStyle = DEFAULT_SHADING,
): void {
  for (const outline of outlines) shadePiece(ctx, outline, rgb, at, style);
}
