// A refused tap's words on the board screen: in the board's place for notices, the stretch of it
// nearest the tap (notice-near-tap.ts), off the squares; gone with the game, short enough not to
// linger (a longer why, as a jump's, long enough to read).

import type Phaser from 'phaser';
import type { BoardGeometryFit } from './board-geometry.ts';
import type { BoardZoomView } from './board-zoom-view.ts';
import { showNotice } from './notice.ts';
import { refusedNoticeMs, type TapNear } from './refused-tap.ts';

/** A point of the board (game pixels, as laid out) on the page as shown (zoomed too), in CSS pixels. */
function onPage(
  scene: Phaser.Scene,
  zoom: BoardZoomView,
  p: { x: number; y: number },
): { x: number; y: number } {
  const rect = scene.game.canvas.getBoundingClientRect();
  const k = rect.width / scene.scale.width;
  const { x, y } = zoom.toScreen(p);
  return { x: rect.left + x * k, y: rect.top + Math.max(0, y) * k };
}

/** Tells `words` by the tap `near` (a square or a point of the board); a screen with no place for notices hangs them at the top centre of the squares. */
export function showRefusedNotice(
  scene: Phaser.Scene,
  zoom: BoardZoomView,
  fit: BoardGeometryFit,
  words: string,
  near?: TapNear,
): void {
  const top = onPage(scene, zoom, { x: fit.left + fit.frame.width / 2, y: fit.gridTop() });
  const at = { x: top.x, y: top.y + 4 };
  const tap = near && onPage(scene, zoom, 'square' in near ? fit.centre(near.square) : near);
  showNotice(words, refusedNoticeMs(words), { at, game: true, now: true, ...(tap ? { near: tap } : {}) });
}
