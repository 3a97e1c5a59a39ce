// The page's loading sign (index.html, styled by page.css): four cells breathing on the page's
// ground from the first paint, so a start or a reload never shows a dark, empty screen while the
// scripts, the cell sheets and the first screen are made (seconds on a slow phone, where a dark page
// reads as a crash). It goes once a screen past the preload has drawn its first frame.

import Phaser from 'phaser';
import { SCREENS } from '../screens/route/route.ts';

const SIGN_ID = 'loading';

/** Takes the sign away after the first frame drawn with a screen of the game's own (menu, board, …) running. */
export function endLoadingSignOnFirstScreen(game: Phaser.Game): void {
  const sign = document.getElementById(SIGN_ID);
  if (!sign) return;
  const loading: readonly string[] = [SCREENS.boot, SCREENS.preload];
  const check = () => {
    if (!game.scene.getScenes(true).some((s) => !loading.includes(s.scene.key))) return;
    game.events.off(Phaser.Core.Events.POST_RENDER, check);
    sign.remove();
  };
  game.events.on(Phaser.Core.Events.POST_RENDER, check);
}
