// Where the welcome (the first visit's offer of the guided game, over the dimmed menu) stands, in
// game pixels: in a band of the screen beside, above or under the menu's controls, so it never
// covers one of them ("Change ›" on a phone on its side was under it). Where no band is large
// enough, the guided game's own place for its card (tutorial-layout.ts).

import type { Box } from './tutorial-layout.ts';

export interface WelcomeScreen {
  width: number;
  height: number;
  u: number;
  /** A phone on its side (screen-shape.ts): the bands beside the menu are tried first. */
  side: boolean;
  /** The menu's controls (their touch boxes). */
  controls: readonly Box[];
  /** The card's height at this width, with its words and buttons, as the card measures it. */
  cardHeight: (width: number) => number;
  /** Where the card stands when no band holds it. */
  fallback: { card: Box; cardAt: 'top' | 'bottom' };
}

export interface WelcomePlace {
  /** The room for the card; it is drawn as tall as its words and buttons, from `cardAt`. */
  card: Box;
  cardAt: 'top' | 'bottom';
  /** Whether the card is clear of every control (false: the fallback). */
  clear: boolean;
}

/** The narrowest card, in design units: below it the words run to too many lines. */
export const WELCOME_LEAST_WIDTH = 170;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export function welcomePlace(s: WelcomeScreen): WelcomePlace {
  const { width, height, u, controls } = s;
  const pad = 12 * u;
  if (controls.length === 0) return { ...s.fallback, clear: true };
  const l = Math.min(...controls.map((c) => c.x));
  const t = Math.min(...controls.map((c) => c.y));
  const r = Math.max(...controls.map((c) => c.x + c.width));
  const b = Math.max(...controls.map((c) => c.y + c.height));
  const most = (s.side ? 420 : 640) * u;
  const bands: Record<'right' | 'left' | 'top' | 'bottom', Box> = {
    right: { x: r + pad, y: pad, width: width - pad - (r + pad), height: height - 2 * pad },
    left: { x: pad, y: pad, width: l - 2 * pad, height: height - 2 * pad },
    top: { x: pad, y: pad, width: width - 2 * pad, height: t - 2 * pad },
    bottom: { x: pad, y: b + pad, width: width - 2 * pad, height: height - pad - (b + pad) },
  };
  const order =
    s.side || width > height
      ? (['right', 'left', 'bottom', 'top'] as const)
      : (['bottom', 'top', 'right', 'left'] as const);
  for (const side of order) {
    const band = bands[side];
    const w = Math.min(band.width, most);
    if (w < WELCOME_LEAST_WIDTH * u || band.height <= 0) continue;
    const h = s.cardHeight(w);
    if (h > band.height) continue;
    // Centred across its band; under the controls it keeps to the band's foot, else to its top.
    const card = {
      x: band.x + (band.width - w) / 2,
      y:
        side === 'bottom'
          ? band.y + band.height - h
          : side === 'top'
            ? band.y
            : band.y + (band.height - h) / 2,
      width: w,
      height: h,
    };
    if (controls.some((c) => overlaps(card, c))) continue;
    return { card, cardAt: 'top', clear: true };
  }
  return { ...s.fallback, clear: false };
}
