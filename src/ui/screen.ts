// Screen metrics: the game draws in device pixels (so cells and text stay sharp at any pixel
// ratio) and sizes its furniture in CSS pixels times a unit. `unit(scene)` gives device pixels per
// CSS pixel, scaled down a little on small screens so everything still fits.

import type Phaser from 'phaser';
import { gameSizeAt, screenShape, type ScreenShape } from '../screens/screen-shape.ts';
import { leastTouch, pixelRatio } from './device-pixels.ts';

export { isShort, onItsSide } from '../screens/screen-shape.ts';
export { pixelRatio } from './device-pixels.ts';

export type Metrics = ScreenShape;

/** The scene's metrics; design sizes assume a screen of at least 720×640 CSS pixels. */
export function metrics(scene: Phaser.Scene): Metrics {
  return screenShape(scene.scale.width, scene.scale.height, pixelRatio());
}

/**
 * The game size, in device pixels, for a container of this CSS size (at least 320 CSS px each
 * way): what the game is resized to once the window's resize has settled (main.ts).
 */
export function gameSizeFor(cssWidth: number, cssHeight: number): { width: number; height: number } {
  return gameSizeAt(cssWidth, cssHeight, pixelRatio());
}

/** The smallest touch target, in device pixels: 46 CSS px (a finger needs 44; 2 px spare for rounding). */
export function minTouch(_scene?: Phaser.Scene): number {
  return leastTouch();
}
