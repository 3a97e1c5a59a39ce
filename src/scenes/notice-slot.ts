// A screen's slot for notices (a bad link, "link copied", storage trouble): the newest notice shows
// there alone, its text shrunk to fit (ui/notice.ts), so it never lands on the screen's own words.
// Words the slot stands over step aside while a notice is up.

import type Phaser from 'phaser';
import type { SlotRect as Rect } from '../screens/builder/notice-slot.ts';
import { noticeOnScreen, placeNotices, setNoticeHome } from '../ui/notice.ts';

/**
 * Gives this scene's notices `slot()` (scene pixels), asked afresh each time they are placed;
 * `covered()` names the words under the slot now, if any, hidden while a notice shows.
 */
export function noticesInSlot(
  scene: Phaser.Scene,
  slot: () => Rect,
  covered: () => Phaser.GameObjects.Text | null = () => null,
): void {
  setNoticeHome(() => {
    if (!scene.sys.isActive()) return null;
    const canvas = scene.game.canvas.getBoundingClientRect();
    const k = canvas.width / scene.scale.width;
    const under = covered();
    if (under) hideWhileNoticeShows(scene, under);
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
}

/** Words under the slot step aside while a notice stands there, so words never mix. */
function hideWhileNoticeShows(scene: Phaser.Scene, text: Phaser.GameObjects.Text): void {
  if (!text.visible) return;
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
