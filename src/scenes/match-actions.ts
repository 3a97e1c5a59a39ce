// What the board and the results scene both offer: copy a link to the match in play, and leave it
// for the menu, or for the builder when the game was started there (the saved game stays, for Resume).

import type Phaser from 'phaser';
import { shareLink } from '../ui/notice.ts';
import { SCENES } from './keys.ts';
import { currentMatchLink, type Services } from './services.ts';

/** Copies a link that opens the match in play at its current move (or shows it, without a clipboard). */
export async function shareMatch(s: Services): Promise<void> {
  const link = currentMatchLink(s);
  if (!link) return;
  s.lastShared = link;
  await shareLink(link);
}

/** Ends the match in play and opens the menu (the builder, for its test games), from the board or from the results over it. */
export function leaveForMenu(s: Services, scene: Phaser.Scene): void {
  s.match?.dispose();
  s.match = null;
  if (scene.scene.key !== SCENES.board) scene.scene.stop(SCENES.board);
  scene.scene.start(s.fromBuilder ? SCENES.builder : SCENES.menu);
}
