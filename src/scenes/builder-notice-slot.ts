// The builder's place for notices, part of its layout so a notice never covers the grid or a
// control: the free end of the top row (after the size steppers) where it is wide enough, else on a
// tall screen the room under the board's facts in the panel, else a strip of its own between the
// top row and the grid. There the newest notice shows alone, its
// text shrunk to fit (notice.ts).

import type Phaser from 'phaser';
import { noticeOnScreen, placeNotices, setNoticeHome } from '../ui/notice.ts';
import { pixelRatio } from '../ui/screen.ts';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The narrowest free end of the top row that holds a notice, in CSS px. */
const LEAST_ROW_END = 240;
/** The strip's height, in CSS px: two lines of notice text, three at its smallest size. */
const STRIP = 42;

/**
 * Gives the builder's notices their slot: `rowEnd` is the top row's free end, `below` the width
 * under the top row. On a tall screen whose row end is too narrow the slot is the panel's, given
 * later to `inPanel` (a strip over the grid would cost a 12×12 grid on a phone its finger-wide
 * squares). Returns the height the strip takes under the top row (0 when there is none).
 */
export function placeBuilderNotices(
  scene: Phaser.Scene,
  rowEnd: Rect,
  below: { x: number; width: number },
  gap: number,
  tall: boolean,
): { taken: number; inPanel: (slot: () => Rect, under: Phaser.GameObjects.Text) => void } {
  const dpr = pixelRatio();
  const inRow = rowEnd.width >= LEAST_ROW_END * dpr;
  const strip = { x: below.x, y: rowEnd.y + rowEnd.height + gap, width: below.width, height: STRIP * dpr };
  let slot: () => Rect = () => (inRow ? rowEnd : strip);
  let covered: Phaser.GameObjects.Text | null = null;
  setNoticeHome(() => {
    if (!scene.sys.isActive()) return null;
    const canvas = scene.game.canvas.getBoundingClientRect();
    const k = canvas.width / scene.scale.width;
    if (covered) hideWhileNoticeShows(scene, covered);
    const at = slot();
    return {
      x: canvas.left + at.x * k,
      y: canvas.top + at.y * k,
      width: at.width * k,
      height: at.height * k,
    };
  });
  // The scene counts as active only once create() is over: notices already up move then.
  scene.events.once('create', () => placeNotices());
  scene.events.once('shutdown', () => setNoticeHome(null));
  const inPanel = !inRow && tall;
  return {
    taken: inRow || inPanel ? 0 : strip.height + gap,
    inPanel: (place, under) => {
      if (inPanel) {
        slot = place;
        covered = under;
      }
    },
  };
}

/** The note under the facts steps aside while a notice stands in its place, so words never mix. */
function hideWhileNoticeShows(scene: Phaser.Scene, text: Phaser.GameObjects.Text): void {
  text.setVisible(false);
  const watch = scene.time.addEvent({
    delay: 200,
    loop: true,
    callback: () => {
      if (noticeOnScreen() !== null) return;
      text.setVisible(true);
      watch.remove();
    },
  });
}
