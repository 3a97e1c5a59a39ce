// Toolbar buttons that switch something on and off say so to screen readers: the mirror's button
// for each is a toggle (aria-pressed) that follows what it switches.

import type Phaser from 'phaser';
import { controlsOf } from '../ui/controls.ts';

/** The Full screen button is pressed while the page is full screen. */
export function fullscreenToggle(scene: Phaser.Scene): void {
  const entry = controlsOf(scene).find((c) => c.id === 'fullscreen');
  if (entry) entry.selected = () => scene.scale.isFullscreen;
}
