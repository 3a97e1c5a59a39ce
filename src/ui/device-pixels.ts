// The game's least sizes in device pixels, from the device's pixel ratio: the smallest touch
// target and the smallest text, so a finger and an eye get the same room on every screen.

/** Device pixels per CSS pixel, as the game was booted (see main.ts). */
export function pixelRatio(): number {
  return Math.min(3, Math.max(1, (globalThis as { devicePixelRatio?: number }).devicePixelRatio || 1));
}

/** The smallest touch target, in device pixels: 46 CSS px (a finger needs 44; 2 px spare for rounding). */
export function leastTouch(): number {
  return 46 * pixelRatio();
}

/** The smallest text the game draws, in CSS px: the secondary floor (secondary-text.ts), on every screen. */
export const READABLE_CSS = 13;

/** The smallest text the game draws, in device pixels. */
export function minText(): number {
  return READABLE_CSS * pixelRatio();
}

/** A font size in device pixels, at least the smallest readable one. */
export function readable(size: number): number {
  return Math.max(size, minText());
}
