// What a glass surface is made of, layer by layer, without Phaser (glass-surface.ts paints them,
// the tests read the colour a word stands on): a soft shadow (or, on the main action, a glow)
// around it, the body, the light from above (white over the top fading out by the middle, shade
// over the foot), a gloss across the upper part as on the cells, the rim and a rim light along the
// top edge. The light and the shade are straight gradients, so no band shows.

import { GLASS } from './tokens.ts';
import { over, rgbOf, type Colour } from './contrast.ts';

export interface Corners {
  tl: number;
  tr: number;
  bl: number;
  br: number;
}

export type GlassLayer =
  | {
      kind: 'round';
      x: number;
      y: number;
      width: number;
      height: number;
      corners: Corners;
      colour: number;
      alpha: number;
    }
  | {
      kind: 'gradient';
      x: number;
      y: number;
      width: number;
      height: number;
      colour: number;
      /** Opacity at the top edge and at the bottom edge. */
      top: number;
      bottom: number;
    }
  | {
      kind: 'rim';
      x: number;
      y: number;
      width: number;
      height: number;
      radius: number;
      line: number;
      colour: number;
      alpha: number;
    }
  | { kind: 'line'; x0: number; x1: number; y: number; line: number; colour: number; alpha: number };

export interface GlassLook {
  body?: number;
  bodyAlpha?: number;
  rim?: number;
  rimAlpha?: number;
  /** Rim width in pixels: also the unit of the shadow's and the glow's reach. */
  line: number;
  /** Draw the shadow beneath (off for a surface that lies flat on another). */
  shadow?: boolean;
  /** The main action: a glow of its rim's green around it instead of a shadow. */
  glow?: boolean;
}

const all = (r: number): Corners => ({ tl: r, tr: r, bl: r, br: r });

/** The layers of a glass rectangle, in painting order. */
export function glassLayers(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  o: GlassLook,
): GlassLayer[] {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  const out: GlassLayer[] = [];
  const line = Math.max(1, o.line);
  if (o.glow)
    for (let k = 3; k >= 1; k--) {
      const e = line * 1.6 * k;
      out.push({
        kind: 'round',
        x: x - e,
        y: y - e,
        width: width + 2 * e,
        height: height + 2 * e,
        corners: all(r + e),
        colour: GLASS.primaryGlow,
        alpha: GLASS.glowAlpha / 2,
      });
    }
  else if (o.shadow !== false)
    // A soft shadow: three layers, each reaching a little further and lower.
    for (let k = 3; k >= 1; k--) {
      const e = line * 0.8 * k;
      out.push({
        kind: 'round',
        x: x - e / 2,
        y: y + line * (0.5 + k) - e / 2,
        width: width + e,
        height: height + e,
        corners: all(r + e / 2),
        colour: 0x000000,
        alpha: GLASS.shadowAlpha / 3,
      });
    }
  out.push({
    kind: 'round',
    x,
    y,
    width,
    height,
    corners: all(r),
    colour: o.body ?? GLASS.body,
    alpha: o.bodyAlpha ?? GLASS.bodyAlpha,
  });
  // The light from above and the shade at the foot, as plain rectangles only, so every edge two of
  // them share has the same coordinates and no seam shows (a rounded cap meeting a rectangle left a
  // faint line across the glass): the middle column, clear of the rounded corners, takes the light
  // from the very top and the shade to the very foot; the side columns from the corners inwards.
  const lightEnd = Math.max(r, height * GLASS.lightEnd);
  const shadeFrom = Math.min(height - r, Math.max(r, height * GLASS.shadeFrom));
  const wash = (
    x0: number,
    x1: number,
    y0: number,
    y1: number,
    colour: number,
    top: number,
    bottom: number,
  ) => {
    if (x1 > x0 && y1 > y0)
      out.push({ kind: 'gradient', x: x0, y: y0, width: x1 - x0, height: y1 - y0, colour, top, bottom });
  };
  const [left, mid0, mid1, right] = [x, x + r, x + width - r, x + width];
  wash(mid0, mid1, y, y + r, 0xffffff, GLASS.light, GLASS.light);
  for (const [x0, x1] of [
    [left, mid0],
    [mid0, mid1],
    [mid1, right],
  ] as const) {
    wash(x0, x1, y + r, y + lightEnd, 0xffffff, GLASS.light, 0);
    wash(x0, x1, y + shadeFrom, y + height - r, 0x000000, 0, GLASS.shade);
  }
  wash(mid0, mid1, y + height - r, y + height, 0x000000, GLASS.shade, GLASS.shade);
  // The four corners, each a square rounded at its outer corner: short edges, no line across.
  if (r > 0) {
    const corner = (cx: number, cy: number, corners: Corners, colour: number, alpha: number) =>
      out.push({ kind: 'round', x: cx, y: cy, width: r, height: r, corners, colour, alpha });
    corner(left, y, { tl: r, tr: 0, bl: 0, br: 0 }, 0xffffff, GLASS.light);
    corner(mid1, y, { tl: 0, tr: r, bl: 0, br: 0 }, 0xffffff, GLASS.light);
    corner(left, y + height - r, { tl: 0, tr: 0, bl: r, br: 0 }, 0x000000, GLASS.shade);
    corner(mid1, y + height - r, { tl: 0, tr: 0, bl: 0, br: r }, 0x000000, GLASS.shade);
  }
  // Buttons only: over a tall card or a panel it read as a pale blob.
  const inset = line * 2;
  const glossH = Math.min(height * 0.42, height - 2 * inset);
  if (height <= 36 * line && width > 4 * inset && glossH > 2 * inset) {
    const top = Math.max(0, r - inset);
    const foot = Math.min(glossH / 2, (width - 2 * inset) / 2, Math.max(top, glossH * 0.6));
    out.push({
      kind: 'round',
      x: x + inset,
      y: y + inset * 0.75,
      width: width - 2 * inset,
      height: glossH,
      corners: { tl: Math.min(top, glossH / 2), tr: Math.min(top, glossH / 2), bl: foot, br: foot },
      colour: 0xffffff,
      alpha: GLASS.gloss,
    });
  }
  out.push({
    kind: 'rim',
    x,
    y,
    width,
    height,
    radius: r,
    line,
    colour: o.rim ?? GLASS.rim,
    alpha: o.rimAlpha ?? GLASS.rimAlpha,
  });
  // The rim light: the top edge catching the lamp, between the corners.
  if (width > 2 * r + 2 * line)
    out.push({
      kind: 'line',
      x0: x + Math.max(r, line * 3),
      x1: x + width - Math.max(r, line * 3),
      y: y + line * 1.25,
      line: Math.max(1, line * 0.6),
      colour: 0xffffff,
      alpha: GLASS.rimLight,
    });
  return out;
}

/**
 * The colour at a point inside the surface (x, y), its layers laid over `ground`: what a word drawn
 * there stands on. Rims and lines are left out (words never sit on them); a round layer counts where
 * the point lies in its box (its corners aside: words keep clear of them).
 */
export function glassColourAt(layers: readonly GlassLayer[], ground: Colour, px: number, py: number): number {
  let c = rgbOf(ground);
  for (const l of layers) {
    if (l.kind === 'rim' || l.kind === 'line') continue;
    if (px < l.x || px > l.x + l.width || py < l.y || py > l.y + l.height) continue;
    const alpha =
      l.kind === 'round' ? l.alpha : l.top + ((py - l.y) / Math.max(1e-9, l.height)) * (l.bottom - l.top);
    c = over(l.colour, alpha, c);
  }
  const [r, g, b] = c.map((v) => Math.round(v));
  return (r! << 16) | (g! << 8) | b!;
}
