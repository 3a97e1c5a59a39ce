// Screen metrics: the game draws in device pixels (so cells and text stay sharp at any pixel
// ratio) and sizes its furniture in CSS pixels times a unit. `unit(scene)` gives device pixels per
// CSS pixel, scaled down a little on small screens so everything still fits.

import type Phaser from 'phaser';

/** Device pixels per CSS pixel, as the game was booted (see main.ts). */
export function pixelRatio(): number {
  return Math.min(3, Math.max(1, globalThis.devicePixelRatio || 1));
}

export interface Metrics {
  /** Game size in device pixels. */
  width: number;
  height: number;
  /** Device pixels for one design pixel. */
  u: number;
  portrait: boolean;
}

/** The scene's metrics; design sizes assume a screen of at least 720×640 CSS pixels. */
export function metrics(scene: Phaser.Scene): Metrics {
  const width = scene.scale.width;
  const height = scene.scale.height;
  const dpr = pixelRatio();
  const cssW = width / dpr;
  const cssH = height / dpr;
  // Portrait screens (phones) are designed for 420 CSS px across, landscape for 720×640.
  const fit = cssH > cssW ? Math.min(cssW / 420, cssH / 760, 1.35) : Math.min(cssW / 720, cssH / 640, 1.35);
  return { width, height, u: dpr * Math.max(0.62, fit), portrait: cssH > cssW };
}

/**
 * The game size, in device pixels, for a container of this CSS size (at least 320 CSS px each
 * way): what the game is resized to once the window's resize has settled (main.ts).
 */
export function gameSizeFor(cssWidth: number, cssHeight: number): { width: number; height: number } {
  const dpr = pixelRatio();
  return { width: Math.round(Math.max(320, cssWidth) * dpr), height: Math.round(Math.max(320, cssHeight) * dpr) };
}

/** The smallest touch target, in device pixels: 46 CSS px (a finger needs 44; 2 px spare for rounding). */
export function minTouch(_scene?: Phaser.Scene): number {
  return 46 * pixelRatio();
}
