// The lab's pictures, painted once with Canvas 2D (no Phaser): the slide (a pool of lamp light, a
// faint counting grid, dark corners) and one out-of-focus cell, shaded as the board's cells are
// (CELLS.md: layered shapes about the centre, lighter towards it) and softened to a blur.

import { LAB, THEME } from './tokens.ts';

const css = (c: number, alpha = 1) => `rgba(${(c >> 16) & 255}, ${(c >> 8) & 255}, ${c & 255}, ${alpha})`;

/**
 * Paints the slide over `width` × `height` device pixels; `dpr` sizes the grid's lines; `lamp`: the
 * lamp's pool's centre (a little above the middle unless told).
 */
export function paintSlide(
  g: CanvasRenderingContext2D,
  width: number,
  height: number,
  dpr: number,
  lamp: { x: number; y: number } = { x: width / 2, y: height * 0.42 },
): void {
  g.fillStyle = css(THEME.background);
  g.fillRect(0, 0, width, height);
  const cx = lamp.x;
  const cy = lamp.y;
  const reach = Math.hypot(width, height) * 0.62;
  const pool = g.createRadialGradient(cx, cy, 0, cx, cy, reach);
  pool.addColorStop(0, css(LAB.pool));
  pool.addColorStop(0.45, css(THEME.backgroundTop));
  pool.addColorStop(1, css(LAB.corner));
  g.fillStyle = pool;
  g.fillRect(0, 0, width, height);
  // The counting grid, as etched into a haemocytometer's slide: a fine line every step, a stronger
  // one every fourth, centred on the pool so it reads as one slide.
  const step = LAB.grid * dpr;
  const line = Math.max(1, Math.round(dpr));
  const x0 = cx - Math.ceil(cx / step) * step;
  const y0 = cy - Math.ceil(cy / step) * step;
  const strength = (from: number) => (Math.round(from / step) % 4 === 0 ? LAB.gridMajorAlpha : LAB.gridAlpha);
  for (let x = x0; x <= width; x += step) {
    g.fillStyle = css(0xffffff, strength(x - cx));
    g.fillRect(Math.round(x), 0, line, height);
  }
  for (let y = y0; y <= height; y += step) {
    g.fillStyle = css(0xffffff, strength(y - cy));
    g.fillRect(0, Math.round(y), width, line);
  }
  // The edge of the field of view: the corners sink into shade, over the grid too.
  const edge = g.createRadialGradient(cx, cy, reach * 0.35, cx, cy, reach);
  edge.addColorStop(0, css(LAB.corner, 0));
  edge.addColorStop(1, css(LAB.corner, 0.85));
  g.fillStyle = edge;
  g.fillRect(0, 0, width, height);
}

function roundedSquare(g: CanvasRenderingContext2D, x: number, y: number, side: number, r: number): void {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + side, y, x + side, y + side, r);
  g.arcTo(x + side, y + side, x, y + side, r);
  g.arcTo(x, y + side, x, y, r);
  g.arcTo(x, y, x + side, y, r);
  g.closePath();
}

/** Paints one out-of-focus cell of `colour` filling a `side` × `side` canvas (its margin is the blur's). */
export function paintLabCell(g: CanvasRenderingContext2D, side: number, colour: number): void {
  const blur = side * 0.06;
  const inner = side - 4 * blur;
  const at = 2 * blur;
  if ('filter' in g) g.filter = `blur(${blur.toFixed(1)}px)`;
  // The body: layers shrinking about the centre, each a little stronger, as a cell is shaded.
  const layers = 14;
  for (let i = 0; i < layers; i++) {
    const t = i / layers;
    const s = inner * (1 - 0.8 * t);
    const o = at + (inner - s) / 2;
    g.fillStyle = css(colour, 0.14 + 0.04 * t);
    roundedSquare(g, o, o, s, s * 0.28);
    g.fill();
  }
  // The gloss of its top left, as on the board's cells.
  const hx = at + inner * 0.34;
  const hy = at + inner * 0.3;
  const shine = g.createRadialGradient(hx, hy, 0, hx, hy, inner * 0.3);
  shine.addColorStop(0, `rgba(255, 255, 255, ${LAB.cellGloss})`);
  shine.addColorStop(1, 'rgba(255, 255, 255, 0)');
  g.fillStyle = shine;
  g.fillRect(at, at, inner, inner);
  if ('filter' in g) g.filter = 'none';
}
