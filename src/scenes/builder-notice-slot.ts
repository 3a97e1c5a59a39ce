// The builder's place for notices, part of its layout so a notice never covers the grid or a
// control: the free end of the top row (after the size steppers) where it is wide enough, else a
// strip of its own between the top row and the grid. There the newest notice shows alone, its
// text shrunk to fit (notice.ts).

import type Phaser from 'phaser';
import { placeNotices, setNoticeHome } from '../ui/notice.ts';
import { pixelRatio } from '../ui/screen.ts';

interface Rect { x: number; y: number; width: number; height: number }

/** The narrowest free end of the top row that holds a notice, in CSS px. */
const LEAST_ROW_END = 240;
/** The strip's height, in CSS px: two lines of notice text, three at its smallest size. */
const STRIP = 42;

/**
 * Gives the builder's notices their slot: `rowEnd` is the top row's free end, `below` the width
 * under the top row. Returns the height the strip takes under the top row (0 when the row holds it).
 */
export function placeBuilderNotices(scene: Phaser.Scene, rowEnd: Rect, below: { x: number; width: number }, gap: number): number {
  const dpr = pixelRatio();
  const inRow = rowEnd.width >= LEAST_ROW_END * dpr;
  const slot = inRow ? rowEnd : { x: below.x, y: rowEnd.y + rowEnd.height + gap, width: below.width, height: STRIP * dpr };
  setNoticeHome(() => {
    if (!scene.sys.isActive()) return null;
    const canvas = scene.game.canvas.getBoundingClientRect();
    const k = canvas.width / scene.scale.width;
    return { x: canvas.left + slot.x * k, y: canvas.top + slot.y * k, width: slot.width * k, height: slot.height * k };
  });
  // The scene counts as active only once create() is over: notices already up move then.
  scene.events.once('create', () => placeNotices());
  scene.events.once('shutdown', () => setNoticeHome(null));
  return inRow ? 0 : slot.height + gap;
}
